# The configure-time probe the module built is the Windows cudnn-strict-probe:
# asked for --check-binary, which reads ELF only, it says so.
include("${FAKES_FILE}")
include("${CMAKE_CURRENT_LIST_DIR}/support/Windows.cmake")
set(_probe "${CASE_BUILD_DIR}/CMakeFiles/CuDNNStrict/probe/cudnn-strict-probe.exe")
if(NOT EXISTS "${_probe}")
  message(FATAL_ERROR "the module left no probe at ${_probe}")
endif()
windows_run(_rc _out "${_probe}" PATH "${WINDOWS_RELEASE_cu12_9_1_ROOT}/bin")
cudnn_strict_case_expect("probe: exit code" "${_rc}" "^4$")
cudnn_strict_case_expect("probe: report" "${_out}"
  "library\\.found_by=loader-search .*library\\.version=9\\.1\\.0 .*judgement=OK .*gpu\\.status=SKIPPED")
windows_run(_rc _out "${_probe}" ARGS --check-binary "${_probe}")
cudnn_strict_case_expect("--check-binary: exit code" "${_rc}" "^64$")
cudnn_strict_case_expect("--check-binary: output" "${_out}"
  "^cudnn-strict-probe: --check-binary reads ELF files \\(Linux\\) only; this Windows build cannot check PE executables or DLLs")
