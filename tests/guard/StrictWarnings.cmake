# The guard, its headers and programs using them compile as strict C99
# (no GNU extensions) with the usual warnings, and a few more, as errors.
enable_language(C)
guard_case_use_cudnn_9_19_0()
set(CMAKE_C_STANDARD 99)
set(CMAKE_C_STANDARD_REQUIRED ON)
set(CMAKE_C_EXTENSIONS OFF)
find_package(CuDNNStrict REQUIRED)
string(APPEND CMAKE_C_FLAGS " -Wall -Wextra -Werror -pedantic -Wshadow -Wstrict-prototypes -Wmissing-prototypes -Wcast-qual -Wformat=2 -Wundef")
foreach(_program IN ITEMS lazy threads config_values)
  add_executable(${_program} "${GUARD_PROGRAMS}/${_program}.c")
  target_link_libraries(${_program} PRIVATE CuDNNStrict::guard)
endforeach()
