# CUDNN_VERSION defined two ways under a condition on the header's own
# CUDNN_MAJOR: the header decides it, no build's flags can, so the header
# is not ambiguous and the summary names the branch no build reads.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define CUDNN_MAJOR 9" "#define CUDNN_MINOR 19" "#define CUDNN_PATCHLEVEL 0"
  "#if CUDNN_MAJOR >= 9" "#define CUDNN_VERSION (CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)"
  "#else" "#define CUDNN_VERSION (CUDNN_MAJOR * 1000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)" "#endif")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_VERSION_CODE 91900)
