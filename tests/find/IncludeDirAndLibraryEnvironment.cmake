# CUDNN_INCLUDE_DIR (here an install prefix) and CUDNN_LIBRARY (here a
# directory) as environment variables, which PyTorch's setup reads: they
# beat the roots.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
set(ENV{CUDNN_INCLUDE_DIR} "${FAKE_v9_1_0_ROOT}")
set(ENV{CUDNN_LIBRARY} "${FAKE_v9_1_0_LIBRARY_DIR}")
find_package(CuDNNStrict 9.1.0 EXACT REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_equal(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
