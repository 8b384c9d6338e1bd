if(case_stdout MATCHES "CUDNN_STRICT_SKIP: ")
  return()
endif()
if(NOT DEFINED CUDNN_STRICT_TEST_REAL_VERSION)
  set(CUDNN_STRICT_TEST_REAL_VERSION 9.19.0)
endif()
string(REPLACE "." "\\." _real "${CUDNN_STRICT_TEST_REAL_VERSION}")
execute_process(COMMAND ${CMAKE_COMMAND} --build "${CASE_BUILD_DIR}" --target program
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
cudnn_strict_case_expect("exit code of the build" "${_rc}" "^[1-9][0-9]*$" "${_out}")
cudnn_strict_case_expect("output of the build" "${_out}"
  "error: #error \"CuDNNStrict: this target compiles [^ ]*/include/cudnn_version\\.h( or [^ ]*/cudnn_version\\.h)? \\(cuDNN ${_real}\\), not the cuDNN 9\\.1\\.0 header that CMake judged against the library \\([^ ]*/v9_1_0/include/cudnn_version\\.h\\)")
