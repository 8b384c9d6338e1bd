# CMAKE_IGNORE_PREFIX_PATH drops an install prefix from every location, as
# find_library does for the prefixes it derives itself.
set(CMAKE_PREFIX_PATH "${FAKE_v9_19_0_ROOT}" "${FAKE_v9_1_0_ROOT}")
set(CMAKE_IGNORE_PREFIX_PATH "${FAKE_v9_19_0_ROOT}")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
