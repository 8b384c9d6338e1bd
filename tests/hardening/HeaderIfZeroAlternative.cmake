# Two definitions of CUDNN_MINOR, one under #if 0: the preprocessor takes
# one, but which one the code is built with depends on a condition, so the
# module reports the header instead of guessing.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define CUDNN_MAJOR 9" "#if 0" "#define CUDNN_MINOR 1" "#else" "#define CUDNN_MINOR 19" "#endif"
  "#define CUDNN_PATCHLEVEL 0")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
