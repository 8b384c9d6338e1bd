# CUDNN_INCLUDE_DIR and CUDNN_LIBRARY beat every search location.
set(CuDNNStrict_ROOT "${FAKE_v9_1_0_ROOT}")
set(CUDNN_INCLUDE_DIR "${FAKE_v8_9_7_INCLUDE_DIR}" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v8_9_7_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 8.9.7)
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_v8_9_7_LIBRARY}")
