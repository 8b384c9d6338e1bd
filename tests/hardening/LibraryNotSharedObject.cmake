# An ELF file of this processor that is not a shared library (a
# relocatable object named libcudnn.so.9): the loader says only "only
# ET_DYN and ET_EXEC can be loaded".
hardening_copy_tree(v9_19_0 tree _tree)
set(_own 62)
if(CMAKE_SYSTEM_PROCESSOR STREQUAL "aarch64")
  set(_own 183)
endif()
hardening_write_elf("${_tree}/lib64/libcudnn.so.9" 64 ${_own} 1)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
