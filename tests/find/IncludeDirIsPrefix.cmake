# CUDNN_INCLUDE_DIR naming an install prefix, as PyTorch's module accepts:
# the header is taken from its include/.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
set(CUDNN_INCLUDE_DIR "${FAKE_v9_1_0_ROOT}" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict 9.1.0 EXACT REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_equal(CuDNNStrict_INCLUDE_DIRS "${FAKE_v9_1_0_INCLUDE_DIR}")
assert_equal(CuDNNStrict_VERSION_HEADER "${FAKE_v9_1_0_HEADER}")
