# The shape of a FindCUDA project's cuDNN (Caffe, TVM, OpenCV): the CUDA
# toolkit's include directory listed first for every target, and
# CUDNN_ROOT given as the include directory (Caffe's and MXNet's
# convention), here the 9.12.0 wheel's.  The port lists cuDNN's directory
# before the toolkit's (docs/migration.md): the program builds and
# compiles and loads 9.12.0 (-check.cmake).
release_case_use(cu13_oldest)
unset(CuDNNStrict_ROOT)
set(CUDNN_ROOT "${RELEASE_cu13_oldest_ROOT}/include")
find_package(CUDAToolkit REQUIRED)
include_directories(SYSTEM ${CUDAToolkit_INCLUDE_DIRS})
find_package(CuDNNStrict)
include_directories(BEFORE SYSTEM ${CuDNNStrict_INCLUDE_DIRS})
assert_equal(CuDNNStrict_VERSION 9.12.0)
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
