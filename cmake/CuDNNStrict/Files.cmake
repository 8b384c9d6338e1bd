# Distributed under the OSI-approved BSD 3-Clause License.
#
# Checks on a single path, shared by the header and library searches: a
# path the module is about to use must be a readable regular file (through
# any chain of symlinks), and when it is not, the message says which link
# broke and where it pointed.

include_guard(GLOBAL)

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
  if(NOT _problem AND NOT EXISTS "${_current}")
    set(_problem "dangling")
  endif()
  if(_problem STREQUAL "" AND IS_SYMLINK "${_current}")
    set(_problem "loop")
  endif()
  set(${out} "${_chain}" PARENT_SCOPE)
  set(${out_problem} "${_problem}" PARENT_SCOPE)
endfunction()

# Sets <out_error> to a sentence naming <path> when it cannot be used as the
# file <what> (e.g. "cuDNN version header"), or to "" when it can.
function(_CuDNNStrict_check_file path what out_error)
  set(_error "")
  if(IS_SYMLINK "${path}")
    _CuDNNStrict_describe_symlinks("${path}" _chain _problem)
    if(_problem STREQUAL "dangling")
      set(_error "the ${what} ${_chain} is a dangling symlink: its target does not exist (a removed package or alternative?)")
    elseif(_problem STREQUAL "loop")
      set(_error "the ${what} ${_chain} is a symlink loop")
    endif()
  endif()
  if(NOT _error)
    if(NOT EXISTS "${path}")
      set(_error "the ${what} ${path} does not exist")
    elseif(IS_DIRECTORY "${path}")
      set(_error "the ${what} ${path} is a directory, not a file")
    endif()
  endif()
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# True (sets <out> to the path) when <path> is an entry in a directory, even
# a broken one, so that a dangling link is reported instead of skipped.
function(_CuDNNStrict_entry_present path out)
  if(EXISTS "${path}" OR IS_SYMLINK "${path}")
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()
