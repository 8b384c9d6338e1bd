# The guard inside a static library (cudnn_strict_add_guard): a program that
# links the library, and never mentions the guard, still gets the check.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
add_library(middle STATIC "${GUARD_PROGRAMS}/middle.c")
cudnn_strict_add_guard(middle)
add_executable(app "${GUARD_PROGRAMS}/calls_middle.c")
target_link_libraries(app PRIVATE middle)
