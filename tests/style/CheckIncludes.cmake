# Distributed under the OSI-approved BSD 3-Clause License.
#
# Fails when a file of the module (cmake/**/*.cmake, and every file they
# include) calls a private command (_CuDNNStrict_<name>(...)) that is
# defined neither in that file nor in a file it includes, directly or
# through the files those include.  Such a call works only because the
# find module happened to include the defining file first: a replay, a
# package config or a test that includes the file alone, or a reordering of
# Find.cmake's includes, breaks it.  Each offence names the file, the line,
# the command and where it is defined (cmake -P, with SOURCE_DIR).
#
# It fails when a file of cmake/ includes a guarded file with include()
# rather than _CuDNNStrict_include() (cmake/CuDNNStrict/Include.cmake),
# which reads each file once per CMake process: include() parses the whole
# file at every include, before its guard returns.  Include.cmake itself
# is the exception; a file that calls the macro above its include of
# Include.cmake fails too.
#
# It also fails when a file includes one without an include guard, unless
# it is the find module (FindCuDNNStrict.cmake) or its body (Find.cmake):
# such a file sets its constants in each find_package call's scope, and
# every other include of it is read again, at every configure.
#
# Followed includes: include("${CMAKE_CURRENT_LIST_DIR}/<path>") and, in
# a function, include("${CMAKE_CURRENT_FUNCTION_LIST_DIR}/<path>"), quoted
# or not, and _CuDNNStrict_include(<path>), resolved from the including
# file's folder.  Any other include (a
# CMake module, a path held in a variable) defines no private command.
# A call: a line whose first word is the command and an opening
# parenthesis, as CMake reads a command; a name passed as a value (to
# cmake_language(CALL)) is its caller's concern.

cmake_minimum_required(VERSION 3.21)

set(_command_regex "_CuDNNStrict_[A-Za-z0-9_]+")

# Sets, for <file>, <out_defines> to the private commands it defines,
# <out_calls> to "<line>:<command>" for each call of one, <out_includes>
# to the absolute paths of the files it includes, <out_include_lines> to
# the line of each, and <out_guarded> to whether it has an include guard.
function(_scan file out_defines out_calls out_includes out_include_lines out_guarded out_plain out_early)
  file(READ "${file}" _text)
  # One list item a line, empty lines kept; brackets and semicolons, which
  # would join or split items, replaced (no command name holds one).
  string(REPLACE ";" "<semicolon>" _text "${_text}")
  string(REPLACE "[" "<open>" _text "${_text}")
  string(REPLACE "]" "<close>" _text "${_text}")
  string(REPLACE "\n" ";" _lines "${_text}")
  get_filename_component(_dir "${file}" DIRECTORY)
  set(_defines "")
  set(_calls "")
  set(_includes "")
  set(_include_lines "")
  set(_plain "")
  set(_early "")
  set(_macro_defined FALSE)
  set(_guarded FALSE)
  set(_number 0)
  foreach(_line IN LISTS _lines)
    math(EXPR _number "${_number} + 1")
    if(_line MATCHES "^[ \t]*#")
      continue()
    endif()
    if(_line MATCHES "^[ \t]*include_guard[ \t]*\\(")
      set(_guarded TRUE)
    endif()
    if(_line MATCHES "^[ \t]*(function|macro)[ \t]*\\([ \t]*(${_command_regex})([ \t)]|$)")
      list(APPEND _defines "${CMAKE_MATCH_2}")
    elseif(_line MATCHES "^[ \t]*_CuDNNStrict_include[ \t]*\\([ \t]*\"?([^\" \t)]+)")
      # The macro of Include.cmake: read once per process, resolved as
      # include() resolves ${CMAKE_CURRENT_LIST_DIR}/<file>; still a call of
      # _CuDNNStrict_include, which the file must include.
      get_filename_component(_included "${_dir}/${CMAKE_MATCH_1}" ABSOLUTE)
      list(APPEND _includes "${_included}")
      list(APPEND _include_lines "${_number}")
      list(APPEND _calls "${_number}:_CuDNNStrict_include")
      if(NOT _macro_defined AND NOT _early)
        set(_early "${_number}")
      endif()
    elseif(_line MATCHES "^[ \t]*(${_command_regex})[ \t]*\\(")
      list(APPEND _calls "${_number}:${CMAKE_MATCH_1}")
    elseif(_line MATCHES "^[ \t]*include[ \t]*\\([ \t]*\"?\\$\\{CMAKE_CURRENT_FUNCTION_LIST_DIR\\}/([^\" \t)]+)")
      # A function's include of what only one of its paths needs (the
      # core's words before an error): read when that path runs, so not
      # a plain include of every configure.
      get_filename_component(_included "${_dir}/${CMAKE_MATCH_1}" ABSOLUTE)
      list(APPEND _includes "${_included}")
      list(APPEND _include_lines "${_number}")
    elseif(_line MATCHES "^[ \t]*include[ \t]*\\([ \t]*\"?\\$\\{CMAKE_CURRENT_LIST_DIR\\}/([^\" \t)]+)")
      set(_path "${CMAKE_MATCH_1}")
      if(_path MATCHES "\\$")
        # A path held in a variable (Include.cmake's macro): none to follow.
        continue()
      endif()
      get_filename_component(_included "${_dir}/${_path}" ABSOLUTE)
      list(APPEND _includes "${_included}")
      list(APPEND _include_lines "${_number}")
      list(APPEND _plain "${_number}:${_included}")
      if(_path MATCHES "(^|/)Include\\.cmake$")
        set(_macro_defined TRUE)
      endif()
    endif()
  endforeach()
  set(${out_defines} "${_defines}" PARENT_SCOPE)
  set(${out_calls} "${_calls}" PARENT_SCOPE)
  set(${out_includes} "${_includes}" PARENT_SCOPE)
  set(${out_include_lines} "${_include_lines}" PARENT_SCOPE)
  set(${out_guarded} "${_guarded}" PARENT_SCOPE)
  set(${out_plain} "${_plain}" PARENT_SCOPE)
  set(${out_early} "${_early}" PARENT_SCOPE)
