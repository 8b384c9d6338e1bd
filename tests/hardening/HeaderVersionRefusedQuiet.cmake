# A version the checks refuse fails the library check as any refusal does:
# a QUIET search is not found, and the check's status and reason say why.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "#define CUDNN_MAJOR 9" "#define CUDNN_MINOR 100" "#define CUDNN_PATCHLEVEL 0")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict QUIET)
message(STATUS "RESULT FOUND=${CuDNNStrict_FOUND} CHECK=${CuDNNStrict_LIBRARY_CHECK} VERSION=${CuDNNStrict_VERSION} REASON=${CuDNNStrict_LIBRARY_CHECK_REASON}")
