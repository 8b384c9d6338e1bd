# cudnn-strict-probe --check-binary on a program built with cuDNN 9.12
# whose PATH leads to cuDNN 9.1's cudnn64_9.dll over 9.12's other DLLs: it
# answers 9.12.0 through 9.12's graph DLL, and its version resource names
# it as another release's (see the -check.cmake).
windows_case_use(cu13_9_12)
# No feature of a known problem of 9.12.0: no warning.
set(CUDNN_STRICT_FEATURES none)
find_package(CuDNNStrict 9.12 REQUIRED)
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
