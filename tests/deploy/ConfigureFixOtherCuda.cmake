# Header 9.19.0 (CUDA toolkit 13), library 9.1.0 built for CUDA 12: the fix
# never offers a build against 9.1.0, which the CUDA major would refuse.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
file(COPY "${FAKE_v9_19_0_INCLUDE_DIR}/" DESTINATION "${CMAKE_BINARY_DIR}/headers_only/include")
set(CUDNN_INCLUDE_DIR "${CMAKE_BINARY_DIR}/headers_only/include" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_1_0_cudart12_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
