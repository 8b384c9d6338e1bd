# Distributed under the OSI-approved BSD 3-Clause License.
#
# Proves that CheckPrivateScope.cmake fails where it must (cmake -P, with
# SOURCE_DIR and WORK_DIR): on copies of cmake/ and templates/ where a
# helper reads a variable only the find module sets (through "${}", a
# condition, a LISTS keyword, or a template it configures), it names the
# file, the line and the variable; a variable the helper sets itself, and
# a name in a comment, pass; an unchanged copy passes.

cmake_minimum_required(VERSION 3.21)

set(_check "${CMAKE_CURRENT_LIST_DIR}/CheckPrivateScope.cmake")

# Copies cmake/ and templates/ into WORK_DIR/<name> and returns the copy.
function(_copy_sources name out_var)
  set(_copy "${WORK_DIR}/${name}")
  file(REMOVE_RECURSE "${_copy}")
  file(MAKE_DIRECTORY "${_copy}")
  file(COPY "${SOURCE_DIR}/cmake" "${SOURCE_DIR}/templates" DESTINATION "${_copy}")
  set(${out_var} "${_copy}" PARENT_SCOPE)
endfunction()

# Runs the check on a copy; expect is PASS or a regular expression its
# error must match.
function(_expect copy expect)
  execute_process(COMMAND "${CMAKE_COMMAND}" "-DSOURCE_DIR=${copy}" -P "${_check}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  string(REGEX REPLACE "[ \n]+" " " _err "${_err}")
  if(expect STREQUAL "PASS")
    if(NOT _rc EQUAL 0 OR NOT _err STREQUAL "")
      message(FATAL_ERROR "${copy}: the check failed on helpers that take their inputs as arguments:\n${_err}")
    endif()
  elseif(_rc EQUAL 0)
    message(FATAL_ERROR "${copy}: the check passed; expected an error matching: ${expect}")
  elseif(NOT _err MATCHES "${expect}")
    message(FATAL_ERROR "${copy}: the check failed, but not with: ${expect}\nIt said: ${_err}")
  endif()
endfunction()

_copy_sources(unchanged _copy)
_expect("${_copy}" PASS)

# The lines asserted are those appended below the last of Options.cmake.
file(READ "${SOURCE_DIR}/cmake/CuDNNStrict/Options.cmake" _text)
string(REGEX MATCHALL "\n" _newlines "${_text}")
list(LENGTH _newlines _last)

_copy_sources(expanded _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "function(_CuDNNStrict_new_helper out)\n  set(\${out} \"\${_CuDNNStrict_policy}\" PARENT_SCOPE)\nendfunction()\n")
math(EXPR _line "${_last} + 2")
_expect("${_copy}" "cmake/CuDNNStrict/Options.cmake:${_line}: reads _CuDNNStrict_policy, which no command of cmake/CuDNNStrict/Options.cmake sets")

_copy_sources(condition _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "function(_CuDNNStrict_new_helper)\n  if(NOT _CuDNNStrict_gpu_check STREQUAL \"OFF\")\n  endif()\nendfunction()\n")
math(EXPR _line "${_last} + 2")
_expect("${_copy}" "cmake/CuDNNStrict/Options.cmake:${_line}: reads _CuDNNStrict_gpu_check")

_copy_sources(listed _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "function(_CuDNNStrict_new_helper)\n  foreach(_entry _label IN ZIP_LISTS\n      _CuDNNStrict_first_include _labels)\n  endforeach()\nendfunction()\n")
math(EXPR _line "${_last} + 3")
_expect("${_copy}" "cmake/CuDNNStrict/Options.cmake:${_line}: reads _CuDNNStrict_first_include")

_copy_sources(template _copy)
file(APPEND "${_copy}/templates/cudnn_strict_config.h.in" "#define CUDNN_STRICT_CONFIG_NEW \"@_CuDNNStrict_new_fact@\"\n")
_expect("${_copy}" "templates/cudnn_strict_config.h.in \\(configured by cmake/CuDNNStrict/Guard.cmake\\):[0-9]+: reads _CuDNNStrict_new_fact")

# Set and read in one file, and named only in a comment: no offence.
_copy_sources(own _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "# _CuDNNStrict_search_locations is the find module's.\nfunction(_CuDNNStrict_new_helper out)\n  set(_CuDNNStrict_own 1)\n  set(\${out} \"\${_CuDNNStrict_own}\" PARENT_SCOPE)\nendfunction()\n")
_expect("${_copy}" PASS)
