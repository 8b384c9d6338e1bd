# A cuDNN built for CUDA 12.8 with a CUDA toolkit of another major: refused,
# naming both CUDA versions, with the fix for the toolkit's major
# (CudartMajorDiffers-check.cmake asserts the toolkit's version).  Where
# the toolkit's major is 12 the pair agrees: another scenario, skipped.
find_package(CUDAToolkit QUIET)
if(NOT CUDAToolkit_FOUND OR CUDAToolkit_VERSION_MAJOR EQUAL 12)
  message(STATUS "CUDNN_STRICT_SKIP: needs a CUDA toolkit whose major is not 12")
  return()
endif()
message(STATUS "TOOLKIT=${CUDAToolkit_VERSION_MAJOR}.${CUDAToolkit_VERSION_MINOR}")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_cudart12_ROOT}")
find_package(CuDNNStrict REQUIRED)
