# A set-user-ID program stopped by its guard: the loader ignored
# LD_LIBRARY_PATH and the guard CUDNN_STRICT_GUARD, so the message advises
# neither; its fixes work in secure mode (install in place, rebuild).
# Needs root (to make a program set-user-ID to another user) and a file
# system that honours the bit, as SetuidIgnoresEnvironment does.
enable_language(C)
execute_process(COMMAND id -u OUTPUT_VARIABLE _uid OUTPUT_STRIP_TRAILING_WHITESPACE)
execute_process(COMMAND id -u nobody OUTPUT_VARIABLE _nobody RESULT_VARIABLE _no_nobody
  OUTPUT_STRIP_TRAILING_WHITESPACE)
execute_process(COMMAND findmnt -no OPTIONS --target "${CMAKE_BINARY_DIR}" OUTPUT_VARIABLE _mount)
if(NOT _uid STREQUAL "0" OR _no_nobody OR _mount MATCHES "nosuid")
  message(STATUS "CUDNN_STRICT_SKIP: making a set-user-ID program needs root, a user 'nobody' and a file system without nosuid")
  return()
endif()
guard_case_use_fake(v9_19_0)
find_program(_setpriv setpriv NO_CACHE)
if(NOT _setpriv)
  message(STATUS "CUDNN_STRICT_SKIP: setpriv is missing, so it cannot be checked that user 'nobody' can read this build tree")
  return()
endif()
execute_process(COMMAND "${_setpriv}" --reuid=${_nobody} --regid=${_nobody} --clear-groups
    test -r "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn.so.9" -a -x "${CMAKE_BINARY_DIR}"
  RESULT_VARIABLE _reach)
if(NOT _reach EQUAL 0)
  message(STATUS "CUDNN_STRICT_SKIP: user 'nobody', whom the set-user-ID program runs as, cannot read ${CMAKE_BINARY_DIR} and ${FAKE_v9_1_0_LIBRARY_DIR}; run the suite from a checkout that other users can enter")
  return()
endif()
find_package(CuDNNStrict REQUIRED)
# Its RUNPATH, which the loader honours in secure mode, meets cuDNN 9.1.0.
add_executable(lazy "${GUARD_PROGRAMS}/lazy.c")
target_link_libraries(lazy PRIVATE CuDNNStrict::guard)
set_target_properties(lazy PROPERTIES BUILD_RPATH "${FAKE_v9_1_0_LIBRARY_DIR}")
