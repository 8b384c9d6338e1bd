# Neither configure printed a line of the module's (its summary starts
# "CuDNNStrict:", its check "Checking that cuDNN"); the re-configure
# replayed the findings (a trace of the search helpers stays empty).
if(case_stdout MATCHES "CuDNNStrict|Checking that cuDNN")
  message(FATAL_ERROR "Case ${CASE}: the QUIET configure printed:\n${case_stdout}")
endif()
set(_trace "${CASE_BUILD_DIR}/helpers-trace.txt")
cudnn_strict_case_configure(_rc _out _err -Wno-author
  "--trace-source=${MODULE_DIR}/CuDNNStrict/Locations.cmake" "--trace-redirect=${_trace}")
cudnn_strict_case_expect("exit code of the re-configure" "${_rc}" "^0$")
set(_traced "")
if(EXISTS "${_trace}")
  file(READ "${_trace}" _traced)
endif()
if(NOT _traced STREQUAL "")
  message(FATAL_ERROR "Case ${CASE}: the re-configure did not replay: it read the search helpers")
endif()
cudnn_strict_case_expect("stdout of the re-configure" "${_out}" "-- RESULT FOUND=TRUE VERSION=9\\.19\\.0 ")
if(_out MATCHES "CuDNNStrict|Checking that cuDNN")
  message(FATAL_ERROR "Case ${CASE}: the QUIET re-configure printed:\n${_out}")
endif()
