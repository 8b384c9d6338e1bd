# A project that compiles everything with -Wall -Wextra -Werror -Wconversion,
# set before find_package: the probe is not compiled with them (nor blamed
# on cuDNN's header), and the guard, which is, stays free of warnings.
enable_language(C)
guard_case_use_cudnn_9_19_0()
string(APPEND CMAKE_C_FLAGS " -Wall -Wextra -Werror -Wconversion")
find_package(CuDNNStrict REQUIRED)
add_executable(app "${GUARD_PROGRAMS}/calls_middle.c" "${GUARD_PROGRAMS}/middle.c")
target_link_libraries(app PRIVATE CuDNNStrict::guard)
