# The only library is a text file named libcudnn.so (a linker script or a
# download error page).  The loader would say "file too short".
hardening_copy_tree(v9_19_0 tree _tree)
file(GLOB _libraries "${_tree}/lib64/libcudnn.so*")
file(REMOVE ${_libraries})
file(WRITE "${_tree}/lib64/libcudnn.so" "INPUT(libcudnn.so.9)\n")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
