# A PYTHON that runs and exits 0 without printing the facts (/bin/true):
# exit 2 and a message naming it, not "a Python with no frameworks".
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
find_program(_true NAMES true REQUIRED NO_CACHE)
execute_process(COMMAND "${PROBE}" --python "${_true}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
fake_env_quote("${_true}" _quoted)
if(NOT _rc EQUAL 2 OR NOT _out STREQUAL ""
    OR NOT _err MATCHES "^cudnn-strict-probe: ${_quoted} exited 0 without printing the facts script's report: it is not a Python that runs `-c`, or its output was cut short\\. Fix: name the environment's Python: --python <venv>/bin/python\\.\n$")
  message(FATAL_ERROR "rc ${_rc}\nstdout: ${_out}\nstderr: ${_err}")
endif()
