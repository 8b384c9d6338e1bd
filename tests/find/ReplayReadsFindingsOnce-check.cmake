# The re-configure prints nothing on stderr and the same results; a trace
# of Report.cmake holds only its definitions (include_guard, function,
# and endfunction, which CMake 4 traces too), no command of a function.
set(_trace "${CASE_BUILD_DIR}/report-trace.txt")
cudnn_strict_case_configure(_rc _out _err -Wno-author
  "--trace-source=${MODULE_DIR}/CuDNNStrict/Report.cmake" "--trace-redirect=${_trace}")
cudnn_strict_case_expect("exit code of the re-configure" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the re-configure" "${_err}" "^$")
cudnn_strict_case_expect("summary of the re-configure" "${_out}" "\\(findings unchanged\\)")
string(REGEX MATCH "-- RESULT [^\n]*" _first "${case_stdout}")
string(REGEX MATCH "-- RESULT [^\n]*" _second "${_out}")
if(NOT _first MATCHES "HEADER=[^\n]*root \"q\" \\$\\{x\\}/include/cudnn_version\\.h" OR NOT _first STREQUAL _second)
  message(FATAL_ERROR "Case ${CASE}: the re-configure found otherwise:\n${_first}\n${_second}")
endif()
file(STRINGS "${_trace}" _run REGEX "^[^ ]*Report\\.cmake\\([0-9]+\\): +[a-z_]+\\(")
list(FILTER _run EXCLUDE REGEX "\\): +(include_guard|function|endfunction)\\(")
if(_run)
  list(LENGTH _run _count)
  list(GET _run 0 _line)
  message(FATAL_ERROR "Case ${CASE}: the re-configure ran ${_count} commands of Report.cmake, first:\n${_line}")
endif()
