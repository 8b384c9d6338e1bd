# Distributed under the OSI-approved BSD 3-Clause License.
#
# Runs every command of the ```sh blocks of the README and then of the
# pages in docs/, in order, in a scratch copy of the repository (cmake -P,
# with SOURCE_DIR and WORK_DIR), so that the documentation cannot drift
# from what works.  The workflow preset command is
# left out: it runs this test suite, and .ci/run runs it.

set(_skip "^cmake --workflow --preset ci$")

file(GLOB _pages "${SOURCE_DIR}/docs/*.md")
list(SORT _pages)
set(_readme "")
foreach(_page IN ITEMS "${SOURCE_DIR}/README.md" ${_pages})
  file(READ "${_page}" _text)
  string(APPEND _readme "${_text}\n")
endforeach()
# Commands may hold ';', which CMake lists would split: carry it as the
# ASCII unit separator until each command is run.
string(ASCII 31 _semicolon)
string(REPLACE ";" "${_semicolon}" _readme "${_readme}")
string(REGEX MATCHALL "```sh\n[^`]*```" _blocks "${_readme}")
set(_commands "")
foreach(_block IN LISTS _blocks)
  string(REGEX REPLACE "^```sh\n" "" _block "${_block}")
  string(REGEX REPLACE "```$" "" _block "${_block}")
  string(REPLACE "\\\n" " " _block "${_block}")   # continued lines
  string(REPLACE "\n" ";" _lines "${_block}")
  foreach(_line IN LISTS _lines)
    string(STRIP "${_line}" _line)
    if(_line STREQUAL "" OR _line MATCHES "^#" OR _line MATCHES "${_skip}")
      continue()
    endif()
    list(APPEND _commands "${_line}")
  endforeach()
endforeach()
list(LENGTH _commands _count)
if(_count EQUAL 0)
  message(FATAL_ERROR "no commands found in the README's sh blocks")
endif()

file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND git -C "${SOURCE_DIR}" ls-files --cached --others --exclude-standard
  OUTPUT_VARIABLE _files RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "git ls-files failed in ${SOURCE_DIR}")
endif()
string(REPLACE "\n" ";" _files "${_files}")
foreach(_file IN LISTS _files)
  if(_file AND EXISTS "${SOURCE_DIR}/${_file}")
    get_filename_component(_dir "${WORK_DIR}/${_file}" DIRECTORY)
    file(COPY "${SOURCE_DIR}/${_file}" DESTINATION "${_dir}")
  endif()
endforeach()

foreach(_command IN LISTS _commands)
  string(REPLACE "${_semicolon}" ";" _command "${_command}")
  message(STATUS "README command: ${_command}")
  execute_process(COMMAND sh -c "${_command}" WORKING_DIRECTORY "${WORK_DIR}"
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  message("${_out}${_err}")
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "README command failed (exit ${_rc}): ${_command}")
  endif()
endforeach()
message(STATUS "${_count} README commands ran")
