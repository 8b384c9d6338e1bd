# An install under a directory with spaces.
hardening_copy_tree(v9_19_0 "Program Files/NVIDIA cuDNN" _tree)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_VERSION_HEADER "${_tree}/include/cudnn_version.h")
assert_equal(CuDNNStrict_LIBRARIES "${_tree}/lib64/libcudnn.so.9")
