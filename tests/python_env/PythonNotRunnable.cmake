# A PYTHON that cannot be run: exit 2 and a message that names it and the
# fix, nothing on stdout.  A stray argument is a usage error (64).
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
set(_missing "${WORK_DIR}/no-such-python")
execute_process(COMMAND "${PROBE}" --python "${_missing}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
fake_env_quote("${_missing}" _quoted)
if(NOT _rc EQUAL 2 OR NOT _out STREQUAL ""
    OR NOT _err MATCHES "^cudnn-strict-probe: ${_quoted} could not be run or failed \\(exit [0-9]+\\)\\. Fix: name the environment's Python: --python <venv>/bin/python\\.\n$")
  message(FATAL_ERROR "rc ${_rc}\nstdout: ${_out}\nstderr: ${_err}")
endif()
execute_process(COMMAND "${PROBE}" --python "${_missing}" --frobnicate
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
string(CONCAT _usage "cudnn-strict-probe: unknown or incomplete argument of --python: --frobnicate\n"
  "usage: cudnn-strict-probe --python [PYTHON] [--format text|json|keyvalue] [--timeout SECONDS] [--preload-dlls] [--report FILE]\n")
if(NOT _rc EQUAL 64 OR NOT _err STREQUAL _usage)
  message(FATAL_ERROR "rc ${_rc}\nstdout: ${_out}\nstderr: ${_err}")
endif()
