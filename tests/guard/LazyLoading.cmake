# A program that does not link cuDNN, loads it with dlopen when it needs
# it, and asks cudnn_strict_check() about what it got.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
add_executable(lazy "${GUARD_PROGRAMS}/lazy.c")
target_link_libraries(lazy PRIVATE CuDNNStrict::guard)
