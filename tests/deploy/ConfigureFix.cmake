# Header 9.19.0 (an install without libraries), library 9.1.0, and a
# cuDNN 9.21.0 under CuDNNStrict_ROOT: the configure error names the library
# that would do, and the refused library's own headers as the other way
# out; the check applies each, as printed, in the same build directory.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_21_0_ROOT}")
file(COPY "${FAKE_v9_19_0_INCLUDE_DIR}/" DESTINATION "${CMAKE_BINARY_DIR}/headers_only/include")
set(CUDNN_INCLUDE_DIR "${CMAKE_BINARY_DIR}/headers_only/include" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
