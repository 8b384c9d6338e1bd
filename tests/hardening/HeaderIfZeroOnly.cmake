# The only CUDNN_MINOR sits inside #if 0: the text has a value the compiler
# never sees.  The reader finds it undefined and names the line.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define CUDNN_MAJOR 9" "#if 0" "#define CUDNN_MINOR 19" "#endif" "#define CUDNN_PATCHLEVEL 0")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
