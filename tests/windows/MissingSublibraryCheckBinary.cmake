# cudnn-strict-probe --check-binary on a program whose cuDNN 8.9 lacks
# cudnn_cnn_infer64_8.dll: cuDNN would end the process in its version
# check (status 9), so the release's files are checked before it runs and
# the report names the missing DLL (see the -check.cmake): exit status 6,
# INCOMPLETE_RELEASE.
windows_case_use(cu11_8_9)
# No feature of a known problem of 8.9.5: no warning.
set(CUDNN_STRICT_FEATURES none)
find_package(CuDNNStrict 8.9 REQUIRED)
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
