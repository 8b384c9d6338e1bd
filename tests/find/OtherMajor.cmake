# Header 9.19.0, library 8.9.7: majors differ.
set(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v8_9_7_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
