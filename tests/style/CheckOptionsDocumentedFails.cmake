# Distributed under the OSI-approved BSD 3-Clause License.
#
# Proves that CheckOptionsDocumented.cmake fails where it must (cmake -P,
# with SOURCE_DIR and WORK_DIR): on copies of the module and the probe with
# one documented option taken out of the reST block, a term no file reads,
# a new option the module reads and a new environment variable the probe
# reads, it names the option each time; on an unchanged copy it passes.

cmake_minimum_required(VERSION 3.21)

set(_check "${CMAKE_CURRENT_LIST_DIR}/CheckOptionsDocumented.cmake")

# Copies the checked sources into WORK_DIR/<name> and returns the copy.
function(_copy_sources name out_var)
  set(_copy "${WORK_DIR}/${name}")
  file(REMOVE_RECURSE "${_copy}")
  file(MAKE_DIRECTORY "${_copy}")
  file(COPY "${SOURCE_DIR}/cmake" "${SOURCE_DIR}/probe" "${SOURCE_DIR}/templates"
    DESTINATION "${_copy}")
  set(${out_var} "${_copy}" PARENT_SCOPE)
endfunction()

function(_replace file old new)
  file(READ "${file}" _text)
  string(FIND "${_text}" "${old}" _at)
  if(_at EQUAL -1)
    message(FATAL_ERROR "'${old}' is not in ${file}: this test's mutation no longer applies")
  endif()
  string(REPLACE "${old}" "${new}" _text "${_text}")
  file(WRITE "${file}" "${_text}")
endfunction()

# Runs the check on a copy; expect is PASS or a regular expression its
# error must match.
function(_expect copy expect)
  execute_process(COMMAND "${CMAKE_COMMAND}" "-DSOURCE_DIR=${copy}" -P "${_check}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  string(REGEX REPLACE "[ \n]+" " " _err "${_err}")
  if(expect STREQUAL "PASS")
    if(NOT _rc EQUAL 0 OR NOT _err STREQUAL "")
      message(FATAL_ERROR "the check failed on an unchanged copy (${copy}): ${_err}")
    endif()
  elseif(_rc EQUAL 0)
    message(FATAL_ERROR "the check passed on ${copy}, expected an error matching: ${expect}")
  elseif(NOT _err MATCHES "${expect}")
    message(FATAL_ERROR "the check failed on ${copy} without naming what was changed.\n"
      "Expected: ${expect}\nGot: ${_err}")
  else()
    message(STATUS "fails as expected: ${copy}")
  endif()
endfunction()

_copy_sources(unchanged _copy)
_expect("${_copy}" PASS)

_copy_sources(term_removed _copy)
_replace("${_copy}/cmake/FindCuDNNStrict.cmake" "\n``CUDNN_STRICT_FORCE_CHECK``\n" "\n``CUDNN_FORCE_CHECK``\n")
_expect("${_copy}" "CUDNN_STRICT_FORCE_CHECK: read \\(by the module, its probe or its guard\\), missing from the reST block")

_copy_sources(term_unread _copy)
_replace("${_copy}/cmake/FindCuDNNStrict.cmake" "\nHints\n^^^^^\n"
  "\nHints\n^^^^^\n\n``CUDNN_STRICT_UNREAD``\n  An option nothing reads.\n")
_expect("${_copy}" "CUDNN_STRICT_UNREAD: documented in the reST block, read by no file")

_copy_sources(option_added _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake" "if(CUDNN_STRICT_NEW_SWITCH)\nendif()\n")
_expect("${_copy}" "CUDNN_STRICT_NEW_SWITCH: read .*, missing from the reST block")

_copy_sources(reference_added _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake" "message(STATUS \"[\${CUDNN_STRICT_NEW_TEXT}]\")\n")
_expect("${_copy}" "CUDNN_STRICT_NEW_TEXT: read .*, missing from the reST block")

_copy_sources(environment_added _copy)
file(APPEND "${_copy}/probe/guard/cudnn_strict_guard.c" "static const char *cudnn_strict_new(void) { return getenv(\"CUDNN_STRICT_NEW_ENV\"); }\n")
_expect("${_copy}" "CUDNN_STRICT_NEW_ENV: read .*, missing from the reST block")

# Names in comments and in quoted prose are not reads.
_copy_sources(prose_only _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "# CUDNN_STRICT_IN_A_COMMENT\nset(_x \"CUDNN_STRICT_IN_PROSE is not read\") # CUDNN_STRICT_AFTER_CODE\n")
_expect("${_copy}" PASS)
