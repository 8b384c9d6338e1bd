# A header whose CUDNN_MINOR has three digits (cuDNN 9's encoding has two):
# the reader reads it, and the checks refuse a version that cannot be
# encoded, naming the header and the version it declares.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define CUDNN_MAJOR 9" "#define CUDNN_MINOR 100" "#define CUDNN_PATCHLEVEL 0")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
