# A zero-length cudnn_version.h (an interrupted install).
hardening_copy_tree(v9_19_0 tree _tree)
file(WRITE "${_tree}/include/cudnn_version.h" "")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
