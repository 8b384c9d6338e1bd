# The guard linked into a DLL: a DLL's initializers run under the loader
# lock, where the guard must not load cuDNN, so it does not check when the
# DLL loads; the DLL calls cudnn_strict_check() itself (GuardInDll-check).
windows_case_use(cu12_9_1)
find_package(CuDNNStrict 9.1 REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
file(WRITE "${CMAKE_BINARY_DIR}/plugin.c" [=[
#include "cudnn_strict.h"
__declspec(dllexport) int plugin_check(void) { return cudnn_strict_check(0); }
]=])
file(WRITE "${CMAKE_BINARY_DIR}/host.c" [=[
#include <stdio.h>
__declspec(dllimport) int plugin_check(void);
int main(void) {
  printf("host ran; plugin check %d\n", plugin_check());
  return 0;
}
]=])
add_library(plugin SHARED "${CMAKE_BINARY_DIR}/plugin.c")
cudnn_strict_add_guard(plugin)
add_executable(host "${CMAKE_BINARY_DIR}/host.c")
target_link_libraries(host PRIVATE plugin)
