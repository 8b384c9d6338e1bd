# The second configure prints nothing on stderr, reads none of the helpers
# (a trace of them stays empty), prints the same results and targets, and
# its build links the guard.
cudnn_strict_case_configure(_rc _out _err)
cudnn_strict_case_expect("exit code of the re-configure" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the re-configure" "${_err}" "^$")
cudnn_strict_case_expect("summary of the re-configure" "${_out}"
  "-- CuDNNStrict: cuDNN 9\\.19\\.0 \\(code 91900\\)[^\n]* \\(findings unchanged\\)")
# A third, traced: --trace makes CMake 4 warn of every policy a project
# leaves unset, with or without this module, so this run silences the
# author warnings (-Wno-author) and is read for its trace only.
set(_trace "${CASE_BUILD_DIR}/helpers-trace.txt")
cudnn_strict_case_configure(_rc _traced_out _err -Wno-author
  "--trace-source=${MODULE_DIR}/CuDNNStrict/Locations.cmake"
  "--trace-source=${MODULE_DIR}/CuDNNStrict/Probe.cmake" "--trace-redirect=${_trace}")
cudnn_strict_case_expect("exit code of the traced re-configure" "${_rc}" "^0$")
set(_traced "")
if(EXISTS "${_trace}")
  file(READ "${_trace}" _traced)
endif()
if(NOT _traced STREQUAL "")
  string(SUBSTRING "${_traced}" 0 400 _traced)
  message(FATAL_ERROR "Case ${CASE}: the re-configure read the module's helpers:\n${_traced}")
endif()
foreach(_run IN ITEMS first second)
  set(_text "${case_stdout}")
  if(_run STREQUAL "second")
    set(_text "${_out}")
  endif()
  string(REGEX MATCHALL "-- (RESULT|TARGET) [^\n]*" _lines_${_run} "${_text}")
endforeach()
if(NOT _lines_first OR NOT _lines_first STREQUAL _lines_second)
  string(REPLACE ";-- " "\n-- " _lines_first "${_lines_first}")
  string(REPLACE ";-- " "\n-- " _lines_second "${_lines_second}")
  message(FATAL_ERROR "Case ${CASE}: the re-configure found otherwise:\n${_lines_first}\n--- re-configure ---\n${_lines_second}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build "${CASE_BUILD_DIR}" --target app
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _log ERROR_VARIABLE _log)
cudnn_strict_case_expect("building the guarded program after the re-configure" "${_rc}" "^0$")
