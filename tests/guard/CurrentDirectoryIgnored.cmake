# A lazily loading program started in a directory that holds a libcudnn,
# with an empty LD_LIBRARY_PATH entry, which the loader reads as the current
# directory: the guard never takes that copy (see -check.cmake).
enable_language(C)
guard_case_use_fake(v10_0_0)
find_package(CuDNNStrict REQUIRED)
guard_case_record_install()
add_executable(lazy "${GUARD_PROGRAMS}/lazy.c")
target_link_libraries(lazy PRIVATE CuDNNStrict::guard)
