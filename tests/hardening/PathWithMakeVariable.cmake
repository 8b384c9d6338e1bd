# "$(" in the path: CMake hands it to Ninja and make as a variable
# reference (a limit of CMake itself), so the probe build would fail with a
# CMake-internal error.  A clear error instead.
hardening_copy_tree(v9_19_0 "cudnn$(VERSION)" _tree)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
