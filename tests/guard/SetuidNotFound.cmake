# A set-user-ID program built against cuDNN 10 whose guard finds no
# libcudnn.so.10: its loader ignores the LD_LIBRARY_PATH that names one, so
# the fix is not to add a directory there but to install it where the
# loader looks, or to rebuild with it in the RUNPATH.
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
guard_case_use_fake(v10_0_0)
find_program(_setpriv setpriv NO_CACHE)
if(NOT _setpriv)
  message(STATUS "CUDNN_STRICT_SKIP: setpriv is missing, so it cannot be checked that user 'nobody' can read this build tree")
  return()
endif()
execute_process(COMMAND "${_setpriv}" --reuid=${_nobody} --regid=${_nobody} --clear-groups
    test -r "${FAKE_v10_0_0_LIBRARY_DIR}/libcudnn.so.10" -a -x "${CMAKE_BINARY_DIR}"
  RESULT_VARIABLE _reach)
if(NOT _reach EQUAL 0)
  message(STATUS "CUDNN_STRICT_SKIP: user 'nobody', whom the set-user-ID program runs as, cannot read ${CMAKE_BINARY_DIR} and ${FAKE_v10_0_0_LIBRARY_DIR}; run the suite from a checkout that other users can enter")
  return()
endif()
find_package(CuDNNStrict REQUIRED)
guard_case_record_install()
add_executable(lazy "${GUARD_PROGRAMS}/lazy.c")
target_link_libraries(lazy PRIVATE CuDNNStrict::guard)
