# A negative minor version: never read as a huge or wrapped number.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define CUDNN_MAJOR 9" "#define CUDNN_MINOR (-19)" "#define CUDNN_PATCHLEVEL 0")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
