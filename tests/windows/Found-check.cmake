# The Windows cudnn-strict-probe: without --library it finds the DLL
# through PATH, and says so (found_by=PATH, where Linux says LD_LIBRARY_PATH).
include("${FAKES_FILE}")
include("${CMAKE_CURRENT_LIST_DIR}/support/Windows.cmake")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${CASE_BUILD_DIR}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "building the case (the tool, version.exe) failed:\n${_out}")
endif()
set(_probe "${CASE_BUILD_DIR}/probe/cudnn-strict-probe.exe")
if(NOT EXISTS "${_probe}")
  message(FATAL_ERROR "no tool at ${_probe}")
endif()
windows_run(_rc _out "${_probe}" ARGS --format keyvalue PATH "${WINDOWS_RELEASE_cu12_9_1_ROOT}/bin")
cudnn_strict_case_expect("probe: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("probe: report" "${_out}"
  "library\\.found_by=PATH .*library\\.version=9\\.1\\.0 .*judgement=OK .*gpu\\.status=SKIPPED")
# Not a guarded program: --check-binary finds no note in it.
windows_run(_rc _out "${_probe}" ARGS --format keyvalue --check-binary "${_probe}")
cudnn_strict_case_expect("--check-binary: exit code" "${_rc}" "^5$" "${_out}")
cudnn_strict_case_expect("--check-binary: output" "${_out}"
  "check\\.0\\.kind=program check\\.0\\.notes=0 check\\.0\\.status=NO_NOTE")

# A program linked through the import library runs with the DLL.
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${CASE_BUILD_DIR}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "linking through cudnn.lib failed:\n${_out}")
endif()
windows_run(_rc _out "${CASE_BUILD_DIR}/version.exe" PATH "${WINDOWS_RELEASE_cu12_9_1_ROOT}/bin")
cudnn_strict_case_expect("linked: exit code" "${_rc}" "^0$" "${_out}")
cudnn_strict_case_expect("linked: output" "${_out}" "^linked cuDNN 90100 $")
