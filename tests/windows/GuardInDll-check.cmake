include("${FAKES_FILE}")
include("${CMAKE_CURRENT_LIST_DIR}/support/Windows.cmake")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${CASE_BUILD_DIR}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "building the DLL with the guard failed:\n${_out}")
endif()
set(_host "${CASE_BUILD_DIR}/host.exe")
set(_bin91 "${WINDOWS_RELEASE_cu12_9_1_ROOT}/bin")
set(_bin912 "${WINDOWS_RELEASE_cu13_9_12_ROOT}/bin")
# Its own release: the DLL's check passes (status 0).
windows_run(_rc _out "${_host}" PATH "${_bin91}")
cudnn_strict_case_expect("pass: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("pass: output" "${_out}" "^host ran; plugin check 0 $")
# The other release first: loading the DLL stops nothing; its own call
# reports the refusal, silently, as cudnn_strict_check() does.
windows_run(_rc _out "${_host}" PATH "${_bin912}" "${_bin91}")
cudnn_strict_case_expect("refused: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("refused: output" "${_out}" "^host ran; plugin check [1-9][0-9]* $")
