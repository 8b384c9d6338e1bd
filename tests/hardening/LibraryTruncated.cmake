# The first 4 KiB of a real libcudnn (an interrupted copy): loading it
# would kill the process that maps it, so the probe reads its header first.
hardening_copy_tree(v9_19_0 tree _tree)
file(REAL_PATH "${_tree}/lib64/libcudnn.so.9" _real)
execute_process(COMMAND head -c 4096 "${_real}" OUTPUT_FILE "${_tree}/truncated")
file(RENAME "${_tree}/truncated" "${_real}")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
