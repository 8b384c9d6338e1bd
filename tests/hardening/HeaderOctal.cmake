# "023" is octal 19 in C: a text reading of 23 would be wrong, so the text
# gives no plain value and the preprocessor decides.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define CUDNN_MAJOR 9" "#define CUDNN_MINOR 023" "#define CUDNN_PATCHLEVEL 00")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
