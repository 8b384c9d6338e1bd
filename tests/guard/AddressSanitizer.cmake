# The guard and its programs under AddressSanitizer and
# UndefinedBehaviorSanitizer (any finding stops the run), on the passing,
# failing, warning and not-a-cuDNN paths.
enable_language(C)
guard_case_require_flags("-fsanitize=address,undefined")
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
guard_case_compile_everything_with("-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer -g")
guard_case_linked_program(app)
add_executable(lazy "${GUARD_PROGRAMS}/lazy.c")
target_link_libraries(lazy PRIVATE CuDNNStrict::guard)
add_executable(threads "${GUARD_PROGRAMS}/threads.c")
target_link_libraries(threads PRIVATE CuDNNStrict::guard)
