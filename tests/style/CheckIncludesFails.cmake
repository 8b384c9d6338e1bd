# Distributed under the OSI-approved BSD 3-Clause License.
#
# Proves that CheckIncludes.cmake fails where it must (cmake -P, with
# SOURCE_DIR and WORK_DIR): on copies of cmake/ and probe/Sources.cmake
# where a helper calls a command of a file it does not include, loses an
# include it needs, calls a command nobody defines, or includes a file
# without an include guard, includes a guarded file with include() rather
# than _CuDNNStrict_include(), or calls that macro above the include of
# the file that defines it, it names the file, the line and the command
# or the file; a command reached through an include of an
# include, one defined in the file itself, and a call in a comment pass;
# an unchanged copy passes.

cmake_minimum_required(VERSION 3.21)

include("${CMAKE_CURRENT_LIST_DIR}/CheckFails.cmake")
set(_check "${CMAKE_CURRENT_LIST_DIR}/CheckIncludes.cmake")
set(_folders "cmake;probe/Sources.cmake;probe/SourceLists.cmake")

cudnn_strict_copy_sources(unchanged "${_folders}" _copy)
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)

# A new helper that includes nothing: each call of another file's command
# is named with its line.
set(_new "include_guard(GLOBAL)\n")
cudnn_strict_copy_sources(not_included "${_folders}" _copy)
file(WRITE "${_copy}/cmake/CuDNNStrict/New.cmake" "${_new}"
  "function(_CuDNNStrict_new_helper report out)\n  _CuDNNStrict_report_get(\"\${report}\" verdict _verdict)\n  set(\${out} \"\${_verdict}\" PARENT_SCOPE)\nendfunction()\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/New.cmake:3: calls _CuDNNStrict_report_get, defined in cmake/CuDNNStrict/Report.cmake, which cmake/CuDNNStrict/New.cmake does not include")

# Indented, with a space before the parenthesis: still a call.
cudnn_strict_copy_sources(spaced "${_folders}" _copy)
file(WRITE "${_copy}/cmake/CuDNNStrict/New.cmake" "${_new}"
  "function(_CuDNNStrict_new_helper report)\n  if(report)\n    _CuDNNStrict_report_get (\"\${report}\" verdict _verdict)\n  endif()\nendfunction()\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/New.cmake:4: calls _CuDNNStrict_report_get")

cudnn_strict_copy_sources(undefined "${_folders}" _copy)
file(WRITE "${_copy}/cmake/CuDNNStrict/New.cmake" "${_new}"
  "function(_CuDNNStrict_new_helper)\n  _CuDNNStrict_nowhere()\nendfunction()\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/New.cmake:3: calls _CuDNNStrict_nowhere, which no file of the module defines")

# An include that a file needs, taken out: its calls of the included
# file's commands are named.
cudnn_strict_copy_sources(include_removed "${_folders}" _copy)
cudnn_strict_replace("${_copy}/cmake/CuDNNStrict/Summary.cmake"
  "_CuDNNStrict_include(Values.cmake)\n" "")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/Summary.cmake:[0-9]+: calls _CuDNNStrict_get, defined in cmake/CuDNNStrict/Values.cmake, which cmake/CuDNNStrict/Summary.cmake does not include")

# A helper that includes a module file with a plain include(), which
# parses it again at each include: named with the line.  The file still
# counts as included, so its commands are no further offence.
set(_include_macro "if(NOT COMMAND _CuDNNStrict_include)\n  include(\"\${CMAKE_CURRENT_LIST_DIR}/Include.cmake\")\nendif()\n")
cudnn_strict_copy_sources(plain_include "${_folders}" _copy)
file(WRITE "${_copy}/cmake/CuDNNStrict/New.cmake" "${_new}"
  "include(\"\${CMAKE_CURRENT_LIST_DIR}/Report.cmake\")\n"
  "function(_CuDNNStrict_new_helper report)\n  _CuDNNStrict_report_get(\"\${report}\" verdict _verdict)\nendfunction()\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/New.cmake:2: includes cmake/CuDNNStrict/Report.cmake with include\\(\\), which parses it again at every include: use _CuDNNStrict_include\\(\\)")

# _CuDNNStrict_include() in a file that does not include Include.cmake,
# which defines it.
cudnn_strict_copy_sources(macro_not_included "${_folders}" _copy)
file(WRITE "${_copy}/cmake/CuDNNStrict/New.cmake" "${_new}"
  "_CuDNNStrict_include(Report.cmake)\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/New.cmake:2: calls _CuDNNStrict_include, defined in cmake/CuDNNStrict/Include.cmake, which cmake/CuDNNStrict/New.cmake does not include")

# The macro called above the include of Include.cmake.
cudnn_strict_copy_sources(macro_early "${_folders}" _copy)
file(WRITE "${_copy}/cmake/CuDNNStrict/New.cmake" "${_new}"
  "_CuDNNStrict_include(Report.cmake)\n${_include_macro}")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/New.cmake:2: calls _CuDNNStrict_include before it includes cmake/CuDNNStrict/Include.cmake")

# A plain include of probe/Sources.cmake, guarded, outside cmake/: named
# as well.
cudnn_strict_copy_sources(plain_sources "${_folders}" _copy)
cudnn_strict_replace("${_copy}/cmake/CuDNNStrict/Header.cmake"
  "_CuDNNStrict_include(../../probe/Sources.cmake)"
  "include(\"\${CMAKE_CURRENT_LIST_DIR}/../../probe/Sources.cmake\")")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/Header.cmake:[0-9]+: includes probe/Sources.cmake with include\\(\\)")

# _CuDNNStrict_include() of a file that is not there.
cudnn_strict_copy_sources(macro_missing "${_folders}" _copy)
file(WRITE "${_copy}/cmake/CuDNNStrict/New.cmake" "${_new}${_include_macro}"
  "_CuDNNStrict_include(Nowhere.cmake)\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/Nowhere.cmake: included, but there is no such file")

# A helper that includes a file without an include guard, which only the
# find module's body may include: named with the line.
cudnn_strict_copy_sources(unguarded "${_folders}" _copy)
file(WRITE "${_copy}/cmake/CuDNNStrict/Unguarded.cmake" "set(_CuDNNStrict_CONSTANT 1)\n")
file(WRITE "${_copy}/cmake/CuDNNStrict/New.cmake"
  "include_guard(GLOBAL)\ninclude(\"\${CMAKE_CURRENT_LIST_DIR}/Unguarded.cmake\")\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "cmake/CuDNNStrict/New.cmake:2: includes cmake/CuDNNStrict/Unguarded.cmake, which has no include guard")

# Reached through an include of an include (Probe.cmake includes
# Run.cmake, which includes Report.cmake), defined in the file itself, or
# named in a comment: no offence.
cudnn_strict_copy_sources(reached "${_folders}" _copy)
file(WRITE "${_copy}/cmake/CuDNNStrict/New.cmake"
  "include_guard(GLOBAL)\n${_include_macro}_CuDNNStrict_include(Probe.cmake)\n"
  "function(_CuDNNStrict_new_own)\nendfunction()\n"
  "function(_CuDNNStrict_new_helper report)\n"
  "  # _CuDNNStrict_nowhere() is not called.\n"
  "  _CuDNNStrict_report_get(\"\${report}\" verdict _verdict)\n  _CuDNNStrict_new_own()\nendfunction()\n")
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)
