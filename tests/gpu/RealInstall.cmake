# The cuDNN and CUDA runtime of this machine: PASSED where a GPU answers,
# and on a machine without an NVIDIA driver a clean skip that says so.
find_package(CUDAToolkit QUIET)
# The toolkit's library directory: where its libcudart really is (CMake 4
# may report a CUDAToolkit_LIBRARY_DIR outside the toolkit, and find a
# link to libcudart there).
set(_cudart_dir "")
if(CUDAToolkit_FOUND AND EXISTS "${CUDA_cudart_LIBRARY}")
  file(REAL_PATH "${CUDA_cudart_LIBRARY}" _cudart_dir)
  get_filename_component(_cudart_dir "${_cudart_dir}" DIRECTORY)
endif()
if(NOT EXISTS "${_cudart_dir}/libcudnn.so.9")
  message(STATUS "CUDNN_STRICT_SKIP: no cuDNN 9 in the CUDA toolkit of this machine")
  return()
endif()
unset(ENV{LD_LIBRARY_PATH})
# A GPU that answers through this runtime must pass; without one, a clean
# skip.
file(GLOB _cudart "${_cudart_dir}/libcudart.so.[0-9]*")
list(GET _cudart 0 _cudart)
gpu_case_gpu_answers(_gpu "${_cudart}")
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
if(_gpu)
  assert_equal(CuDNNStrict_GPU_CHECK PASSED)
else()
  assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
  # Without a driver or a device node the GPU check's code is not even
  # compiled; with a device node but no driver the runtime says so.
  assert_matches(CuDNNStrict_GPU_CHECK_REASON "^no NVIDIA driver is installed \\((no /proc/driver/nvidia/version, no /dev/nvidia\\* or /dev/dxg device|cudaDriverGetVersion reports 0)\\)$")
endif()
