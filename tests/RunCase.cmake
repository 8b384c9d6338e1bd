# Distributed under the OSI-approved BSD 3-Clause License.
#
# Runs one test case, RunCMake style (cmake -P RunCase.cmake with CASE,
# SUITE_DIR, CASE_BUILD_DIR, FAKES_FILE, MODULE_DIR, GENERATOR, ASSERT_FILE).
#
# The suite directory's CMakeLists.txt is configured in a fresh build tree
# with RUN_CASE=<Case>; it includes <Case>.cmake.  Beside the case file:
#   <Case>-result.txt   the configure's exit code as an anchored regex of
#                       one number, ^1$ (default ^0$); anything else fails
#   <Case>-stderr.txt   regex stderr must match (default: stderr is empty,
#                       trailing white space aside)
#   <Case>-stdout.txt   regex stdout must match
# CMake wraps long messages, so stdout and stderr are matched with every run
# of white space (newlines included) folded into one space: expectations are
# written on one line, with single spaces.
#   <Case>-check.cmake  included afterwards: may build, run and re-configure
#                       (cudnn_strict_case_configure() is available there)
# A case prints "CUDNN_STRICT_SKIP: <reason>" to be reported as skipped.

cmake_minimum_required(VERSION 3.21)

function(cudnn_strict_case_configure out_rc out_stdout out_stderr)
  execute_process(
    COMMAND ${CMAKE_COMMAND} -S "${SUITE_DIR}" -B "${CASE_BUILD_DIR}" -G "${GENERATOR}"
      "-DRUN_CASE=${CASE}" "-DCUDNN_STRICT_TEST_FAKES=${FAKES_FILE}"
      "-DCUDNN_STRICT_TEST_ASSERT=${ASSERT_FILE}" "-DCMAKE_MODULE_PATH=${MODULE_DIR}"
      ${ARGN}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  set(${out_rc} "${_rc}" PARENT_SCOPE)
  set(${out_stdout} "${_out}" PARENT_SCOPE)
  set(${out_stderr} "${_err}" PARENT_SCOPE)
endfunction()

# An optional fourth argument is shown with a failure: the output of the
# program whose exit code <actual> is, say.
function(cudnn_strict_case_expect what actual regex)
  string(REGEX REPLACE "[ \t\r\n]+" " " _folded "${actual}")
  if(NOT "${_folded}" MATCHES "${regex}")
    set(_context "")
    if(ARGC GREATER 3)
      set(_context "--- its output ---\n${ARGV3}\n")
    endif()
    message(FATAL_ERROR "Case ${CASE}: ${what} does not match\n  expected (regex): ${regex}\n"
      "  actual:\n${actual}\n${_context}--- stdout ---\n${case_stdout}\n--- stderr ---\n${case_stderr}")
  endif()
endfunction()

# Sets <out> to the names of the module's INTERNAL cache entries in the
# case's build tree, sorted and separated by spaces.
function(cudnn_strict_case_internal_entries out)
  file(STRINGS "${CASE_BUILD_DIR}/CMakeCache.txt" _entries REGEX "^_CuDNNStrict_[A-Za-z_]+:INTERNAL=")
  list(TRANSFORM _entries REPLACE ":INTERNAL=.*" "")
  list(SORT _entries)
  string(REPLACE ";" " " _names "${_entries}")
  set(${out} "${_names}" PARENT_SCOPE)
endfunction()

function(cudnn_strict_read_expectation suffix out default)
  set(_file "${SUITE_DIR}/${CASE}-${suffix}.txt")
  if(EXISTS "${_file}")
    file(READ "${_file}" _regex)
    string(REGEX REPLACE "\n+$" "" _regex "${_regex}")
    string(REPLACE "\n" "" _regex "${_regex}")
    set(${out} "${_regex}" PARENT_SCOPE)
  else()
    set(${out} "${default}" PARENT_SCOPE)
  endif()
endfunction()

cudnn_strict_read_expectation(result expected_rc "^0$")
# The exit code a case expects is one number between ^ and $: an
# unanchored 1 also matches 10 and 127, and an alternation (1|0) accepts
# either outcome, so the case could not fail on its own regression.  Checked before
# the case runs, so that a case this machine skips is checked too.
if(NOT expected_rc MATCHES "^\\^[0-9]+\\$$")
  message(FATAL_ERROR "Case ${CASE}: ${SUITE_DIR}/${CASE}-result.txt holds '${expected_rc}', not one "
    "anchored exit code: write the one the case expects, e.g. ^1$ (an unanchored 1 also matches 10 "
    "and 127; a case whose outcome depends on the machine is two cases, each skipped where it does "
    "not apply)")
endif()
file(REMOVE_RECURSE "${CASE_BUILD_DIR}")
cudnn_strict_case_configure(case_rc case_stdout case_stderr)
message("${case_stdout}")
message("${case_stderr}")
if(case_stdout MATCHES "CUDNN_STRICT_SKIP: ")
  return()
endif()

cudnn_strict_case_expect("exit code" "${case_rc}" "${expected_rc}")
# As RunCMake: a case that expects no stderr gets none, not even a
# deprecation warning or a stray line of a tool's output.  Trailing white
# space is all that is ignored.
cudnn_strict_read_expectation(stderr expected_stderr "")
if(expected_stderr STREQUAL "")
  string(REGEX REPLACE "[ \t\r\n]+$" "" _stderr_text "${case_stderr}")
  if(NOT _stderr_text STREQUAL "")
    message(FATAL_ERROR "Case ${CASE}: stderr is not empty, and the case has no ${CASE}-stderr.txt "
      "that expects output\n--- stderr ---\n${case_stderr}\n--- stdout ---\n${case_stdout}")
  endif()
else()
  cudnn_strict_case_expect("stderr" "${case_stderr}" "${expected_stderr}")
endif()
cudnn_strict_read_expectation(stdout expected_stdout ".*")
cudnn_strict_case_expect("stdout" "${case_stdout}" "${expected_stdout}")

if(EXISTS "${SUITE_DIR}/${CASE}-check.cmake")
  include("${SUITE_DIR}/${CASE}-check.cmake")
endif()
message(STATUS "Case ${CASE}: passed")
