# cuDNN 9.1.0 built for CUDA 12, with this machine's CUDA 13 toolkit: the
# CUDA majors differ, and the message says which wheel to install.
find_package(CUDAToolkit QUIET)
if(NOT CUDAToolkit_VERSION_MAJOR EQUAL 13)
  message(STATUS "CUDNN_STRICT_SKIP: the case expects a CUDA 13 toolkit, this one is ${CUDAToolkit_VERSION}")
  return()
endif()
release_case_use(cu12_9_1)
find_package(CuDNNStrict REQUIRED)
