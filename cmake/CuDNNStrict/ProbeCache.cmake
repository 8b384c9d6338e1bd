# Distributed under the OSI-approved BSD 3-Clause License.
#
# The per-user cache of what configures compile: the program that runs the
# checks (one build serves every build tree of a user with the same
# compiler, flags, probe sources and CUDA runtime) and the header facts'
# object.  An entry is <cache>/<SHA-256 of the text that decides the
# build>, holding the files built, that text (inputs.txt) and the files'
# SHA-256 (sha256.txt).
#
# The cache is $XDG_CACHE_HOME/cudnn-strict (else ~/.cache/cudnn-strict);
# CUDNN_STRICT_PROBE_CACHE=OFF, as a CMake or an environment variable,
# turns it off.  A program from it is run only when the directory, the
# entry and its files are this user's, writable by no one else, not
# symbolic links, and the hashes and the text match; otherwise the files
# are built in the build tree (an entry of this user's is then replaced).
# An entry is written under a temporary name and renamed into place, so
# that configures running at once never see half of one; every write may
# fail (a read-only or full home) without failing the configure.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)

# Sets <out> to one word per path: OK when it is this user's, a directory
# or a regular file (not a symbolic link) and writable by neither its group
# nor others; OURS when it is this user's but not so; BAD otherwise.
function(_CuDNNStrict_cache_paths_state out)
  set(_states ${ARGN})
  list(TRANSFORM _states REPLACE ".+" BAD)
  set(${out} "${_states}" PARENT_SCOPE)
  file(STRINGS /proc/self/status _uid REGEX "^Uid:")
  if(NOT _uid MATCHES "^Uid:[ \t]+[0-9]+[ \t]+([0-9]+)")
    return()
  endif()
  set(_uid "${CMAKE_MATCH_1}")  # the effective one, which owns what we create
  # One stat for all: a process costs more than the rest of a lookup.
  execute_process(COMMAND stat -c "%u %a %F" ${ARGN}
    OUTPUT_VARIABLE _stats ERROR_QUIET)
  string(REGEX MATCHALL "[^\n]+" _lines "${_stats}")
  list(LENGTH _lines _count)
  list(LENGTH ARGN _expected)
  if(NOT _count EQUAL _expected)
    return()  # one is missing: the lines no longer say which is which
  endif()
  set(_states "")
  foreach(_line IN LISTS _lines)
    set(_owner "")
    if(_line MATCHES "^([0-9]+) [0-7]*([0-7])([0-7]) (.*)$")
      set(_owner "${CMAKE_MATCH_1}")
      set(_others "${CMAKE_MATCH_2}${CMAKE_MATCH_3}")  # group and others
      set(_type "${CMAKE_MATCH_4}")
    endif()
    if(NOT _owner STREQUAL _uid)
      list(APPEND _states BAD)
    elseif(_others MATCHES "[2367]" OR NOT _type MATCHES "^(regular file|regular empty file|directory)$")
      list(APPEND _states OURS)
    else()
      list(APPEND _states OK)
    endif()
  endforeach()
  set(${out} "${_states}" PARENT_SCOPE)
endfunction()

# Sets <out> to the text of sha256.txt for the files <names> of <dir>.
function(_CuDNNStrict_cache_hashes dir names out)
  set(_hashes "")
  foreach(_name IN LISTS names)
    file(SHA256 "${dir}/${_name}" _hash)
    string(APPEND _hashes "${_name} ${_hash}\n")
  endforeach()
  set(${out} "${_hashes}" PARENT_SCOPE)
endfunction()

