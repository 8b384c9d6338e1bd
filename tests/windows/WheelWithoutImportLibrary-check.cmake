# The program links the DLL itself and runs with it.
include("${FAKES_FILE}")
include("${CMAKE_CURRENT_LIST_DIR}/support/Windows.cmake")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${CASE_BUILD_DIR}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "linking against the DLL failed:\n${_out}")
endif()
windows_run(_rc _out "${CASE_BUILD_DIR}/version.exe" PATH "${WINDOWS_RELEASE_cu13_9_12_ROOT}/bin")
cudnn_strict_case_expect("exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("output" "${_out}" "^linked cuDNN 91200 $")
