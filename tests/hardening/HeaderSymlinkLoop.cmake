# Two links that point at each other.
hardening_copy_tree(v9_19_0 tree _tree)
file(REMOVE "${_tree}/include/cudnn_version.h")
file(CREATE_LINK "cudnn_version_loop.h" "${_tree}/include/cudnn_version.h" SYMBOLIC)
file(CREATE_LINK "cudnn_version.h" "${_tree}/include/cudnn_version_loop.h" SYMBOLIC)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
