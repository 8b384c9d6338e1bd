# --root names a directory that does not exist: exit status 2, and the
# error names it with the fix.
include("${CMAKE_CURRENT_LIST_DIR}/../images/support/Root.cmake")
execute_process(COMMAND "${PROBE}" --root "${WORK_DIR}/missing"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc STREQUAL "2" OR NOT out STREQUAL "" OR NOT err MATCHES
    "^cudnn-strict-probe: [^ ]+/missing cannot be read as a root file system\\. Fix: name the directory an image was unpacked into\\.\n$")
  message(FATAL_ERROR "rc ${rc}\nstdout: ${out}\nstderr: ${err}")
endif()
