# CUDNN_MINOR is defined once, but the helper macro it expands to is defined
# twice with different values: the text cannot see it, the compiler warns
# and takes the last one.  The module reports the header.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define VENDOR_MINOR 1" "#define VENDOR_MINOR 19"
  "#define CUDNN_MAJOR 9" "#define CUDNN_MINOR VENDOR_MINOR" "#define CUDNN_PATCHLEVEL 0")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
