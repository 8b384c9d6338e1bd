# The cuDNN and CUDA runtime of this machine: PASSED on a GPU machine, and
# on one without an NVIDIA driver a clean skip that says so.
find_package(CUDAToolkit QUIET)
if(NOT CUDAToolkit_FOUND OR NOT EXISTS "${CUDAToolkit_LIBRARY_DIR}/libcudnn.so.9")
  message(STATUS "CUDNN_STRICT_SKIP: no cuDNN 9 in the CUDA toolkit of this machine")
  return()
endif()
unset(ENV{LD_LIBRARY_PATH})
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
if(EXISTS /proc/driver/nvidia/version)
  assert_equal(CuDNNStrict_GPU_CHECK PASSED)
else()
  assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
  # Without a driver or a device node the GPU check's code is not even
  # compiled; with a device node but no driver the runtime says so.
  assert_matches(CuDNNStrict_GPU_CHECK_REASON "^no NVIDIA driver is installed \\((no /proc/driver/nvidia/version, no /dev/nvidia\\* or /dev/dxg device|cudaDriverGetVersion reports 0)\\)$")
endif()
