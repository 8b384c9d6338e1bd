# Header 9.19.0, library 9.1.0, nothing better where the search looks.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
