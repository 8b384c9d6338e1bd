# A cudnn_version.h that names no version macro at all (damaged or
# replaced): an error naming it, not a fall-back to another header.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h" "/* nothing here */" "#pragma once")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
