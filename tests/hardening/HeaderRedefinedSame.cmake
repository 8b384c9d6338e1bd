# The same definition twice (C allows an identical redefinition): found.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define CUDNN_MAJOR 9" "#define CUDNN_MINOR 19" "#define CUDNN_PATCHLEVEL 0"
  "#ifndef CUDNN_MINOR" "#define CUDNN_MINOR  19 /* fallback */" "#endif")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
