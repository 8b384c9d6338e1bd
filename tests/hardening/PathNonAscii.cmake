# Non-ASCII directory names (UTF-8).
hardening_copy_tree(v9_19_0 "Grüße/日本語/cuDNN" _tree)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_VERSION_HEADER "${_tree}/include/cudnn_version.h")
assert_equal(CuDNNStrict_LIBRARY_VERSION 9.19.0)
