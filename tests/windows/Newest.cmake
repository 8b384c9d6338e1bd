# The cuDNN 9.28 win_amd64 wheel: found and judged whole, its
# cudnn_ext64_9.dll (a stub on Windows whose every function answers
# CUDNN_STATUS_NOT_SUPPORTED, its version check too) reported as a stub,
# not as a DLL of another release; a guarded program built against it.
windows_case_use(cu13_9_28)
find_package(CuDNNStrict 9.28 REQUIRED)
set(_root "${WINDOWS_RELEASE_cu13_9_28_ROOT}")
assert_equal(CuDNNStrict_VERSION 9.28.1)
assert_equal(CuDNNStrict_VERSION_CODE 92801)
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.28.1)
assert_matches(CuDNNStrict_CUDART_VERSION "^13\\.[0-9]+$")
assert_same_file(CuDNNStrict_RUNTIME_LIBRARY "${_root}/bin/cudnn64_9.dll")
assert_same_file(CuDNNStrict_VERSION_HEADER "${_root}/include/cudnn_version.h")
assert_equal(CuDNNStrict_SUBLIBRARIES
  "graph;ops;cnn;adv;engines_precompiled;engines_runtime_compiled;heuristic;engines_tensor_ir;ext")
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
