# Tabs and runs of blanks around "#", "define", the name and the value.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "\t#\tdefine\tCUDNN_MAJOR\t9" "#  define   CUDNN_MINOR \t 19 \t" "  # define CUDNN_PATCHLEVEL\t\t0")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
