# A classic module that gives its entries a help string of its own and
# caches the unversioned libcudnn.so: the library is looked up beside it.
set(CUDNN_INCLUDE_DIR "${FAKE_v9_1_0_INCLUDE_DIR}" CACHE PATH "cuDNN include directory")
set(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn.so" CACHE FILEPATH "cuDNN library")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
# Its own help string on a directory that holds the header: the user's.
assert_equal(CUDNN_INCLUDE_DIR "${FAKE_v9_1_0_INCLUDE_DIR}")
