# A CMake variable is searched before the environment variable of the same name.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(ENV{CuDNNStrict_ROOT} "${FAKE_v9_19_0_ROOT}")
set(CuDNNStrict_ROOT "${FAKE_v9_1_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
