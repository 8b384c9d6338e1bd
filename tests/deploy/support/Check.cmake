# Distributed under the OSI-approved BSD 3-Clause License.
#
# Check-side helpers of the deployment cases (included by
# <Case>-check.cmake, inside RunCase.cmake): build the case, run
# cudnn-strict-probe --check-binary in a chosen environment, and read its
# --json report.

include("${FAKES_FILE}")
include("${CASE_BUILD_DIR}/deploy_case_facts.cmake")
set(DEPLOY_PROBE "${CASE_BUILD_DIR}/probe/cudnn-strict-probe")

function(deploy_build)
  execute_process(COMMAND ${CMAKE_COMMAND} --build "${CASE_BUILD_DIR}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "Case ${CASE}: the build failed:\n${_out}")
  endif()
endfunction()

# deploy_run(<command>... [LIBRARY_PATH <dir>...] [ENV <VAR=value>...]
#            [MACHINE_CACHE] [RESULT <regex>])
# Runs a command with LD_LIBRARY_PATH set to the given directories (unset
# without them).  The machine is blanked unless asked for: no ld.so cache
# (MACHINE_CACHE keeps /etc/ld.so.cache), and the fix search limited to
# LD_LIBRARY_PATH and the CuDNNStrict_ROOT an ENV gives, so that this
# machine's own cuDNN cannot leak into the expectations.  Sets rc, out and
# err in the caller's scope; the exit code must match RESULT (default ^0$).
function(deploy_run)
  cmake_parse_arguments(PARSE_ARGV 0 RUN "MACHINE_CACHE" "RESULT" "LIBRARY_PATH;ENV")
  if(NOT DEFINED RUN_RESULT)
    set(RUN_RESULT "^0$")
  endif()
  set(_env --unset=LD_LIBRARY_PATH --unset=CuDNNStrict_ROOT --unset=CUDNN_ROOT
    --unset=CUDNN_PATH --unset=CUDNN_HOME --unset=CUDNN_STRICT_GUARD
    CUDNN_STRICT_SEARCH_LOCATIONS=ROOT)
  if(NOT RUN_MACHINE_CACHE)
    list(APPEND _env CUDNN_STRICT_LD_SO_CACHE=)
  endif()
  if(RUN_LIBRARY_PATH)
    string(REPLACE ";" ":" _path "${RUN_LIBRARY_PATH}")
    list(APPEND _env "LD_LIBRARY_PATH=${_path}")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} -E env ${_env} ${RUN_ENV} ${RUN_UNPARSED_ARGUMENTS}
    WORKING_DIRECTORY "${CASE_BUILD_DIR}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT 120)
  if(NOT "${_rc}" MATCHES "${RUN_RESULT}")
    message(FATAL_ERROR "Case ${CASE}: ${RUN_UNPARSED_ARGUMENTS} (LD_LIBRARY_PATH=${_path} ${RUN_ENV}): "
      "exit code ${_rc} does not match ${RUN_RESULT}\n--- stdout ---\n${_out}\n--- stderr ---\n${_err}")
  endif()
  set(rc "${_rc}" PARENT_SCOPE)
  set(out "${_out}" PARENT_SCOPE)
  set(err "${_err}" PARENT_SCOPE)
endfunction()

# deploy_check(<file>... [LIBRARY_PATH ...] [ENV ...] [MACHINE_CACHE]
#              [RESULT <regex>])
# cudnn-strict-probe --check-binary <file>... --json; sets `report` (the
# JSON object) in the caller's scope.
function(deploy_check)
  cmake_parse_arguments(PARSE_ARGV 0 CHECK "MACHINE_CACHE" "RESULT" "LIBRARY_PATH;ENV")
  set(_args "")
  if(DEFINED CHECK_RESULT)
    list(APPEND _args RESULT "${CHECK_RESULT}")
  endif()
  if(CHECK_MACHINE_CACHE)
    list(APPEND _args MACHINE_CACHE)
  endif()
  deploy_run("${DEPLOY_PROBE}" --check-binary ${CHECK_UNPARSED_ARGUMENTS} --json
    LIBRARY_PATH ${CHECK_LIBRARY_PATH} ENV ${CHECK_ENV} ${_args})
  string(JSON _type ERROR_VARIABLE _error TYPE "${out}")
  if(NOT _type STREQUAL "OBJECT")
    message(FATAL_ERROR "Case ${CASE}: --check-binary --json printed no JSON object (${_error}):\n${out}\n${err}")
  endif()
  set(report "${out}" PARENT_SCOPE)
endfunction()

# Asserts that member <key> of `report` matches <regex> (white space folded
# as in RunCase.cmake); a missing member fails, unless <regex> is "^$".
function(deploy_expect key regex)
  string(JSON _value ERROR_VARIABLE _error GET "${report}" "${key}")
  if(_error AND NOT regex STREQUAL "^$")
    message(FATAL_ERROR "Case ${CASE}: the report has no ${key} (${_error}):\n${report}")
  elseif(_error)
    set(_value "")
  endif()
  string(REGEX REPLACE "[ \t\r\n]+" " " _folded "${_value}")
  if(NOT "${_folded}" MATCHES "${regex}")
    message(FATAL_ERROR "Case ${CASE}: ${key} is\n  ${_value}\nexpected (regex):\n  ${regex}\nreport:\n${report}")
  endif()
endfunction()

# A path as a regex that matches it literally.
function(deploy_regex_quote text out)
  string(REGEX REPLACE "([][+.*()^$?|\\\\{}])" "\\\\\\1" _quoted "${text}")
  set(${out} "${_quoted}" PARENT_SCOPE)
endfunction()

# The real path of a fake tree's library directory, quoted as a regex.
function(deploy_fake_dir name out)
  file(REAL_PATH "${FAKE_${name}_LIBRARY_DIR}" _dir)
  deploy_regex_quote("${_dir}" _dir)
  set(${out} "${_dir}" PARENT_SCOPE)
endfunction()

# Asserts that <text> matches <regex> as it is, lines and all (the
# report's lines, what a library printed).
function(deploy_expect_text what text regex)
  if(NOT "${text}" MATCHES "${regex}")
    message(FATAL_ERROR "Case ${CASE}: ${what} does not match\n  expected (regex): ${regex}\n  actual:\n${text}")
  endif()
endfunction()
