# A future major 10 keeps the wide encoding of cuDNN 9.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v10_0_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 10.0.0)
assert_equal(CuDNNStrict_VERSION_CODE 100000)
assert_equal(CuDNNStrict_LIBRARY_VERSION 10.0.0)
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_v10_0_0_LIBRARY}")
