# The oldest nvidia-cudnn-cu13 wheel (cuDNN 9.12.0) judged, while the
# project lists the CUDA toolkit's include directory first, as FindCUDA
# projects (Caffe, TVM, OpenCV) list CUDA_INCLUDE_DIRS: the toolkit's own
# cuDNN header (CUDA 13 ships 9.19's) is what a program would compile.
# The configure warns; the program does not build, and with the wheel's
# directory first it builds and runs against 9.12.0 (-check.cmake).
release_case_use(cu13_oldest)
find_package(CUDAToolkit QUIET)
set(_toolkit_dir "")
foreach(_dir IN LISTS CUDAToolkit_INCLUDE_DIRS)
  if(EXISTS "${_dir}/cudnn_version.h")
    set(_toolkit_dir "${_dir}")
  endif()
endforeach()
if(NOT _toolkit_dir)
  message(STATUS "CUDNN_STRICT_SKIP: the CUDA toolkit of this machine ships no cuDNN header")
  return()
endif()
if(NOT CASE_WHEEL_FIRST)
  include_directories("${_toolkit_dir}")
endif()
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.12.0)
if(CASE_WHEEL_FIRST)
  include_directories(${CuDNNStrict_INCLUDE_DIRS} "${_toolkit_dir}")
endif()
file(WRITE "${CMAKE_BINARY_DIR}/program.c" [=[
#include <stdio.h>
#include <cudnn.h>
int main(void) {
  printf("cudnnGetVersion=%zu header=%d\n", cudnnGetVersion(), CUDNN_VERSION);
  return 0;
}
]=])
add_executable(program "${CMAKE_BINARY_DIR}/program.c")
target_link_libraries(program PRIVATE CuDNNStrict::cudnn)
