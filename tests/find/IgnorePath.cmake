# CMAKE_IGNORE_PATH names directories: those of the first prefix are
# passed over, the next prefix's cuDNN is found.
set(CMAKE_PREFIX_PATH "${FAKE_v9_19_0_ROOT}" "${FAKE_v9_1_0_ROOT}")
set(CMAKE_IGNORE_PATH "${FAKE_v9_19_0_ROOT}/include" "${FAKE_v9_19_0_ROOT}/lib64")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
