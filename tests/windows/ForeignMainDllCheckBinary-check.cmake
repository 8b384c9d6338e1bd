# --check-binary with 9.1's cudnn64_9.dll over cuDNN 9.12 on PATH: the
# deployment is not of one release, named by the DLL's version resource.
include("${FAKES_FILE}")
include("${CMAKE_CURRENT_LIST_DIR}/support/Windows.cmake")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${CASE_BUILD_DIR}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "building the guarded program failed:\n${_out}")
endif()
set(_mixed "${CASE_BUILD_DIR}/mixed")
windows_make_mixed("${_mixed}" cu13_9_12 cu12_9_1 "")
file(REMOVE "${_mixed}/bin/cudnn64_9.dll")
file(CREATE_LINK "${WINDOWS_RELEASE_cu12_9_1_ROOT}/bin/cudnn64_9.dll" "${_mixed}/bin/cudnn64_9.dll" SYMBOLIC)
set(_probe "${CASE_BUILD_DIR}/probe/cudnn-strict-probe.exe")
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${CASE_BUILD_DIR}/app.exe" PATH "${_mixed}/bin")
cudnn_strict_case_expect("check-binary: exit code" "${_rc}" "^6$" "${_out}")
cudnn_strict_case_expect("check-binary: output" "${_out}"
  "check\\.0\\.note\\.0\\.library\\.release=90100 .*check\\.0\\.note\\.0\\.release\\.status=MIXED .*cudnn64_9\\.dll is cuDNN 9\\.1\\.0, read from the file \\(its version resource\\), and answers 9\\.12\\.0 through the sub-libraries beside it.* check\\.0\\.note\\.0\\.status=INCOMPLETE_RELEASE .*check\\.status=FAIL")
