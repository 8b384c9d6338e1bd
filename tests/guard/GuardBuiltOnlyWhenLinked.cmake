# A project that finds the package but links no guard does not compile the
# guard's sources: its object library is outside "all", built only as a
# dependency of a target that links CuDNNStrict::guard.
enable_language(C)
guard_case_use_fake(v9_19_0)
find_package(CuDNNStrict REQUIRED)
file(WRITE "${CMAKE_BINARY_DIR}/plain.c" "#include <cudnn.h>\nint main(void) { return cudnnGetVersion() == 0; }\n")
add_executable(plain "${CMAKE_BINARY_DIR}/plain.c")
target_link_libraries(plain PRIVATE CuDNNStrict::cudnn)
add_executable(guarded EXCLUDE_FROM_ALL "${GUARD_PROGRAMS}/linked.c")
target_link_libraries(guarded PRIVATE CuDNNStrict::cudnn CuDNNStrict::guard)
