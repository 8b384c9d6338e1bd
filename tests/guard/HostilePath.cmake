# A cuDNN installed under a directory whose name holds spaces, quotes, a
# comment closer, a trigraph, printf and shell syntax and non-ASCII bytes:
# the generated header compiles, gives the paths back byte for byte, and the
# guard's messages name them exactly (see -check.cmake).
# No backslash: CMake itself turns one in an include directory into a slash
# (EscapeLiteral covers it, with every other byte).  The tree is the fake
# cuDNN 10, a single library: the module's sub-library search globs the
# library's directory, where "*" and "?" are wildcards.
enable_language(C)
string(ASCII 195 169 _e_acute)
set(_hostile "${CMAKE_BINARY_DIR}/odd \"dq\" 'sq' */ ??/ %s%n $HOME #1 ${_e_acute}")
file(MAKE_DIRECTORY "${_hostile}")
file(COPY "${FAKE_v10_0_0_ROOT}/" DESTINATION "${_hostile}")
set(CUDNN_INCLUDE_DIR "${_hostile}/include")
set(CUDNN_LIBRARY "${_hostile}/lib64/libcudnn.so.10")
find_package(CuDNNStrict REQUIRED)
file(MAKE_DIRECTORY "${CMAKE_BINARY_DIR}/expected" "${CMAKE_BINARY_DIR}/actual")
file(WRITE "${CMAKE_BINARY_DIR}/expected/header" "${_hostile}/include/cudnn_version.h")
file(WRITE "${CMAKE_BINARY_DIR}/expected/include_dir" "${_hostile}/include")
file(WRITE "${CMAKE_BINARY_DIR}/expected/library" "${_hostile}/lib64/libcudnn.so.10")
file(WRITE "${CMAKE_BINARY_DIR}/expected/library_dir" "${_hostile}/lib64")
guard_case_fact(GUARD_HOSTILE_ROOT "${_hostile}")
add_executable(config_values "${GUARD_PROGRAMS}/config_values.c")
target_link_libraries(config_values PRIVATE CuDNNStrict::guard)
add_executable(lazy "${GUARD_PROGRAMS}/lazy.c")
target_link_libraries(lazy PRIVATE CuDNNStrict::guard)
guard_case_linked_program(app)
