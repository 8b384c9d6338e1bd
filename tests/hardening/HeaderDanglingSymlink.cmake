# cudnn_version.h links to a file that was removed.
hardening_copy_tree(v9_19_0 tree _tree)
file(REMOVE "${_tree}/include/cudnn_version.h")
file(CREATE_LINK "cudnn_version_9.19.0.h" "${_tree}/include/cudnn_version.h" SYMBOLIC)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
