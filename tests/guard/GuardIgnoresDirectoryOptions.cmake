# The guard target takes none of the compile options of the directory that
# first found the package (there, options that stop any compile).
enable_language(C)
guard_case_use_cudnn_9_19_0()
add_subdirectory(projects/finder_with_options finder)
add_executable(app "${GUARD_PROGRAMS}/calls_middle.c" "${GUARD_PROGRAMS}/middle.c")
target_link_libraries(app PRIVATE CuDNNStrict::guard)
