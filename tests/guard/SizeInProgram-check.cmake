include("${SUITE_DIR}/support/Run.cmake")
guard_build()
# Sets <out> to the text, data and bss of <program>: size(1)'s second line
# (Berkeley format: text data bss dec hex filename).
function(guard_size program out)
  execute_process(COMMAND "${GUARD_SIZE_TOOL}" "${CASE_BUILD_DIR}/${program}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0 OR NOT _out MATCHES "\n[ \t]*([0-9]+)[ \t]+([0-9]+)[ \t]+([0-9]+)[ \t]")
    message(FATAL_ERROR "Case ${CASE}: ${GUARD_SIZE_TOOL} ${program} failed:\n${_out}${_err}")
  endif()
  set(${out} ${CMAKE_MATCH_1} ${CMAKE_MATCH_2} ${CMAKE_MATCH_3} PARENT_SCOPE)
endfunction()
guard_size(bare _bare)
guard_size(guarded _guarded)
list(GET _bare 2 _bare_bss)
list(GET _guarded 2 _guarded_bss)
math(EXPR _bss "${_guarded_bss} - ${_bare_bss}")
set(_added 0)
foreach(_i RANGE 2)
  list(GET _bare ${_i} _b)
  list(GET _guarded ${_i} _g)
  math(EXPR _added "${_added} + ${_g} - ${_b}")
endforeach()
# The guard keeps no report of its own in static storage: a pass keeps the
# library's path (4 KiB), a failure an allocated copy.  A static report
# would add its buffers (over 20 KiB).
if(_bss GREATER 8192)
  message(FATAL_ERROR "Case ${CASE}: the guard adds ${_bss} bytes of bss (at most 8192): a static buffer came back")
endif()
# What the guard holds now, compiled for size, with room for another
# compiler's code; docs/benchmarks.md gives the figures and the goal.
if(_added GREATER 49152)
  message(FATAL_ERROR "Case ${CASE}: the guard adds ${_added} bytes of text, data and bss (at most 49152)")
endif()
message(STATUS "Case ${CASE}: the guard adds ${_added} bytes, ${_bss} of them bss")
