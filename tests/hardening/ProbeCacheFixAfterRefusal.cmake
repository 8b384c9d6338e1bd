# The checks program a configure builds leaves the fix search out; only a
# refusal builds the program with it (probe/checks_fix), runs it again and
# words the fix.  This tree accepts 9.19.0; -check.cmake configures trees
# that refuse 9.1.0 (CASE_REFUSE) with the same per-user cache.
probe_cache_case_setup()
if(NOT CASE_REFUSE)
  find_package(CuDNNStrict REQUIRED)
  probe_cache_print_origin()
  return()
endif()
set(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict QUIET)
string(ASCII 30 _separator)
string(REPLACE "${_separator}" "\n" _report "$CACHE{_CuDNNStrict_PROBE_REPORT}")
foreach(_key IN ITEMS judgement probe.program probe.program_from fix.search fix.suggestion)
  string(REPLACE "." "\\." _pattern "${_key}")
  set(_value "")
  if("\n${_report}" MATCHES "\n${_pattern}=([^\n]*)")
    set(_value "${CMAKE_MATCH_1}")
  endif()
  message(STATUS "REFUSED ${_key}=${_value}")
endforeach()
