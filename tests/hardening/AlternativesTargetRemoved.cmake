# Debian alternatives: include/cudnn_version.h -> etc/alternatives/... ->
# the _v9 header, which an uninstall removed.  The message shows the chain.
hardening_copy_tree(debian_alternatives tree _tree)
file(GLOB _versioned "${_tree}/include/*/cudnn_version_v9.h")
file(REMOVE "${_tree}/include/cudnn_version.h" "${_tree}/etc/alternatives/cudnn_version_h")
file(CREATE_LINK "${_versioned}" "${_tree}/etc/alternatives/cudnn_version_h" SYMBOLIC)
file(CREATE_LINK "${_tree}/etc/alternatives/cudnn_version_h" "${_tree}/include/cudnn_version.h" SYMBOLIC)
file(REMOVE "${_versioned}")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
