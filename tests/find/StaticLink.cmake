# NVIDIA's tar archive of cuDNN 9 with its static archives: the component
# static, CuDNNStrict::cudnn_static and one target per archive.  The
# -check builds and runs a program linked with it, and shows that the
# archives link only as a group.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_static_v9_ROOT}")
find_package(CuDNNStrict 9.19 REQUIRED COMPONENTS static)
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_static_FOUND TRUE)
# The release the engines archives carry, read by the probe from their
# members.
assert_equal(CuDNNStrict_static_RELEASE 9.19.0)
set(_archives "")
foreach(_name IN ITEMS graph ops cnn adv engines_precompiled engines_runtime_compiled heuristic)
  get_target_property(_location CuDNNStrict::cudnn_${_name}_static IMPORTED_LOCATION)
  assert_same_file(_location "${FAKE_static_v9_LIBRARY_DIR}/libcudnn_${_name}_static.a")
  list(APPEND _archives CuDNNStrict::cudnn_${_name}_static)
endforeach()
get_target_property(_link CuDNNStrict::cudnn_static INTERFACE_LINK_LIBRARIES)
string(REPLACE ";" "," _group "${_archives}")
if(CMAKE_VERSION VERSION_GREATER_EQUAL 3.24)
  assert_matches(_link "^\\$<LINK_GROUP:RESCAN,${_group}>;")
else()
  assert_matches(_link "^-Wl,--start-group;[^;]*/libcudnn_graph_static\\.a;.*;-Wl,--end-group;")
endif()
# What the archives need: CUDA::<name> where CMake has it, else the file.
foreach(_need IN ITEMS cublasLt_static nvrtc_static nvptxcompiler_static cudart_static)
  if(TARGET CUDA::${_need})
    assert_matches(_link ";CUDA::${_need}(;|$)")
  else()
    assert_matches(_link ";[^;]*/lib${_need}\\.a(;|$)")
  endif()
endforeach()
assert_matches(_link ";ZLIB::ZLIB(;|$)")

file(WRITE "${CMAKE_BINARY_DIR}/static.c"
  "#include <stdio.h>\n#include <cudnn.h>\n"
  "int main(void) { printf(\"static cuDNN %zu\\n\", cudnnGetVersion()); return 0; }\n")
add_executable(uses_static "${CMAKE_BINARY_DIR}/static.c")
target_link_libraries(uses_static PRIVATE CuDNNStrict::cudnn_static)
# The same archives and needs without the group: the last archive calls
# back into the first.
list(FILTER _link EXCLUDE REGEX "LINK_GROUP|-Wl,--|libcudnn_")
add_executable(without_group EXCLUDE_FROM_ALL "${CMAKE_BINARY_DIR}/static.c")
target_link_libraries(without_group PRIVATE ${_archives} ${_link})
