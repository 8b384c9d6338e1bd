if(case_stdout MATCHES "CUDNN_STRICT_SKIP: ")
  return()
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build "${CASE_BUILD_DIR}" --target program
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
cudnn_strict_case_expect("exit code of the build" "${_rc}" "^0$" "${_out}")
execute_process(COMMAND "${CASE_BUILD_DIR}/program" RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
cudnn_strict_case_expect("output of the program" "${_rc}: ${_out}" "^0: cudnnGetVersion=91200 header=91200 ?$")
