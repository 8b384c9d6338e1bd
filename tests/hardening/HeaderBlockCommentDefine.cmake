# A "#define" line inside a multi-line comment looks like a definition to a
# line reader, but the compiler never reads it: the version is the
# preprocessor's, 9.19.0, and the summary names the line it ignored.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "/* Before the upgrade:" "#define CUDNN_MINOR 1" "*/"
  "/* old: #define CUDNN_MAJOR 7 */"
  "#define CUDNN_MAJOR 9" "#define CUDNN_MINOR 19" "#define CUDNN_PATCHLEVEL 0")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
