# Distributed under the OSI-approved BSD 3-Clause License.
#
# Proves RunCase.cmake's check of <Case>-result.txt (cmake -P, with
# RUN_CASE, WORK_DIR and GENERATOR): each case of suite/ named here is run
# through it, and only an exit code written as one anchored number passes.
# An unanchored 1 (which also matches 10 and 127) or an alternation (which
# accepts either outcome) fails, naming the file, before the case runs:
# a case the machine skips is checked too.

# case | expected RunCase exit status
set(_expectations
  "AnchoredResult|0"
  "UnanchoredResult|1"
  "EitherResult|1"
  "SkippedUnanchoredResult|1")
file(REMOVE_RECURSE "${WORK_DIR}")
file(WRITE "${WORK_DIR}/fakes.cmake" "")
file(WRITE "${WORK_DIR}/assert.cmake" "")
set(_suite "${CMAKE_CURRENT_LIST_DIR}/suite")
set(_failures "")
foreach(_expectation IN LISTS _expectations)
  string(REPLACE "|" ";" _fields "${_expectation}")
  list(GET _fields 0 _case)
  list(GET _fields 1 _expected_rc)
  execute_process(
    COMMAND "${CMAKE_COMMAND}" "-DCASE=${_case}" "-DSUITE_DIR=${_suite}"
      "-DCASE_BUILD_DIR=${WORK_DIR}/${_case}" "-DFAKES_FILE=${WORK_DIR}/fakes.cmake"
      "-DMODULE_DIR=${WORK_DIR}" "-DGENERATOR=${GENERATOR}" "-DASSERT_FILE=${WORK_DIR}/assert.cmake"
      -P "${RUN_CASE}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  # CMake wraps the message: matched with white space folded.
  string(REGEX REPLACE "[ \t\r\n]+" " " _folded "${_err}")
  file(READ "${_suite}/${_case}-result.txt" _regex)
  string(STRIP "${_regex}" _regex)
  string(REGEX REPLACE "([][()|^$.*+?\\\\])" "\\\\\\1" _quoted_regex "${_regex}")
  if(NOT _rc EQUAL _expected_rc)
    string(APPEND _failures "\n${_case}: RunCase exited ${_rc}, expected ${_expected_rc}\n${_err}")
  elseif(_expected_rc EQUAL 1 AND NOT _folded MATCHES
      "Case ${_case}: [^ ]*/suite/${_case}-result\\.txt holds '${_quoted_regex}', not one anchored exit code")
    string(APPEND _failures "\n${_case}: RunCase failed for another reason than its result regex\n${_err}")
  elseif(_expected_rc EQUAL 1 AND IS_DIRECTORY "${WORK_DIR}/${_case}")
    string(APPEND _failures "\n${_case}: RunCase configured the case before it refused its result regex")
  endif()
endforeach()
if(_failures)
  message(FATAL_ERROR "RunCase.cmake's check of result regexes:${_failures}")
endif()
