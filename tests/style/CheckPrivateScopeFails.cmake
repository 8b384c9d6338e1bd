# Distributed under the OSI-approved BSD 3-Clause License.
#
# Proves that CheckPrivateScope.cmake fails where it must (cmake -P, with
# SOURCE_DIR and WORK_DIR): on copies of cmake/ and templates/ where a
# helper reads a variable only the find module sets (through "${}", a
# condition, a LISTS keyword, or a template it configures), it names the
# file, the line and the variable; a variable the helper sets itself, and
# a name in a comment, pass; an unchanged copy passes.

cmake_minimum_required(VERSION 3.21)

include("${CMAKE_CURRENT_LIST_DIR}/CheckFails.cmake")
set(_check "${CMAKE_CURRENT_LIST_DIR}/CheckPrivateScope.cmake")
set(_folders "cmake;templates")

cudnn_strict_copy_sources(unchanged "${_folders}" _copy)
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)

# The lines asserted are those appended below the last of Options.cmake.
file(READ "${SOURCE_DIR}/cmake/CuDNNStrict/Options.cmake" _text)
string(REGEX MATCHALL "\n" _newlines "${_text}")
list(LENGTH _newlines _last)

cudnn_strict_copy_sources(expanded "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "function(_CuDNNStrict_new_helper out)\n  set(\${out} \"\${_CuDNNStrict_policy}\" PARENT_SCOPE)\nendfunction()\n")
math(EXPR _line "${_last} + 2")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/Options.cmake:${_line}: reads _CuDNNStrict_policy, which no command of cmake/CuDNNStrict/Options.cmake sets")

cudnn_strict_copy_sources(condition "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "function(_CuDNNStrict_new_helper)\n  if(NOT _CuDNNStrict_gpu_check STREQUAL \"OFF\")\n  endif()\nendfunction()\n")
math(EXPR _line "${_last} + 2")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/Options.cmake:${_line}: reads _CuDNNStrict_gpu_check")

cudnn_strict_copy_sources(listed "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "function(_CuDNNStrict_new_helper)\n  foreach(_entry _label IN ZIP_LISTS\n      _CuDNNStrict_first_include _labels)\n  endforeach()\nendfunction()\n")
math(EXPR _line "${_last} + 3")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/Options.cmake:${_line}: reads _CuDNNStrict_first_include")

cudnn_strict_copy_sources(template "${_folders}" _copy)
file(APPEND "${_copy}/templates/cudnn_strict_config.h.in" "#define CUDNN_STRICT_CONFIG_NEW \"@_CuDNNStrict_new_fact@\"\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "templates/cudnn_strict_config.h.in \\(configured by cmake/CuDNNStrict/Guard.cmake\\):[0-9]+: reads _CuDNNStrict_new_fact")

# Set and read in one file, and named only in a comment: no offence.
cudnn_strict_copy_sources(own "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "# _CuDNNStrict_search_locations is the find module's.\nfunction(_CuDNNStrict_new_helper out)\n  set(_CuDNNStrict_own 1)\n  set(\${out} \"\${_CuDNNStrict_own}\" PARENT_SCOPE)\nendfunction()\n")
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)
