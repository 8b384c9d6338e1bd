# CuDNNStrict::cudnn_all: libcudnn and every sub-library, with the include
# directories readable from the target itself.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
get_target_property(_includes CuDNNStrict::cudnn_all INTERFACE_INCLUDE_DIRECTORIES)
assert_equal(_includes "${FAKE_v9_19_0_INCLUDE_DIR}")
get_target_property(_libraries CuDNNStrict::cudnn_all INTERFACE_LINK_LIBRARIES)
set(_expected CuDNNStrict::cudnn)
foreach(_name IN LISTS CuDNNStrict_SUBLIBRARIES)
  list(APPEND _expected CuDNNStrict::cudnn_${_name})
endforeach()
assert_equal(_libraries "${_expected}")
assert_equal(CuDNNStrict_SUBLIBRARIES "graph;ops;cnn;adv;engines_precompiled;engines_runtime_compiled;heuristic")
# A program links it under a classic module's name, the one-line alias the
# migration guide (docs/migration.md) gives.
add_library(CUDNN::cudnn_all ALIAS CuDNNStrict::cudnn_all)
file(WRITE "${CMAKE_BINARY_DIR}/all.c" "#include <cudnn.h>\nint main(void) { return cudnnGetVersion() == 0; }\n")
add_executable(uses_all "${CMAKE_BINARY_DIR}/all.c")
target_link_libraries(uses_all PRIVATE CUDNN::cudnn_all)
