# cuDNN 8.9.7 (CUDA 12) opens the unversioned libnvrtc.so itself; with a
# libnvrtc.so first on LD_LIBRARY_PATH that leads to the toolkit's NVRTC of
# another CUDA major, it would load that one and fail there.  The
# configure warns, naming the file, both CUDA majors and the fix.
release_case_use(cu12_8_9_7)
find_package(CUDAToolkit QUIET)
if(NOT TARGET CUDA::nvrtc OR CUDAToolkit_VERSION_MAJOR EQUAL 12)
  message(STATUS "CUDNN_STRICT_SKIP: no CUDA toolkit NVRTC of a major other than 12")
  return()
endif()
get_target_property(_nvrtc CUDA::nvrtc IMPORTED_LOCATION)
file(REAL_PATH "${_nvrtc}" _nvrtc)
set(_dir "${CMAKE_BINARY_DIR}/nvrtc")
file(MAKE_DIRECTORY "${_dir}")
file(CREATE_LINK "${_nvrtc}" "${_dir}/libnvrtc.so" SYMBOLIC)
set(ENV{LD_LIBRARY_PATH} "${_dir}")
set(ENV{CUDNN_STRICT_LD_SO_CACHE} "${CMAKE_BINARY_DIR}/no-ld.so.cache")
# Not REQUIRED: this cuDNN is refused for the toolkit's CUDA major; the
# warning comes either way.
find_package(CuDNNStrict)
