# Header 9.19.0 (an install without libraries), library 9.1.0, nothing
# better where the search looks.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
file(COPY "${FAKE_v9_19_0_INCLUDE_DIR}/" DESTINATION "${CMAKE_BINARY_DIR}/headers_only/include")
set(CUDNN_INCLUDE_DIR "${CMAKE_BINARY_DIR}/headers_only/include" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
