# lib64 holds only a dangling libcudnn.so.9.19.0: a name the search does
# not look for (the loader asks for libcudnn.so.9), so the directory holds
# no libcudnn and the install in lib is found, as find_library finds it.
hardening_copy_tree(v9_19_0 tree _tree)
file(RENAME "${_tree}/lib64" "${_tree}/lib")
file(MAKE_DIRECTORY "${_tree}/lib64")
file(CREATE_LINK "gone" "${_tree}/lib64/libcudnn.so.9.19.0" SYMBOLIC)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_same_file(CuDNNStrict_LIBRARIES "${_tree}/lib/libcudnn.so.9")
