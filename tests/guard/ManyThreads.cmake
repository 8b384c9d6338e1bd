# 64 threads call cudnn_strict_check() at the same moment, before anything
# else asked: the check runs once and every thread gets the same report.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
add_executable(threads "${GUARD_PROGRAMS}/threads.c")
target_link_libraries(threads PRIVATE CuDNNStrict::guard)
