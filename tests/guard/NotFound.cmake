# A lazily loading program built against cuDNN 10, started where the loader
# finds no libcudnn.so.10.
enable_language(C)
guard_case_use_fake(v10_0_0)
find_package(CuDNNStrict REQUIRED)
guard_case_record_install()
add_executable(lazy "${GUARD_PROGRAMS}/lazy.c")
target_link_libraries(lazy PRIVATE CuDNNStrict::guard)
