set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict 9.0...<10 REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
