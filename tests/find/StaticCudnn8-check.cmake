execute_process(COMMAND ${CMAKE_COMMAND} --build "${CASE_BUILD_DIR}" --target uses_static
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "Case ${CASE}: building a program that links CuDNNStrict::cudnn_static failed:\n${_out}")
endif()
execute_process(COMMAND "${CASE_BUILD_DIR}/uses_static" RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0 OR NOT _out STREQUAL "static cuDNN 8907\n")
  message(FATAL_ERROR "Case ${CASE}: the program linked with CuDNNStrict::cudnn_static printed (exit ${_rc}):\n${_out}")
endif()
