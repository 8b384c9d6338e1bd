# A program built against the cuDNN 9.1 wheel with the guard linked in;
# Guard-check.cmake runs it under Wine with several PATHs.
windows_case_use(cu12_9_1)
find_package(CuDNNStrict 9.1 REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
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
