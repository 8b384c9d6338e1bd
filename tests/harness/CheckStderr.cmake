# Distributed under the OSI-approved BSD 3-Clause License.
#
# Proves RunCase.cmake's default stderr check (cmake -P, with RUN_CASE,
# WORK_DIR and GENERATOR): each case of suite/ is run through it, and a case
# without a -stderr.txt passes only when its stderr is empty, trailing white
# space aside.  A deprecation warning or a stray line fails it, as in
# CMake's own RunCMake.

# case | expected RunCase exit status
set(_expectations
  "Quiet|0"
  "TrailingWhiteSpace|0"
  "ExpectedStderr|0"
  "DeprecationWarning|1"
  "StrayText|1"
  "LeadingBlankLine|1")
file(REMOVE_RECURSE "${WORK_DIR}")
file(WRITE "${WORK_DIR}/fakes.cmake" "")
file(WRITE "${WORK_DIR}/assert.cmake" "")
set(_failures "")
foreach(_expectation IN LISTS _expectations)
  string(REPLACE "|" ";" _fields "${_expectation}")
  list(GET _fields 0 _case)
  list(GET _fields 1 _expected_rc)
  execute_process(
    COMMAND "${CMAKE_COMMAND}" "-DCASE=${_case}" "-DSUITE_DIR=${CMAKE_CURRENT_LIST_DIR}/suite"
      "-DCASE_BUILD_DIR=${WORK_DIR}/${_case}" "-DFAKES_FILE=${WORK_DIR}/fakes.cmake"
      "-DMODULE_DIR=${WORK_DIR}" "-DGENERATOR=${GENERATOR}" "-DASSERT_FILE=${WORK_DIR}/assert.cmake"
      -P "${RUN_CASE}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  # CMake wraps the message: matched with white space folded.
  string(REGEX REPLACE "[ \t\r\n]+" " " _folded "${_err}")
  if(NOT _rc EQUAL _expected_rc)
    string(APPEND _failures "\n${_case}: RunCase exited ${_rc}, expected ${_expected_rc}\n${_err}")
  elseif(_expected_rc EQUAL 1 AND NOT _folded MATCHES
      "Case ${_case}: stderr is not empty, and the case has no ${_case}-stderr\\.txt")
    string(APPEND _failures "\n${_case}: RunCase failed for another reason than its stderr\n${_err}")
  endif()
endforeach()
if(_failures)
  message(FATAL_ERROR "RunCase.cmake's stderr check:${_failures}")
endif()
