# A PYTHON that never exits (it and a child it started sleep): stopped
# after --timeout seconds with exit 2 and a message, and its child with it.
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
set(_python "${WORK_DIR}/python")
file(WRITE "${_python}" "#!/bin/sh\nsleep 600 &\necho \$! > '${WORK_DIR}/child.pid'\nexec sleep 600\n")
file(CHMOD "${_python}" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
string(TIMESTAMP _start "%s")
execute_process(COMMAND "${PROBE}" --python "${_python}" --timeout 2
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT 60)
string(TIMESTAMP _end "%s")
math(EXPR _seconds "${_end} - ${_start}")
fake_env_quote("${_python}" _quoted)
if(NOT _rc EQUAL 2 OR NOT _out STREQUAL "" OR _seconds GREATER 10
    OR NOT _err MATCHES "^cudnn-strict-probe: ${_quoted} did not finish the facts script within 2 seconds and was stopped\\. Fix: check that it is the environment's Python and starts on its own, or give it longer with --timeout SECONDS\\.\n$")
  message(FATAL_ERROR "rc ${_rc} after ${_seconds} s\nstdout: ${_out}\nstderr: ${_err}")
endif()
file(READ "${WORK_DIR}/child.pid" _child)
string(STRIP "${_child}" _child)
# Killed with the Python's process group: gone, or a zombie not yet reaped
# by the process that inherited it, within a few seconds.
foreach(_try RANGE 20)
  set(_state "")
  if(EXISTS "/proc/${_child}/stat")
    file(READ "/proc/${_child}/stat" _stat)
    string(REGEX REPLACE "^.*\\) ([A-Za-z]).*$" "\\1" _state "${_stat}")
  endif()
  if(_state STREQUAL "" OR _state STREQUAL "Z")
    return()
  endif()
  execute_process(COMMAND "${CMAKE_COMMAND}" -E sleep 0.25)
endforeach()
message(FATAL_ERROR "the Python's child ${_child} still runs (state ${_state})")
