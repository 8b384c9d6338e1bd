# A working chain of relative links, as release tarballs ship them
# (libcudnn.so -> libcudnn.so.9 -> libcudnn.so.9.19.0), across directories
# for the header: found.
hardening_copy_tree(v9_19_0 tree _tree)
file(RENAME "${_tree}/lib64/libcudnn.so.9" "${_tree}/lib64/libcudnn.so.9.19.0")
file(CREATE_LINK "libcudnn.so.9.19.0" "${_tree}/lib64/libcudnn.so.9" SYMBOLIC)
file(MAKE_DIRECTORY "${_tree}/share/cudnn")
file(RENAME "${_tree}/include/cudnn_version.h" "${_tree}/share/cudnn/cudnn_version.h")
file(CREATE_LINK "../share/cudnn/cudnn_version.h" "${_tree}/include/cudnn_version.h" SYMBOLIC)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.19.0)
assert_same_file(CuDNNStrict_LIBRARIES "${_tree}/lib64/libcudnn.so.9.19.0")
