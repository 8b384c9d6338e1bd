# Dollar signs that look like shell and CMake variables: nothing may
# expand them.
hardening_copy_tree(v9_19_0 "cost$HOME/$$/\${x}" _tree)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_matches(_tree [[/cost\$HOME/\$\$/\$\{x\}$]])
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_VERSION_HEADER "${_tree}/include/cudnn_version.h")
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.19.0)
