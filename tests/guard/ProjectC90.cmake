# A C90 project (CMAKE_C_STANDARD 90 without extensions, -ansi) whose
# directory compile options hold -Werror, -Wpedantic and -Ofast: the probe
# and the guard compile with their own dialect and warnings all the same.
enable_language(C)
guard_case_use_cudnn_9_19_0()
set(CMAKE_C_STANDARD 90)
set(CMAKE_C_STANDARD_REQUIRED ON)
set(CMAKE_C_EXTENSIONS OFF)
string(APPEND CMAKE_C_FLAGS " -ansi")
add_compile_options(-Werror -Wpedantic -Ofast)
find_package(CuDNNStrict REQUIRED)
add_executable(app "${GUARD_PROGRAMS}/calls_middle.c" "${GUARD_PROGRAMS}/middle.c")
target_link_libraries(app PRIVATE CuDNNStrict::guard)