# Looks up the entry built from <inputs> (the text that decides it) that
# holds the files <names>.  Sets <out_entry> to its directory ("" when the
# cache is off) and <out_state> to HIT (use it), STORE (no entry, or one
# of this user's that is broken: _CuDNNStrict_cache_store replaces it) or
# KEEP (the cache or the entry cannot be trusted: leave them alone).
function(_CuDNNStrict_cache_lookup inputs names out_entry out_state)
  set(${out_entry} "" PARENT_SCOPE)
  set(${out_state} KEEP PARENT_SCOPE)
  _CuDNNStrict_value(CUDNN_STRICT_PROBE_CACHE _variable)
  _CuDNNStrict_env(CUDNN_STRICT_PROBE_CACHE _env)
  _CuDNNStrict_env(XDG_CACHE_HOME _xdg)
  _CuDNNStrict_env(HOME _home)
  set(_dir "")
  if(IS_ABSOLUTE "${_xdg}")
    set(_dir "${_xdg}/cudnn-strict")
  elseif(IS_ABSOLUTE "${_home}")
    set(_dir "${_home}/.cache/cudnn-strict")
  endif()
  # Off as a CMake or an environment variable, or with no home to keep it
  # in; the checks below read the owner and mode the Linux way.
  string(TOUPPER ";${_variable};${_env};" _switches)
  if(_switches MATCHES ";(OFF|FALSE|NO|N|0);" OR NOT CMAKE_HOST_UNIX OR NOT EXISTS /proc/self/status
      OR NOT _dir OR IS_SYMLINK "${_dir}")
    return()
  endif()
  string(SHA256 _key "${inputs}")
  set(_entry "${_dir}/${_key}")
  set(${out_entry} "${_entry}" PARENT_SCOPE)
  if(NOT EXISTS "${_dir}")
    set(${out_state} STORE PARENT_SCOPE)
    return()
  endif()
  # The entry's files are asked of only when all are there: with one
  # missing, stat's lines no longer say which is which.
  set(_paths "${_dir}")
  set(_complete FALSE)
  if(EXISTS "${_entry}" OR IS_SYMLINK "${_entry}")
    set(_files inputs.txt sha256.txt ${names})
    list(TRANSFORM _files PREPEND "${_entry}/")
    set(_complete TRUE)
    foreach(_path IN LISTS _entry _files)
      if(IS_SYMLINK "${_path}" OR NOT EXISTS "${_path}")
        set(_complete FALSE)
      endif()
    endforeach()
    list(APPEND _paths "${_entry}")
    if(_complete)
      list(APPEND _paths ${_files})
    endif()
  endif()
  _CuDNNStrict_cache_paths_state(_states ${_paths})
  list(POP_FRONT _states _dir_state _entry_state)
  if(NOT _dir_state STREQUAL "OK" OR _entry_state STREQUAL "BAD")
    return()  # not this user's to use or to mend
  endif()
  if(NOT _complete OR NOT _entry_state STREQUAL "OK" OR _states MATCHES "BAD|OURS")
    set(${out_state} STORE PARENT_SCOPE)  # this user's, broken: rebuild it
    return()
  endif()
  file(READ "${_entry}/inputs.txt" _stored_inputs)
  file(READ "${_entry}/sha256.txt" _stored_hashes)
  _CuDNNStrict_cache_hashes("${_entry}" "${names}" _hashes)
  if(NOT _stored_inputs STREQUAL inputs OR NOT _stored_hashes STREQUAL _hashes)
    set(${out_state} STORE PARENT_SCOPE)  # truncated, replaced, or another build's
    return()
  endif()
  set(${out_state} HIT PARENT_SCOPE)
endfunction()

# Stores the files <names> of <from_dir>, built from <inputs>, as the
# <entry> a lookup said <state> of: nothing unless STORE.  A failure is
# silent: the configure goes on with the build tree's files.
function(_CuDNNStrict_cache_store entry state inputs from_dir names)
  if(NOT state STREQUAL "STORE")
    return()
  endif()
  get_filename_component(_dir "${entry}" DIRECTORY)
  string(SHA256 _tree "${CMAKE_BINARY_DIR}")
  string(SUBSTRING "${_tree}" 0 12 _tree)
  string(RANDOM LENGTH 8 _random)
  set(_temporary "${entry}.tmp-${_tree}-${_random}")
  # mkdir -m: this user's alone from the start, whatever the umask; no CMake
  # command creates one without failing the configure on a read-only home.
  execute_process(COMMAND mkdir -p -m 700 "${_dir}" "${_temporary}"
    RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_QUIET)
  if(NOT _rc EQUAL 0)
    return()
  endif()
  _CuDNNStrict_cache_hashes("${from_dir}" "${names}" _hashes)
  file(WRITE "${from_dir}/inputs.txt" "${inputs}")
  file(WRITE "${from_dir}/sha256.txt" "${_hashes}")
  set(_stored TRUE)
  foreach(_name IN LISTS names ITEMS inputs.txt sha256.txt)
    file(COPY_FILE "${from_dir}/${_name}" "${_temporary}/${_name}" RESULT _copied)
    if(NOT _copied EQUAL 0)
      set(_stored FALSE)
    endif()
  endforeach()
  if(_stored)
    # A broken entry of this user's (the lookup said so) is moved aside
    # first: rename(2) moves a directory only onto an empty one or none, so
    # that an entry another configure completed meanwhile stays.
    if(EXISTS "${entry}" OR IS_SYMLINK "${entry}")
      file(RENAME "${entry}" "${_temporary}-stale" RESULT _moved)
    endif()
    file(RENAME "${_temporary}" "${entry}" RESULT _renamed)
  endif()
  # Whatever is left: a copy that lost the race to a configure running at
  # once (its entry is as good), a write that failed, the stale entry.
  if(EXISTS "${_temporary}" OR EXISTS "${_temporary}-stale")
    execute_process(COMMAND rm -rf "${_temporary}" "${_temporary}-stale"
      OUTPUT_QUIET ERROR_QUIET)
  endif()
endfunction()
