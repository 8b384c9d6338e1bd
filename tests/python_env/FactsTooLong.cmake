# A PYTHON whose startup prints more than the probe reads (2 MiB): exit 2
# and a message, not facts cut in silence.
include("${CMAKE_CURRENT_LIST_DIR}/support/FakeEnv.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
set(_python "${WORK_DIR}/python")
file(WRITE "${_python}" "#!/bin/sh\nhead -c 2097152 /dev/zero | tr '\\\\0' x\nexec \"${PYTHON}\" \"\$@\"\n")
file(CHMOD "${_python}" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
execute_process(COMMAND "${PROBE}" --python "${_python}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT 60)
fake_env_quote("${_python}" _quoted)
if(NOT _rc EQUAL 2 OR NOT _out STREQUAL ""
    OR NOT _err MATCHES "^cudnn-strict-probe: ${_quoted} printed more than 1024 KiB for the facts script, which prints a few lines per distribution; nothing was judged\\. Fix: check what its startup \\(sitecustomize, a \\.pth file\\) prints\\.\n$")
  message(FATAL_ERROR "rc ${_rc}\nstdout: ${_out}\nstderr: ${_err}")
endif()
