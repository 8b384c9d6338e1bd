execute_process(COMMAND "${CMAKE_COMMAND}" --build "${CASE_BUILD_DIR}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
cudnn_strict_case_expect("build exit code" "${rc}" "^0$")
execute_process(COMMAND "${CASE_BUILD_DIR}/consumer" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
cudnn_strict_case_expect("consumer output" "${rc} ${out}" "^0 built=91900 loaded=91900")
