# The re-configure replayed the findings: a trace of the search helpers
# stays empty, and the results are those of the first configure.
set(_trace "${CASE_BUILD_DIR}/helpers-trace.txt")
cudnn_strict_case_configure(_rc _out _err -Wno-author
  "--trace-source=${MODULE_DIR}/CuDNNStrict/Locations.cmake" "--trace-redirect=${_trace}")
cudnn_strict_case_expect("exit code of the re-configure" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr of the re-configure" "${_err}" "^$")
set(_traced "")
if(EXISTS "${_trace}")
  file(READ "${_trace}" _traced)
endif()
if(NOT _traced STREQUAL "")
  message(FATAL_ERROR "Case ${CASE}: the re-configure did not replay: it read the search helpers")
endif()
cudnn_strict_case_expect("stdout of the re-configure" "${_out}" "-- RESULT FOUND=TRUE VERSION=9\\.19\\.0 ")
