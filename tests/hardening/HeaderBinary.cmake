# Binary bytes (NULs included) named cudnn_version.h.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_bytes("${_tree}/include/cudnn_version.h"
  "\\177ELF\\002\\001\\001\\000\\000\\000\\377\\376define\\000CUDNN\\000\\001\\002")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
