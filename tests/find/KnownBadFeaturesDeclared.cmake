# A project that declares what it uses hears only about those features:
# none of cuDNN 9.13.0's known problems concerns block-scaled types, so the
# configure is silent (no CMake warning), and the guard's config says so.
set(CUDNN_STRICT_FEATURES block_scale)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_known_bad_v9_13_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION "9.13.0")
