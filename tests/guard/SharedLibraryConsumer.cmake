# The guard inside a shared library: the check runs when the library is
# loaded, before the program's main.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
add_library(middle SHARED "${GUARD_PROGRAMS}/middle.c")
target_link_libraries(middle PRIVATE CuDNNStrict::guard)
add_executable(app "${GUARD_PROGRAMS}/calls_middle.c")
target_link_libraries(app PRIVATE middle)
