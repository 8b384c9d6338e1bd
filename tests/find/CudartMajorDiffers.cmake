# A cuDNN built for CUDA 12 with a CUDA 13 toolkit.
find_package(CUDAToolkit QUIET)
if(NOT CUDAToolkit_FOUND OR CUDAToolkit_VERSION_MAJOR EQUAL 12)
  message(STATUS "CUDNN_STRICT_SKIP: needs a CUDA toolkit whose major is not 12")
  return()
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_cudart12_ROOT}")
find_package(CuDNNStrict REQUIRED)
