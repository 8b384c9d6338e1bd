# cuDNN 9.13.0 with nothing declared: found, with a warning for each feature
# the known-bad table says it breaks, naming the setting that decides.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_known_bad_v9_13_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION "9.13.0")
