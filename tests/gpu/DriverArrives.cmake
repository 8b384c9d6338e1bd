# Without a driver, a device node or a CUDA library on LD_LIBRARY_PATH, the
# GPU check's code is not compiled and the check says why; once a GPU
# appears (here the fake CUDA runtime on LD_LIBRARY_PATH, -check.cmake), a
# re-configure of the same tree checks again and runs it: the fingerprint
# covers the driver.
file(GLOB _nodes /dev/nvidia* /dev/dxg /proc/driver/nvidia/version)
if(_nodes)
  message(STATUS "CUDNN_STRICT_SKIP: this machine has an NVIDIA driver or GPU")
  return()
endif()
gpu_case_use(v9_19_0 correct)
if(NOT GPU_ARRIVED)
  unset(ENV{LD_LIBRARY_PATH})
endif()
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
