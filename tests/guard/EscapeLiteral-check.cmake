include("${SUITE_DIR}/support/Run.cmake")
guard_build()
guard_run(escape ARGS "${CASE_BUILD_DIR}/actual.bin")
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files
  "${CASE_BUILD_DIR}/expected.bin" "${CASE_BUILD_DIR}/actual.bin" RESULT_VARIABLE _differ)
if(_differ)
  message(FATAL_ERROR "Case ${CASE}: the compiled literal does not read back as the original bytes (see ${CASE_BUILD_DIR}/escape.c)")
endif()
