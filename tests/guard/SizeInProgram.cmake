# What the guard adds to a Release program: text + data + bss of the loaded
# image, as size(1) sums them, against the same program without it (see
# -check.cmake).
enable_language(C)
set(CMAKE_BUILD_TYPE Release)
find_program(GUARD_SIZE_TOOL NAMES size llvm-size NO_CACHE)
if(NOT GUARD_SIZE_TOOL)
  message(STATUS "CUDNN_STRICT_SKIP: no size(1) to measure the programs with")
  return()
endif()
guard_case_fact(GUARD_SIZE_TOOL "${GUARD_SIZE_TOOL}")
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
add_executable(bare "${GUARD_PROGRAMS}/empty_main.c")
add_executable(guarded "${GUARD_PROGRAMS}/empty_main.c")
target_link_libraries(guarded PRIVATE CuDNNStrict::guard)
