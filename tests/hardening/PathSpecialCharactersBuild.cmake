# Found is not enough: a program built against an install whose path holds
# spaces, quotes, dollars, non-ASCII and shell characters must compile,
# link and run (see -check.cmake, which builds and runs it).
hardening_copy_tree(v9_19_0 "cuDNN 9 \"q\" 'q' \$d \${x} ü (p) [b] {c} #h &a" _tree)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
file(WRITE "${CMAKE_BINARY_DIR}/main.c" [[
#include <cudnn.h>
#include <stdio.h>
int main(void) {
  printf("built=%d loaded=%d\n", (int)CUDNN_VERSION, (int)cudnnGetVersion());
  return CUDNN_VERSION == cudnnGetVersion() ? 0 : 1;
}
]])
add_executable(consumer "${CMAKE_BINARY_DIR}/main.c")
target_link_libraries(consumer PRIVATE CuDNNStrict::cudnn)
