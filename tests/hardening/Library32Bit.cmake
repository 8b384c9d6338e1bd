# A 32-bit (i386) ELF library where the 64-bit one belongs.
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_elf("${_tree}/lib64/libcudnn.so.9" 32 3)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
