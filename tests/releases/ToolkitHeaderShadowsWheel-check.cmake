if(case_stdout MATCHES "CUDNN_STRICT_SKIP: ")
  return()
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build "${CASE_BUILD_DIR}" --target program
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
cudnn_strict_case_expect("exit code of the build" "${_rc}" "^[1-9][0-9]*$" "${_out}")
cudnn_strict_case_expect("output of the build" "${_out}"
  "error: #error \"CuDNNStrict: this target compiles [^ ]*/include/cudnn_version\\.h( or [^ ]*/cudnn_version\\.h)? \\(cuDNN 9\\.[0-9]+\\.[0-9]+\\), not the cuDNN 9\\.12\\.0 header that CMake judged against the library \\([^ ]*/nvidia/cudnn/include/cudnn_version\\.h\\)")
# The wheel's directory first: the program builds, and compiles and loads
# 9.12.0.
cudnn_strict_case_configure(_rc _out _err -DCASE_WHEEL_FIRST=ON)
cudnn_strict_case_expect("exit code of the configure with the wheel first" "${_rc}" "^0$" "${_err}")
execute_process(COMMAND ${CMAKE_COMMAND} --build "${CASE_BUILD_DIR}" --target program
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
cudnn_strict_case_expect("exit code of the build with the wheel first" "${_rc}" "^0$" "${_out}")
execute_process(COMMAND "${CASE_BUILD_DIR}/program" RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
cudnn_strict_case_expect("output of the program" "${_rc}: ${_out}" "^0: cudnnGetVersion=91200 header=91200 ?$")
