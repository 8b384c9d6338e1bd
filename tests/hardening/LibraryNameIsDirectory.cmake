# A directory named libcudnn.so.9 where the search looks for the library.
hardening_copy_tree(v9_19_0 tree _tree)
file(REMOVE "${_tree}/lib64/libcudnn.so.9")
file(MAKE_DIRECTORY "${_tree}/lib64/libcudnn.so.9")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
