# CUDNN_MAJOR as an expression: the text gives no major to pick
# libcudnn.so.<major> by, yet the search must still run (it once failed
# with a CMake error) and the sub-libraries must still be checked.
hardening_copy_tree(v9_missing_cnn tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define CUDNN_MAJOR (3 * 3)" "#define CUDNN_MINOR 19" "#define CUDNN_PATCHLEVEL 0")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
