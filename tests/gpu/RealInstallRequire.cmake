# REQUIRE on a machine without an NVIDIA driver is a configure error.  (A
# machine with one is covered by RealInstall and run.sh.)
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
if(EXISTS /proc/driver/nvidia/version)
  message(STATUS "CUDNN_STRICT_SKIP: this machine has an NVIDIA driver")
  return()
endif()
unset(ENV{LD_LIBRARY_PATH})
set(CUDNN_STRICT_GPU_CHECK REQUIRE)
find_package(CuDNNStrict REQUIRED)
