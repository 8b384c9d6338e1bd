# Test (cmake -P, with PREFIX, PROJECT_DIR, WORK_DIR and
# EXPECTED_VERSION): the report of the installed package's checks is kept
# under a fingerprint that stamps its tool, not the sources the tool was
# built from.  On a copy of the prefix, a re-configure after one of those
# sources is touched (the findings' key removed, so that it does the work
# instead of replaying them) takes the kept report: it says no "Checking
# that"; one after the tool itself is touched runs the checks again.
file(REMOVE_RECURSE "${WORK_DIR}")
file(COPY "${PREFIX}/" DESTINATION "${WORK_DIR}/prefix")
set(_prefix "${WORK_DIR}/prefix")
function(_configure what expect_checking)
  file(REMOVE "${WORK_DIR}/build/CMakeFiles/CuDNNStrict/key.txt")
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${PROJECT_DIR}" -B "${WORK_DIR}/build"
      "-DCMAKE_PREFIX_PATH=${_prefix}" "-DCONSUME_PREFIX=${_prefix}" -DCONSUME_REQUEST= -DCONSUME_EXACT=
      "-DCONSUME_EXPECTED_VERSION=${EXPECTED_VERSION}" -DCUDNN_STRICT_PROBE_CACHE=OFF
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0 OR NOT _err STREQUAL "")
    message(FATAL_ERROR "the configure ${what} failed (${_rc}):\n${_out}\n${_err}")
  endif()
  set(_checking FALSE)
  if(_out MATCHES "Checking that cuDNN [^\n]* can run code built with")
    set(_checking TRUE)
  endif()
  if(NOT _checking STREQUAL expect_checking)
    message(FATAL_ERROR "the configure ${what}: ran the checks: ${_checking}, expected ${expect_checking}:\n${_out}")
  endif()
endfunction()
_configure("of a new tree" TRUE)
file(GLOB_RECURSE _sources "${_prefix}/share/CuDNNStrict/probe/core/*.c")
list(GET _sources 0 _source)
# A second later, so that a time kept to the second differs too.
execute_process(COMMAND "${CMAKE_COMMAND}" -E sleep 1)
file(TOUCH "${_source}")
_configure("after ${_source} was touched" FALSE)
execute_process(COMMAND "${CMAKE_COMMAND}" -E sleep 1)
file(TOUCH "${_prefix}/bin/cudnn-strict-probe")
_configure("after the installed cudnn-strict-probe was touched" TRUE)

# A tool that answers the header's facts but does not start for the
# checks (as one missing its C library would): a program built here runs
# them, and its report proves nothing for the next configure, which
# stamps the tool, not the sources it was built from.
file(RENAME "${_prefix}/bin/cudnn-strict-probe" "${_prefix}/bin/cudnn-strict-probe.real")
file(WRITE "${_prefix}/bin/cudnn-strict-probe"
  "#!/bin/sh\ncase \" $* \" in *' --report '*) exit 127 ;; esac\nexec \"$0.real\" \"$@\"\n")
file(CHMOD "${_prefix}/bin/cudnn-strict-probe" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
_configure("with a tool that does not start for the checks" TRUE)
_configure("again with that tool" TRUE)
