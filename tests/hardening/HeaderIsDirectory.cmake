# A directory named cudnn_version.h, e.g. a botched "cp -r".
hardening_copy_tree(v9_19_0 tree _tree)
file(REMOVE "${_tree}/include/cudnn_version.h")
file(MAKE_DIRECTORY "${_tree}/include/cudnn_version.h")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
