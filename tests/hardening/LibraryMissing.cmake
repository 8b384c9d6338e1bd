# CUDNN_LIBRARY names a file that does not exist.
set(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_19_0_LIBRARY_DIR}/libcudnn.so.9.19.0" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
