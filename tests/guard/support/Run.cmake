# Distributed under the OSI-approved BSD 3-Clause License.
#
# Check-side helpers of the guard cases (included by <Case>-check.cmake,
# inside RunCase.cmake): build the configured case, run its programs in a
# chosen environment, and match what they print.

include("${FAKES_FILE}")
include("${CASE_BUILD_DIR}/guard_case_facts.cmake")

# Builds the case (or the given targets) and fails with the build log.
function(guard_build)
  set(_targets "")
  if(ARGN)
    set(_targets --target ${ARGN})
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} --build "${CASE_BUILD_DIR}" ${_targets}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "Case ${CASE}: the build failed:\n${_out}")
  endif()
endfunction()

# Builds one target that must not compile; its log must match <regex>.
function(guard_build_fails target regex)
  execute_process(COMMAND ${CMAKE_COMMAND} --build "${CASE_BUILD_DIR}" --target ${target}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  string(REGEX REPLACE "[ \t\r\n]+" " " _folded "${_out}")
  if(_rc EQUAL 0 OR NOT _folded MATCHES "${regex}")
    message(FATAL_ERROR "Case ${CASE}: building ${target} should fail with\n  ${regex}\n"
      "exit code ${_rc}, log:\n${_out}")
  endif()
endfunction()

# guard_run(<program> [ARGS <arg>...] [LIBRARY_PATH <dir>...] [ENV <VAR=value>...]
#           [RESULT <regex>] [STDOUT <regex>] [STDERR <regex>])
# Runs <program> of the case's build tree with LD_LIBRARY_PATH set to the
# given directories (unset without them), CUDNN_STRICT_GUARD unset unless
# ENV sets it, and matches the exit code (default ^0$), stdout and stderr
# (default: empty) with white space folded as in RunCase.cmake.
function(guard_run program)
  cmake_parse_arguments(PARSE_ARGV 1 RUN "" "RESULT;STDOUT;STDERR;WORKING_DIRECTORY" "ARGS;LIBRARY_PATH;ENV")
  if(NOT RUN_WORKING_DIRECTORY)
    set(RUN_WORKING_DIRECTORY "${CASE_BUILD_DIR}")
  endif()
  if(NOT DEFINED RUN_RESULT)
    set(RUN_RESULT "^0$")
  endif()
  if(NOT DEFINED RUN_STDOUT)
    set(RUN_STDOUT ".*")
  endif()
  if(NOT DEFINED RUN_STDERR)
    set(RUN_STDERR "^$")
  endif()
  set(_env --unset=LD_LIBRARY_PATH --unset=CUDNN_STRICT_GUARD)
  if(RUN_LIBRARY_PATH)
    string(REPLACE ";" ":" _path "${RUN_LIBRARY_PATH}")
    list(APPEND _env "LD_LIBRARY_PATH=${_path}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env ${_env} ${RUN_ENV}
      "${CASE_BUILD_DIR}/${program}" ${RUN_ARGS}
    WORKING_DIRECTORY "${RUN_WORKING_DIRECTORY}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT 120)
  foreach(_what IN ITEMS RESULT:_rc STDOUT:_out STDERR:_err)
    string(REPLACE ":" ";" _what "${_what}")
    list(GET _what 0 _name)
    list(GET _what 1 _var)
    string(REGEX REPLACE "[ \t\r\n]+" " " _folded "${${_var}}")
    string(STRIP "${_folded}" _folded)
    if(NOT "${_folded}" MATCHES "${RUN_${_name}}")
      message(FATAL_ERROR "Case ${CASE}: ${program} (LD_LIBRARY_PATH=${_path} ${RUN_ENV}): "
        "${_name} does not match\n  expected (regex): ${RUN_${_name}}\n"
        "exit code: ${_rc}\n--- stdout ---\n${_out}\n--- stderr ---\n${_err}")
    endif()
  endforeach()
endfunction()

# A path as a regex that matches it literally.
function(guard_regex_quote text out)
  string(REGEX REPLACE "([][+.*()^$?|\\\\{}])" "\\\\\\1" _quoted "${text}")
  set(${out} "${_quoted}" PARENT_SCOPE)
endfunction()

# What the guard adds after a failure: where the search for a cuDNN that
# would do is, cudnn-strict-probe --check-binary on the program (a program
# of this case, named by its real path); tests/deploy checks the search.
file(REAL_PATH "${CASE_BUILD_DIR}" _guard_case_dir)
guard_regex_quote("${_guard_case_dir}" _guard_case_dir)
set(GUARD_FIX " For a fix, run cudnn-strict-probe --check-binary ${_guard_case_dir}/[^ /]+\\.")
unset(_guard_case_dir)
