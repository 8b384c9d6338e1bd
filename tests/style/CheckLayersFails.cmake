# Distributed under the OSI-approved BSD 3-Clause License.
#
# Proves that CheckLayers.cmake fails where it must (cmake -P, with
# SOURCE_DIR and WORK_DIR): on copies of probe/ and docs/architecture.md
# with an include that goes up a layer (core/ reading binary/'s ELF reader,
# which also closes a folder cycle), a folder the order leaves out, and two
# files of one name, it names the file and line each time; on an unchanged
# copy it passes.

cmake_minimum_required(VERSION 3.21)

include("${CMAKE_CURRENT_LIST_DIR}/CheckFails.cmake")
set(_check "${CMAKE_CURRENT_LIST_DIR}/CheckLayers.cmake")
set(_folders "probe;docs/architecture.md")

cudnn_strict_copy_sources(unchanged "${_folders}" _copy)
cudnn_strict_expect_check("${_check}" "${_copy}" PASS)

# Line 2 of core/cudnn_strict_version.c reads binary/'s header: a layer
# up, and binary/ includes core/.
set(_license "/* Distributed under the OSI-approved BSD 3-Clause License. */\n")
cudnn_strict_copy_sources(upward "${_folders}" _copy)
cudnn_strict_replace("${_copy}/probe/core/cudnn_strict_version.c" "${_license}"
  "${_license}#include \"cudnn_strict_elf.h\"\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "probe/core/cudnn_strict_version.c:2: includes \"cudnn_strict_elf.h\" from probe/binary/, a layer above probe/core/")
cudnn_strict_expect_check("${_check}" "${_copy}" "probe/core/cudnn_strict_version.c:2: includes \"cudnn_strict_elf.h\" from probe/binary/, which includes back into probe/core/: a folder cycle")

# Deeper in a file, after other includes and blank lines, the line is
# still the include's own.
cudnn_strict_copy_sources(upward_later "${_folders}" _copy)
file(READ "${_copy}/probe/platform/cudnn_strict_child_posix.c" _text)
string(REGEX MATCHALL "\n" _newlines "${_text}")
list(LENGTH _newlines _n)
math(EXPR _n "${_n} + 1")
file(APPEND "${_copy}/probe/platform/cudnn_strict_child_posix.c" "#include \"cudnn_strict_message.h\"\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "probe/platform/cudnn_strict_child_posix.c:${_n}: includes \"cudnn_strict_message.h\" from probe/core/, a layer above probe/platform/")

cudnn_strict_copy_sources(unplaced_folder "${_folders}" _copy)
file(WRITE "${_copy}/probe/extra/cudnn_strict_extra.h" "#include \"cudnn_strict_internal.h\"\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "probe/extra/ is not in the layer order of docs/architecture.md")

cudnn_strict_copy_sources(same_name "${_folders}" _copy)
file(WRITE "${_copy}/probe/cli/cudnn_strict_writer.h" "\n")
cudnn_strict_expect_check("${_check}" "${_copy}" "a second file named cudnn_strict_writer.h")