endfunction()

# Every file of the module, and what each includes, until no new file
# turns up.  Per file (named by an index, since a path is no variable
# name): its defines, calls and includes.
file(GLOB_RECURSE _pending LIST_DIRECTORIES false "${SOURCE_DIR}/cmake/*.cmake")
list(SORT _pending)
set(_files "")
while(_pending)
  list(POP_FRONT _pending _file)
  if(_file IN_LIST _files)
    continue()
  endif()
  if(NOT EXISTS "${_file}")
    message(FATAL_ERROR "${_file}: included, but there is no such file")
  endif()
  list(LENGTH _files _index)
  list(APPEND _files "${_file}")
  _scan("${_file}" _defines_${_index} _calls_${_index} _includes_${_index} _include_lines_${_index}
    _guarded_${_index} _plain_${_index} _early_${_index})
  list(APPEND _pending ${_includes_${_index}})
endwhile()

# Where each private command is defined, for the message.
set(_all_defines "")
set(_index 0)
foreach(_file IN LISTS _files)
  file(RELATIVE_PATH _relative "${SOURCE_DIR}" "${_file}")
  foreach(_command IN LISTS _defines_${_index})
    list(APPEND _all_defines "${_command}")
    list(APPEND _where_${_command} "${_relative}")
  endforeach()
  math(EXPR _index "${_index} + 1")
endforeach()

set(_errors "")
set(_index 0)
foreach(_file IN LISTS _files)
  # The files this one reaches through its includes, itself first.
  set(_reached "${_index}")
  set(_queue ${_includes_${_index}})
  while(_queue)
    list(POP_FRONT _queue _included)
    list(FIND _files "${_included}" _included_index)
    if(NOT _included_index IN_LIST _reached)
      list(APPEND _reached "${_included_index}")
      list(APPEND _queue ${_includes_${_included_index}})
    endif()
  endwhile()
  set(_visible "")
  foreach(_reached_index IN LISTS _reached)
    list(APPEND _visible ${_defines_${_reached_index}})
  endforeach()
  file(RELATIVE_PATH _relative "${SOURCE_DIR}" "${_file}")
  if(NOT _relative MATCHES "^cmake/(FindCuDNNStrict|CuDNNStrict/Find)\\.cmake$")
    foreach(_included _line IN ZIP_LISTS _includes_${_index} _include_lines_${_index})
      list(FIND _files "${_included}" _included_index)
      if(NOT _guarded_${_included_index})
        file(RELATIVE_PATH _included_relative "${SOURCE_DIR}" "${_included}")
        list(APPEND _errors "${_relative}:${_line}: includes ${_included_relative}, which has no include guard: only the find module includes it (cmake/CuDNNStrict/Find.cmake), or it gets one")
      endif()
    endforeach()
  endif()
  # A plain include() of a guarded file parses it whole at every include,
  # before its guard returns: a file of cmake/ includes so only
  # Include.cmake, which defines the macro that reads the others once, and
  # an unguarded file (the find module's body).
  foreach(_plain_include IN LISTS _plain_${_index})
    string(REGEX MATCH "^([0-9]+):(.*)$" _match "${_plain_include}")
    set(_included "${CMAKE_MATCH_2}")
    set(_plain_line "${CMAKE_MATCH_1}")
    list(FIND _files "${_included}" _included_index)
    file(RELATIVE_PATH _included_relative "${SOURCE_DIR}" "${_included}")
    if(_guarded_${_included_index} AND _relative MATCHES "^cmake/"
        AND NOT _included_relative STREQUAL "cmake/CuDNNStrict/Include.cmake")
      list(APPEND _errors "${_relative}:${_plain_line}: includes ${_included_relative} with include(), which parses it again at every include: use _CuDNNStrict_include() (cmake/CuDNNStrict/Include.cmake)")
    endif()
  endforeach()
  # The macro called above the include of the file that defines it: an
  # unknown command when this file is the first to be read.
  if(_early_${_index} AND NOT _relative STREQUAL "cmake/CuDNNStrict/Include.cmake")
    list(APPEND _errors "${_relative}:${_early_${_index}}: calls _CuDNNStrict_include before it includes cmake/CuDNNStrict/Include.cmake, which defines it")
  endif()
  # One offence per command a file lacks, at its first call.
  set(_named "")
  foreach(_call IN LISTS _calls_${_index})
    string(REGEX MATCH "^([0-9]+):(.*)$" _match "${_call}")
    set(_command "${CMAKE_MATCH_2}")
    if(_command IN_LIST _visible OR _command IN_LIST _named)
      continue()
    endif()
    list(APPEND _named "${_command}")
    if(_command IN_LIST _all_defines)
      string(REPLACE ";" " and " _definers "${_where_${_command}}")
      list(APPEND _errors "${_relative}:${CMAKE_MATCH_1}: calls ${_command}, defined in ${_definers}, which ${_relative} does not include: include it")
    else()
      list(APPEND _errors "${_relative}:${CMAKE_MATCH_1}: calls ${_command}, which no file of the module defines")
    endif()
  endforeach()
  math(EXPR _index "${_index} + 1")
endforeach()

if(_errors)
  string(REPLACE ";" "\n" _errors "${_errors}")
  message(FATAL_ERROR "${_errors}")
endif()
