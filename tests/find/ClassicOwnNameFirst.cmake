# Two classic modules left entries in the cache, as find_path and
# find_library do (their default help strings): one of this module's own
# names, CUDNN_LIBRARY, for 9.19.0, and PyTorch's CUDNN_LIBRARY_PATH for
# 9.1.0.  The entry of the module's own name is searched first (a
# project's own module read it); the other is replaced by what was found.
set(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}" CACHE PATH "Path to a file.")
set(CUDNN_LIBRARY "${FAKE_v9_19_0_LIBRARY}" CACHE FILEPATH "Path to a library.")
set(CUDNN_LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY}" CACHE FILEPATH "Path to a library.")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.19.0)
assert_equal(CuDNNStrict_LIBRARIES "${FAKE_v9_19_0_LIBRARY}")
assert_equal(CUDNN_LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY}")
