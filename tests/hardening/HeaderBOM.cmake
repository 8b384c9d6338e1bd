# A header that starts with a UTF-8 byte order mark right before the first
# "#define" (GCC skips it; a line reader that does not would miss CUDNN_MAJOR).
hardening_copy_tree(v9_19_0 tree _tree)
string(ASCII 239 187 191 _bom)
file(WRITE "${_tree}/include/cudnn_version.h"
  "${_bom}#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 19\n#define CUDNN_PATCHLEVEL 0\n")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
