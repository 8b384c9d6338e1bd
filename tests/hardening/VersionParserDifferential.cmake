# The differential test of the version reading: 500-odd generated headers,
# each read by the module and by the C preprocessor (see differential/).
# Two configures, one per core, run every find_package of it.
find_program(_python NAMES python3 NO_CACHE)
if(NOT _python)
  message(STATUS "CUDNN_STRICT_SKIP: the differential test needs Python 3")
  return()
endif()
execute_process(
  COMMAND "${_python}" "${CMAKE_CURRENT_SOURCE_DIR}/differential/differential.py"
    --work-dir "${CMAKE_BINARY_DIR}/differential"
    --cc "${CMAKE_C_COMPILER}" --cmake "${CMAKE_COMMAND}" --generator "${CMAKE_GENERATOR}"
    --module-dir "${CMAKE_MODULE_PATH}" --fakes "${CUDNN_STRICT_TEST_FAKES}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _report ERROR_VARIABLE _report)
message(STATUS "${_report}")
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "the module and the C preprocessor disagree (see above)")
endif()
