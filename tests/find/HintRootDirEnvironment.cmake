# CUDNN_ROOT_DIR as an environment variable.
set(ENV{CUDNN_ROOT_DIR} "${FAKE_v9_1_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
