# A guarded program built against MissingImportBeside's cuDNN (its DLL
# imports cublasLt64_12.dll, which sits beside it); the -check.cmake
# takes cublasLt64_12.dll away and asks --check-binary, which names it
# without running the program.
windows_case_use(cu12_9_1)
windows_make_dll("${CMAKE_BINARY_DIR}/stubs/cublasLt64_12.dll")
windows_make_fake_cudnn("${CMAKE_BINARY_DIR}/fake" IMPORTS "${CMAKE_BINARY_DIR}/stubs/cublasLt64_12.dll")
file(COPY "${CMAKE_BINARY_DIR}/stubs/cublasLt64_12.dll" DESTINATION "${CMAKE_BINARY_DIR}/fake/bin")
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/fake")
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
