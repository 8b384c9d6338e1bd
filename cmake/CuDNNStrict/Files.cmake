# Distributed under the OSI-approved BSD 3-Clause License.
#
# Checks on one path, for the header and library searches: it must be a
# readable, non-empty regular file (through any chain of symlinks) whose
# name CMake can carry; the message says which link broke, or what is wrong.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(../../probe/Sources.cmake)

# Sets <out> to "file", "directory", "missing" or "unreadable: <reason>".
# if(EXISTS) asks access(R_OK), so it cannot tell a file the user may not
# read from a missing one; a copy attempt can, and never copies anything
# here, since a readable file took the EXISTS branch.
function(_CuDNNStrict_path_state path out)
  if(IS_DIRECTORY "${path}")
    set(${out} "directory" PARENT_SCOPE)
    return()
  elseif(EXISTS "${path}")
    set(${out} "file" PARENT_SCOPE)
    return()
  endif()
  get_filename_component(_parent "${path}" DIRECTORY)
  if(NOT EXISTS "${_parent}")
    set(${out} "missing" PARENT_SCOPE)
    return()
  endif()
  set(_scratch "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict-readability-check")
  file(COPY_FILE "${path}" "${_scratch}" RESULT _result)
  if(_result STREQUAL "0")
    file(REMOVE "${_scratch}")
    set(${out} "file" PARENT_SCOPE)
  elseif(_result MATCHES "No such file|Not a directory")
    set(${out} "missing" PARENT_SCOPE)
  else()
    # CMake 4 says which end of the copy failed; only the input is ours.
    string(REGEX REPLACE " \\(input\\)$" "" _result "${_result}")
    set(${out} "unreadable: ${_result}" PARENT_SCOPE)
  endif()
endfunction()

# Sets <out> to "link -> target -> ..." for a chain of symlinks and
# <out_problem> to "", "dangling" or "loop".
function(_CuDNNStrict_describe_symlinks path out out_problem)
  set(_chain "${path}")
  set(_current "${path}")
  set(_seen "")
  set(_problem "")
  foreach(_hop RANGE 40)
    if(NOT IS_SYMLINK "${_current}")
      break()
    endif()
    if("${_current}" IN_LIST _seen)
      set(_problem "loop")
      break()
    endif()
    list(APPEND _seen "${_current}")
    file(READ_SYMLINK "${_current}" _target)
    if(NOT IS_ABSOLUTE "${_target}")
      get_filename_component(_dir "${_current}" DIRECTORY)
      set(_target "${_dir}/${_target}")
    endif()
    string(APPEND _chain " -> ${_target}")
    set(_current "${_target}")
  endforeach()
  if(NOT _problem)
    _CuDNNStrict_path_state("${_current}" _state)
    if(_state STREQUAL "missing")
      set(_problem "dangling")
    endif()
  endif()
  if(_problem STREQUAL "" AND IS_SYMLINK "${_current}")
    set(_problem "loop")
  endif()
  set(${out} "${_chain}" PARENT_SCOPE)
  set(${out_problem} "${_problem}" PARENT_SCOPE)
endfunction()

# Sets <out_error> when <path> holds characters that CMake cannot carry
# through lists, properties and build files (';' splits a list, '\'
# becomes '/', "$(" is a make variable): each would break later, far from
# the cause.
function(_CuDNNStrict_check_path_characters path what out_error)
  set(_error "")
  if(path MATCHES ";")
    _CuDNNStrict_words(_error PATH_SEMICOLON what "${what}" path "${path}")
  elseif(path MATCHES "[\\]")
    _CuDNNStrict_words(_error PATH_BACKSLASH what "${what}" path "${path}")
  elseif(path MATCHES "\\$\\(")
    _CuDNNStrict_words(_error PATH_MAKE_VARIABLE what "${what}" path "${path}")
  endif()
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Sets <out_error> to a sentence naming <path> when it cannot be used as the
# file <what> (e.g. "cuDNN version header"), or to "" when it can.
function(_CuDNNStrict_check_file path what out_error)
  _CuDNNStrict_check_path_characters("${path}" "${what}" _error)
  if(NOT _error AND IS_SYMLINK "${path}")
    _CuDNNStrict_describe_symlinks("${path}" _chain _problem)
    if(_problem)  # FILE_DANGLING, FILE_LOOP
      string(TOUPPER "FILE_${_problem}" _words)
      _CuDNNStrict_words(_error ${_words} what "${what}" path "${_chain}")
    else()
      _CuDNNStrict_check_path_characters("${_chain}" "${what}" _error)
    endif()
  endif()
  if(NOT _error)
    _CuDNNStrict_path_state("${path}" _state)
    if(_state MATCHES "^(missing|directory)$")  # FILE_MISSING, FILE_DIRECTORY
      string(TOUPPER "FILE_${_state}" _words)
      _CuDNNStrict_words(_error ${_words} what "${what}" path "${path}")
    elseif(_state MATCHES "^unreadable: (.*)")
      _CuDNNStrict_words(_error FILE_UNREADABLE what "${what}" path "${path}" why "${CMAKE_MATCH_1}")
    else()
      # A FIFO would block the read for ever, and a socket or device cannot
      # be read as a file: all of them report size 0, like an empty file.
      file(SIZE "${path}" _size)
      if(_size EQUAL 0)
        _CuDNNStrict_words(_error FILE_EMPTY what "${what}" path "${path}")
      endif()
    endif()
  endif()
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Sets <out> to TRUE when <path> is an entry in a directory, even a broken
# or unreadable one, so that it is reported instead of skipped.
function(_CuDNNStrict_entry_present path out)
  set(${out} TRUE PARENT_SCOPE)
  if(NOT EXISTS "${path}" AND NOT IS_SYMLINK "${path}")
    _CuDNNStrict_path_state("${path}" _state)
    if(NOT _state MATCHES "^unreadable")
      set(${out} FALSE PARENT_SCOPE)
    endif()
  endif()
endfunction()
