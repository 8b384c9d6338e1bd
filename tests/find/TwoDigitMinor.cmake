# 9.19.0 and 9.21.0: two-digit minors.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_21_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.21.0)
assert_equal(CuDNNStrict_VERSION_MINOR 21)
assert_equal(CuDNNStrict_VERSION_CODE 92100)
