# Distributed under the OSI-approved BSD 3-Clause License.
#
# Fails when a tracked C source or header differs from what clang-format
# makes of it under the repository's .clang-format (cmake -P, with
# SOURCE_DIR and CLANG_FORMAT).  Templates (*.in) are left out: their
# @VARIABLE@ placeholders are not C.

cmake_minimum_required(VERSION 3.21)

execute_process(COMMAND git -C "${SOURCE_DIR}" ls-files --cached --others --exclude-standard
    -- "*.c" "*.h"
  OUTPUT_VARIABLE _files RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "git ls-files failed in ${SOURCE_DIR}")
endif()
string(REPLACE "\n" ";" _files "${_files}")
list(REMOVE_ITEM _files "")
set(_unformatted "")
foreach(_file IN LISTS _files)
  execute_process(COMMAND "${CLANG_FORMAT}" --dry-run -Werror "--style=file" "${_file}"
    WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE _rc ERROR_VARIABLE _err OUTPUT_QUIET)
  if(NOT _rc EQUAL 0)
    list(APPEND _unformatted "${_file}")
    message("${_err}")
  endif()
endforeach()
list(LENGTH _files _count)
if(_unformatted)
  string(REPLACE ";" " " _list "${_unformatted}")
  message(FATAL_ERROR "not formatted as .clang-format says: ${_list}\nFix: clang-format -i ${_list}")
endif()
message(STATUS "${_count} C files follow .clang-format")
