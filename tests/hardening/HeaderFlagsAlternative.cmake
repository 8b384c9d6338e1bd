# Two definitions of CUDNN_MINOR under a condition on a macro: the build's
# own flags (-DCUDNN_LEGACY_MINOR) decide which one the code sees, so the
# module reports the header instead of taking the probe's answer.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define CUDNN_MAJOR 9" "#ifdef CUDNN_LEGACY_MINOR" "#define CUDNN_MINOR 1" "#else"
  "#define CUDNN_MINOR 19" "#endif" "#define CUDNN_PATCHLEVEL 0")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
