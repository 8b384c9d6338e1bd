execute_process(COMMAND ${CMAKE_COMMAND} --build "${CASE_BUILD_DIR}" --target uses_all
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "Case ${CASE}: building a program that links CuDNNStrict::cudnn_all failed:\n${_out}")
endif()
