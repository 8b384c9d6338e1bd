# CUDNN_LIBRARY naming an install prefix: its lib64 holds libcudnn.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
set(CUDNN_INCLUDE_DIR "${FAKE_v9_1_0_INCLUDE_DIR}" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_1_0_ROOT}" CACHE FILEPATH "")
find_package(CuDNNStrict 9.1.0 EXACT REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_equal(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
