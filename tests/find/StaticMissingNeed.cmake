# cuDNN 9's archives without NVRTC's static library, in the toolkit or
# beside them: the error names the file.
find_package(CUDAToolkit QUIET)
if(TARGET CUDA::nvrtc_static OR EXISTS "${CUDAToolkit_LIBRARY_DIR}/libnvrtc_static.a")
  message(STATUS "CUDNN_STRICT_SKIP: this machine's CUDA toolkit has libnvrtc_static.a")
  return()
endif()
set(_tree "${CMAKE_BINARY_DIR}/tree")
file(REMOVE_RECURSE "${_tree}")
file(COPY "${FAKE_static_v9_ROOT}/" DESTINATION "${_tree}")
file(REMOVE "${_tree}/lib64/libnvrtc_static.a")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED COMPONENTS static)
