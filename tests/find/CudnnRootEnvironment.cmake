# CUDNN_ROOT from the environment.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(ENV{CUDNN_ROOT} "${FAKE_v8_9_7_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 8.9.7)
