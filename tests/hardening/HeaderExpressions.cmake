# Version macros written as expressions, hex, octal and suffixed literals:
# the preprocessor decides, and the module reports what it computes.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define CUDNN_MAJOR (0x9)"
  "#define CUDNN_MINOR (10 + 011)"
  "#define CUDNN_PATCHLEVEL 0u"
  "#define CUDNN_VERSION (CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_VERSION_CODE 91900)
