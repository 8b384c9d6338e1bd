# Two definitions of CUDNN_MINOR, one under #if 0: no build can reach that
# one, so the version is the preprocessor's, 9.19.0, and the summary names
# the line it ignored.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#ifndef CUDNN_VERSION_H_" "#define CUDNN_VERSION_H_"
  "#define CUDNN_MAJOR 9" "#if 0" "#define CUDNN_MINOR 1" "#elif 1" "#define CUDNN_MINOR 19"
  "#else" "#define CUDNN_MINOR 2" "#endif"
  "#if 1" "#else" "#  define CUDNN_PATCHLEVEL 3" "#endif"
  "#define CUDNN_PATCHLEVEL 0" "#endif")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
