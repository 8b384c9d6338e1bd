# Distributed under the OSI-approved BSD 3-Clause License.
#
# Proves that CheckPrivateScope.cmake fails where it must (cmake -P, with
# SOURCE_DIR and WORK_DIR): on copies of cmake/ and templates/ where a
# helper reads a variable only the find module sets (through "${}", a
# condition, a LISTS keyword, or a template it configures), private or
# public (CuDNNStrict_VERSION, CuDNNStrict_FIND_QUIETLY), it names the
# file, the line and the variable; a public name in quoted text or a
# target's name passes; a variable the helper sets itself, and
# a name in a comment, pass; an unchanged copy passes.  A family of the
# caller's variables read through a prefix the helper was given is named;
# one written through an output prefix passes.

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

# A public result or find_package variable read inside a helper, through
# "${}", a condition or a template: the find module's to pass as a value.
cudnn_strict_copy_sources(public "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "function(_CuDNNStrict_new_helper out)\n  set(\${out} \"cuDNN \${CuDNNStrict_VERSION}\" PARENT_SCOPE)\nendfunction()\n")
math(EXPR _line "${_last} + 2")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/Options.cmake:${_line}: reads the public CuDNNStrict_VERSION, which the find module sets: take its value as an argument")

cudnn_strict_copy_sources(public_condition "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "function(_CuDNNStrict_new_helper)\n  if(NOT CuDNNStrict_FIND_QUIETLY)\n    message(STATUS \"loud\")\n  endif()\nendfunction()\n")
math(EXPR _line "${_last} + 2")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/Options.cmake:${_line}: reads the public CuDNNStrict_FIND_QUIETLY")

cudnn_strict_copy_sources(public_template "${_folders}" _copy)
file(APPEND "${_copy}/templates/cudnn_strict_config.h.in" "#define CUDNN_STRICT_CONFIG_NEW \"@CuDNNStrict_LIBRARY_VERSION@\"\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "templates/cudnn_strict_config.h.in \\(configured by cmake/CuDNNStrict/Guard.cmake\\):[0-9]+: reads the public CuDNNStrict_LIBRARY_VERSION")

# A public name in a message's text or a regex, or a target's name: no
# offence.
cudnn_strict_copy_sources(public_text "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "function(_CuDNNStrict_new_helper label out)\n  if(label MATCHES \"^CuDNNStrict_ROOT$\" AND TARGET CuDNNStrict_guard)\n    set(\${out} \"set CuDNNStrict_ROOT\" PARENT_SCOPE)\n  endif()\nendfunction()\n")
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)

# Set and read in one file, and named only in a comment: no offence.
cudnn_strict_copy_sources(own "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "# _CuDNNStrict_search_locations is the find module's.\nfunction(_CuDNNStrict_new_helper out)\n  set(_CuDNNStrict_own 1)\n  set(\${out} \"\${_CuDNNStrict_own}\" PARENT_SCOPE)\nendfunction()\n")
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)

# A family of the caller's variables read through a prefix the helper was
# given, nested in "${}", after LISTS, or in a condition: named.
cudnn_strict_copy_sources(prefix_nested "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "function(_CuDNNStrict_new_helper prefix out)\n  set(\${out} \"\${\${prefix}_FOUND}\" PARENT_SCOPE)\nendfunction()\n")
math(EXPR _line "${_last} + 2")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/Options.cmake:${_line}: reads its caller's variables through a prefix it was given: take them as a value or as arguments")

cudnn_strict_copy_sources(prefix_listed "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "function(_CuDNNStrict_new_helper prefix)\n  foreach(_name IN LISTS \${prefix}_NAMES)\n  endforeach()\nendfunction()\n")
math(EXPR _line "${_last} + 2")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/Options.cmake:${_line}: reads its caller's variables through a prefix")

# The static archives' record is a value too: Static.cmake has no
# exemption.
cudnn_strict_copy_sources(prefix_static "${_folders}" _copy)
file(STRINGS "${_copy}/cmake/CuDNNStrict/Static.cmake" _static_lines)
list(LENGTH _static_lines _static_last)
file(APPEND "${_copy}/cmake/CuDNNStrict/Static.cmake"
  "function(_CuDNNStrict_new_helper prefix)\n  foreach(_name IN LISTS \${prefix}_NAMES)\n  endforeach()\nendfunction()\n")
math(EXPR _line "${_static_last} + 2")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/Static.cmake:${_line}: reads its caller's variables through a prefix")

cudnn_strict_copy_sources(prefix_condition "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "function(_CuDNNStrict_new_helper prefix)\n  if(\${prefix}_ERROR)\n  endif()\nendfunction()\n")
math(EXPR _line "${_last} + 2")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/Options.cmake:${_line}: reads its caller's variables through a prefix")

# Writing through an output prefix, or a name given whole: no offence.
cudnn_strict_copy_sources(prefix_written "${_folders}" _copy)
file(APPEND "${_copy}/cmake/CuDNNStrict/Options.cmake"
  "function(_CuDNNStrict_new_helper out_prefix value_var)\n  set(\${out_prefix}_FOUND \"\${\${value_var}}\" PARENT_SCOPE)\nendfunction()\n")
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)
