# A program with cuDNN linked in (CuDNNStrict::cudnn_static) and the guard:
# its cuDNN is the one it runs, so an older shared libcudnn first on
# LD_LIBRARY_PATH, which it never loads, must not stop it (-check.cmake).
enable_language(C)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_static_v9_ROOT}")
find_package(CuDNNStrict 9.19 REQUIRED COMPONENTS static)
assert_equal(CuDNNStrict_VERSION 9.19.0)
file(WRITE "${CMAKE_BINARY_DIR}/static_app.c" [=[
#include <stddef.h>
#include <stdio.h>
size_t cudnnGetVersion(void);
int main(void) {
  printf("program ran with cuDNN %lu\n", (unsigned long)cudnnGetVersion());
  return 0;
}
]=])
add_executable(static_app "${CMAKE_BINARY_DIR}/static_app.c")
target_link_libraries(static_app PRIVATE CuDNNStrict::cudnn_static CuDNNStrict::guard)
