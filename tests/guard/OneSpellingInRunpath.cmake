# libcudnn named through a link to its install (CUDNN_LIBRARY as a
# directory, as PyTorch's setup passes it); the sub-libraries, which the
# search finds by libcudnn's real directory, are named the same way, so
# that the directory is in a program's RUNPATH once.
enable_language(C)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
file(CREATE_LINK "${FAKE_v9_19_0_ROOT}" "${CMAKE_BINARY_DIR}/linked" SYMBOLIC)
set(CUDNN_INCLUDE_DIR "${CMAKE_BINARY_DIR}/linked/include" CACHE PATH "")
set(CUDNN_LIBRARY "${CMAKE_BINARY_DIR}/linked/lib64" CACHE FILEPATH "")
find_package(CuDNNStrict 9.19.0 EXACT REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.19.0)
assert_equal(CuDNNStrict_RUNTIME_LIBRARY "${CMAKE_BINARY_DIR}/linked/lib64/libcudnn.so.9")
foreach(_name IN LISTS CuDNNStrict_SUBLIBRARIES)
  get_target_property(_location CuDNNStrict::cudnn_${_name} IMPORTED_LOCATION)
  assert_equal(_location "${CMAKE_BINARY_DIR}/linked/lib64/libcudnn_${_name}.so.9")
endforeach()
file(WRITE "${CMAKE_BINARY_DIR}/app.c" "#include <cudnn.h>\nint main(void) { return cudnnGetVersion() == 0; }\n")
add_executable(app "${CMAKE_BINARY_DIR}/app.c")
target_link_libraries(app PRIVATE CuDNNStrict::cudnn_all)
guard_case_fact(GUARD_LINKED_DIR "${CMAKE_BINARY_DIR}/linked/lib64")
