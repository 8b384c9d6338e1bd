# Distributed under the OSI-approved BSD 3-Clause License.
#
# What a re-configure takes from the previous configure instead of working
# it out again, the way CMake's own find modules keep what they found in
# cache entries: the release the static archives tell (read in seconds from an engines archive of a
# gigabyte).  A result is kept in INTERNAL cache
# entries together with the SHA-256 of a key, a text that names every input
# of the work: the files it read (by contents, or by size and time as the
# probe's fingerprint stamps them, and the target of every symbolic link),
# the settings it depends on, and the module file that does the work.  Any
# other key does the work again; CUDNN_STRICT_FORCE_CHECK turns the reuse
# off.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/Fingerprint.cmake")

# A memo is one INTERNAL cache entry: the SHA-256 of its key, then each
# variable's name and value.  A cache value cannot hold newlines, and a
# value may hold ';': the parts are kept apart by ASCII's separators (group
# between variables, unit between a name and its value, record for a
# newline inside a value).

# Sets the variables kept under <name> in the caller's scope, and <out_hit>
# to TRUE, when they were kept under the same <key>; else <out_hit> FALSE.
function(_CuDNNStrict_memo_restore name key out_hit)
  set(${out_hit} FALSE PARENT_SCOPE)
  string(SHA256 _key "${key}")
  string(ASCII 29 _group)
  string(ASCII 30 _record)
  string(ASCII 31 _unit)
  # get_property: an entry not yet kept reads as "" without a warning
  # (--warn-uninitialized).
  get_property(_memo CACHE _CuDNNStrict_MEMO_${name} PROPERTY VALUE)
  if(CUDNN_STRICT_FORCE_CHECK OR NOT _memo MATCHES "^${_key}${_group}")
    return()
  endif()
  string(LENGTH "${_key}${_group}" _skip)
  string(SUBSTRING "${_memo}" ${_skip} -1 _memo)
  # Each variable as one list element: ';' in a value is kept by escaping it
  # before the split.
  string(REPLACE ";" "\\;" _memo "${_memo}")
  string(REPLACE "${_group}" ";" _entries "${_memo}")
  foreach(_entry IN LISTS _entries)
    string(FIND "${_entry}" "${_unit}" _at)
    if(_at LESS 0)
      continue()
    endif()
    string(SUBSTRING "${_entry}" 0 ${_at} _var)
    math(EXPR _at "${_at} + 1")
    string(SUBSTRING "${_entry}" ${_at} -1 _value)
    string(REPLACE "${_record}" "\n" _value "${_value}")
    set(${_var} "${_value}" PARENT_SCOPE)
  endforeach()
  set(${out_hit} TRUE PARENT_SCOPE)
endfunction()

# Keeps the caller's variables named after <key> under <name>.
function(_CuDNNStrict_memo_store name key)
  string(SHA256 _memo "${key}")
  string(ASCII 29 _group)
  string(ASCII 30 _record)
  string(ASCII 31 _unit)
  foreach(_var IN LISTS ARGN)
    string(REPLACE "\n" "${_record}" _value "${${_var}}")
    string(APPEND _memo "${_group}${_var}${_unit}${_value}")
  endforeach()
  set(_CuDNNStrict_MEMO_${name} "${_memo}" CACHE INTERNAL "")
endfunction()
