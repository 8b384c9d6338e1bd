# A header saved with Windows line endings.
hardening_copy_tree(v9_19_0 tree _tree)
string(ASCII 13 _cr)
file(WRITE "${_tree}/include/cudnn_version.h"
  "#ifndef CUDNN_VERSION_H_${_cr}\n#define CUDNN_VERSION_H_${_cr}\n#define CUDNN_MAJOR 9${_cr}\n"
  "#define CUDNN_MINOR 19${_cr}\n#define CUDNN_PATCHLEVEL 0${_cr}\n#endif${_cr}\n")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
