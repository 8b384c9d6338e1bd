# Header 8.9.7 (an install without libraries) with the CUDA 13 toolkit: no
# cuDNN 8 exists for CUDA 13, and the advice says so and names the CUDA
# majors that have one, instead of a release to install.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
file(COPY "${FAKE_v8_9_7_INCLUDE_DIR}/" DESTINATION "${CMAKE_BINARY_DIR}/headers_only/include")
set(CUDNN_INCLUDE_DIR "${CMAKE_BINARY_DIR}/headers_only/include" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_19_0_LIBRARY}" CACHE FILEPATH "")
find_package(CUDAToolkit QUIET)
if(NOT CUDAToolkit_VERSION_MAJOR EQUAL 13)
  message(STATUS "CUDNN_STRICT_SKIP: the case needs the CUDA 13 toolkit (found: '${CUDAToolkit_VERSION}')")
  return()
endif()
find_package(CuDNNStrict REQUIRED)
