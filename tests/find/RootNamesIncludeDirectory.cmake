# CUDNN_ROOT naming the include directory, as MXNet and Caffe take it: the
# header there, and the library of the prefix above it, before the
# toolkit's.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT TOOLKIT)
set(CUDNN_ROOT "${FAKE_v9_1_0_INCLUDE_DIR}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
assert_same_file(CuDNNStrict_VERSION_HEADER "${FAKE_v9_1_0_INCLUDE_DIR}/cudnn_version.h")
