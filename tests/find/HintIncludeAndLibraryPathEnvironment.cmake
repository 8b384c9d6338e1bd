# CUDNN_INCLUDE_PATH and CUDNN_LIBRARY_PATH as environment variables.
set(ENV{CUDNN_INCLUDE_PATH} "${FAKE_v9_1_0_INCLUDE_DIR}")
set(ENV{CUDNN_LIBRARY_PATH} "${FAKE_v9_1_0_LIBRARY_DIR}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
