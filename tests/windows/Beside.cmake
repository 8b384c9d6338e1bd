# A guarded program built against the cuDNN 9.28 wheel, deployed as the
# README recommends: cuDNN's DLLs beside the program, which the Windows
# loader searches before PATH.  Beside-check.cmake copies the program into
# folders with a set of DLLs beside it.
windows_case_use(cu13_9_28)
find_package(CuDNNStrict 9.28 REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.28.1)
file(WRITE "${CMAKE_BINARY_DIR}/main.c" [=[
#include <stdio.h>
int main(void) {
  puts("main ran");
  return 0;
}
]=])
add_executable(app "${CMAKE_BINARY_DIR}/main.c")
cudnn_strict_add_guard(app)
windows_add_probe_tool()
