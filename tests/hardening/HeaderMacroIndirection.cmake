# Version macros defined through other macros, two levels deep.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define VENDOR_MINOR_BASE 10"
  "#define VENDOR_MINOR (VENDOR_MINOR_BASE + 9)"
  "#define VENDOR_MAJOR 9"
  "#define CUDNN_MAJOR VENDOR_MAJOR"
  "#define CUDNN_MINOR VENDOR_MINOR"
  "#define CUDNN_PATCHLEVEL (CUDNN_MAJOR - 9)")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
