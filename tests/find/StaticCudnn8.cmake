# cuDNN 8.9's tar archive: one static archive per infer/train sub-library.
# The -check builds and runs a program linked with them.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_static_v8_ROOT}")
find_package(CuDNNStrict 8.9 REQUIRED COMPONENTS static)
assert_equal(CuDNNStrict_VERSION 8.9.7)
foreach(_name IN ITEMS ops_infer ops_train cnn_infer cnn_train adv_infer adv_train)
  get_target_property(_location CuDNNStrict::cudnn_${_name}_static IMPORTED_LOCATION)
  assert_same_file(_location "${FAKE_static_v8_LIBRARY_DIR}/libcudnn_${_name}_static.a")
endforeach()
get_target_property(_link CuDNNStrict::cudnn_static INTERFACE_LINK_LIBRARIES)
foreach(_need IN ITEMS cublas_static cublasLt_static culibos cudart_static)
  if(TARGET CUDA::${_need})
    assert_matches(_link ";CUDA::${_need}(;|$)")
  else()
    assert_matches(_link ";[^;]*/lib${_need}\\.a(;|$)")
  endif()
endforeach()
file(WRITE "${CMAKE_BINARY_DIR}/static.c"
  "#include <stdio.h>\n#include <cudnn.h>\n"
  "int main(void) { printf(\"static cuDNN %zu\\n\", cudnnGetVersion()); return 0; }\n")
add_executable(uses_static "${CMAKE_BINARY_DIR}/static.c")
target_link_libraries(uses_static PRIVATE CuDNNStrict::cudnn_static)
