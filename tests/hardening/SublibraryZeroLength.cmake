# An empty libcudnn_cnn.so.9 beside a good libcudnn: reported by name.
hardening_copy_tree(v9_19_0 tree _tree)
file(WRITE "${_tree}/lib64/libcudnn_cnn.so.9" "")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
