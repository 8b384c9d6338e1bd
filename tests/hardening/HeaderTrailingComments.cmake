# Comments after the value, between the tokens, and running on to the next
# line.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define CUDNN_MAJOR 9 // major"
  "#define/**/CUDNN_MINOR/* minor */19"
  "#define CUDNN_PATCHLEVEL 0 /* the patch level," "   over two lines */")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
