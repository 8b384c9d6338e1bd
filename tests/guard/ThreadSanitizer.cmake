# ManyThreads under ThreadSanitizer, the guard compiled with it too: any
# data race in the once-only check fails the run.
enable_language(C)
guard_case_require_flags("-fsanitize=thread")
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
guard_case_compile_everything_with("-fsanitize=thread -g")
add_executable(threads "${GUARD_PROGRAMS}/threads.c")
target_link_libraries(threads PRIVATE CuDNNStrict::guard)
