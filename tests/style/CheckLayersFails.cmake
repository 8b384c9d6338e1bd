# Distributed under the OSI-approved BSD 3-Clause License.
#
# Proves that CheckLayers.cmake fails where it must (cmake -P, with
# SOURCE_DIR and WORK_DIR): on copies of probe/ and docs/architecture.md
# with an include that goes up a layer (core/ reading binary/'s ELF reader,
# which also closes a folder cycle), a folder the order leaves out, and two
# files of one name, it names the file and line each time; on an unchanged
# copy it passes.

cmake_minimum_required(VERSION 3.21)

set(_check "${CMAKE_CURRENT_LIST_DIR}/CheckLayers.cmake")

# Copies probe/ and docs/architecture.md into WORK_DIR/<name> and returns
# the copy.
function(_copy_sources name out_var)
  set(_copy "${WORK_DIR}/${name}")
  file(REMOVE_RECURSE "${_copy}")
  file(MAKE_DIRECTORY "${_copy}/docs")
  file(COPY "${SOURCE_DIR}/probe" DESTINATION "${_copy}")
  file(COPY "${SOURCE_DIR}/docs/architecture.md" DESTINATION "${_copy}/docs")
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
      message(FATAL_ERROR "${copy}: the check failed on a tree that keeps its layers:\n${_err}")
    endif()
  elseif(_rc EQUAL 0)
    message(FATAL_ERROR "${copy}: the check passed; expected an error matching: ${expect}")
  elseif(NOT _err MATCHES "${expect}")
    message(FATAL_ERROR "${copy}: the check failed, but not with: ${expect}\nIt said: ${_err}")
  endif()
endfunction()

_copy_sources(unchanged _copy)
_expect("${_copy}" PASS)

# Line 2 of core/cudnn_strict_version.c reads binary/'s header: a layer
# up, and binary/ includes core/.
set(_license "/* Distributed under the OSI-approved BSD 3-Clause License. */\n")
_copy_sources(upward _copy)
_replace("${_copy}/probe/core/cudnn_strict_version.c" "${_license}"
  "${_license}#include \"cudnn_strict_elf.h\"\n")
_expect("${_copy}" "probe/core/cudnn_strict_version.c:2: includes \"cudnn_strict_elf.h\" from probe/binary/, a layer above probe/core/")
_expect("${_copy}" "probe/core/cudnn_strict_version.c:2: includes \"cudnn_strict_elf.h\" from probe/binary/, which includes back into probe/core/: a folder cycle")

# Deeper in a file, after other includes and blank lines, the line is
# still the include's own.
_copy_sources(upward_later _copy)
file(READ "${_copy}/probe/platform/cudnn_strict_child_posix.c" _text)
string(REGEX MATCHALL "\n" _newlines "${_text}")
list(LENGTH _newlines _n)
math(EXPR _n "${_n} + 1")
file(APPEND "${_copy}/probe/platform/cudnn_strict_child_posix.c" "#include \"cudnn_strict_message.h\"\n")
_expect("${_copy}" "probe/platform/cudnn_strict_child_posix.c:${_n}: includes \"cudnn_strict_message.h\" from probe/core/, a layer above probe/platform/")

_copy_sources(unplaced_folder _copy)
file(WRITE "${_copy}/probe/extra/cudnn_strict_extra.h" "#include \"cudnn_strict_internal.h\"\n")
_expect("${_copy}" "probe/extra/ is not in the layer order of docs/architecture.md")

_copy_sources(same_name _copy)
file(WRITE "${_copy}/probe/cli/cudnn_strict_writer.h" "\n")
_expect("${_copy}" "a second file named cudnn_strict_writer.h")
