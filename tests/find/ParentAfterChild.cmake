# A child directory finds the package first, its parent afterwards.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
set(SCOPE_NAME child)
add_subdirectory(scopes/finder child)
find_package(CuDNNStrict 9.1 REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
