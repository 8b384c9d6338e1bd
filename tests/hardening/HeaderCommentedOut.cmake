# Old values in // comments and in one-line /* */ comments are no
# definitions: found with the real one.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "// #define CUDNN_MINOR 1"
  "/* #define CUDNN_MINOR 2 */"
  "/*" " * #define CUDNN_MINOR 3" " */"
  "#define CUDNN_MAJOR 9" "#define CUDNN_MINOR 19" "#define CUDNN_PATCHLEVEL 0")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
