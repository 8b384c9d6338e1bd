# cuDNN 7 keeps its version in cudnn.h and encodes it narrowly (7605): the
# config header includes cudnn.h, and the guard loads libcudnn.so.7.
enable_language(C)
guard_case_use_fake(v7_6_5)
find_package(CuDNNStrict REQUIRED)
add_executable(config_values "${GUARD_PROGRAMS}/config_values.c")
target_link_libraries(config_values PRIVATE CuDNNStrict::guard)
add_executable(lazy "${GUARD_PROGRAMS}/lazy.c")
target_link_libraries(lazy PRIVATE CuDNNStrict::guard)
