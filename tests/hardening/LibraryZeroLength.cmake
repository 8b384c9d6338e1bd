# A zero-length libcudnn.so.9 (a full disk during the install).
hardening_copy_tree(v9_19_0 tree _tree)
file(WRITE "${_tree}/lib64/libcudnn.so.9" "")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
