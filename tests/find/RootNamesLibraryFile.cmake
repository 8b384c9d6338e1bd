# CUDNN_ROOT naming the library file (<wheel>/lib/libcudnn.so.9), not the
# prefix: that cuDNN is found, before the toolkit's.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT TOOLKIT)
set(CUDNN_ROOT "${FAKE_v9_1_0_LIBRARY}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
assert_same_file(CuDNNStrict_VERSION_HEADER "${FAKE_v9_1_0_INCLUDE_DIR}/cudnn_version.h")
