# libcudnn.so.9 links to a library file that is gone.
hardening_copy_tree(v9_19_0 tree _tree)
file(REMOVE "${_tree}/lib64/libcudnn.so.9" "${_tree}/lib64/libcudnn.so")
file(CREATE_LINK "libcudnn.so.9.19.0" "${_tree}/lib64/libcudnn.so.9" SYMBOLIC)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
