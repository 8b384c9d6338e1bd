# CUDNN_LIBRARY naming the directory that holds libcudnn, as PyTorch's setup
# passes its CUDNN_LIB_DIR: the library is searched there, and beats the
# roots.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
set(CUDNN_INCLUDE_DIR "${FAKE_v9_1_0_INCLUDE_DIR}" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY_DIR}" CACHE FILEPATH "")
find_package(CuDNNStrict 9.1.0 EXACT REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_equal(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
# The user's entry stays as given.
assert_equal(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY_DIR}")
