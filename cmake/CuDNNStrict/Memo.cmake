# Distributed under the OSI-approved BSD 3-Clause License.
#
# What a re-configure takes from the previous configure instead of working
# it out again, the way CMake's own find modules keep what they found in
# cache entries: the version text read from the header, and the
# sub-libraries found beside libcudnn.  A result is kept in INTERNAL cache
# entries together with the SHA-256 of a key, a text that names every input
# of the work: the files it read (by contents, or by size and time as the
# probe's fingerprint stamps them, and the target of every symbolic link),
# the settings it depends on, and the module file that does the work.  Any
# other key does the work again; CUDNN_STRICT_FORCE_CHECK turns the reuse
# off.

include_guard(GLOBAL)

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

# Forgets what was kept under <name>, so that the next configure does the
# work again.
function(_CuDNNStrict_memo_forget name)
  unset(_CuDNNStrict_MEMO_${name} CACHE)
endfunction()

# Appends to the text in <out> a line per path of <paths>: a symbolic link
# with its target, a directory or a missing path as such; then the stamp the
# probe's fingerprint uses (_CuDNNStrict_file_stamp) of each file the paths
# lead to, once.
function(_CuDNNStrict_memo_stamp_paths out)
  set(_text "${${out}}")
  set(_reals "")
  foreach(_path IN LISTS ARGN)
    if(IS_SYMLINK "${_path}")
      file(READ_SYMLINK "${_path}" _target)
      string(APPEND _text "${_path} -> ${_target}\n")
    elseif(IS_DIRECTORY "${_path}")
      string(APPEND _text "${_path} directory\n")
      continue()
    endif()
    if(EXISTS "${_path}" AND NOT IS_DIRECTORY "${_path}")
      file(REAL_PATH "${_path}" _real)
      list(APPEND _reals "${_real}")
    else()
      string(APPEND _text "${_path} missing\n")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES _reals)
  foreach(_real IN LISTS _reals)
    _CuDNNStrict_file_stamp("${_real}" _stamp)
    string(APPEND _text "${_stamp}\n")
  endforeach()
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# Appends to the text in <out> the size and time of each of the module's
# <files> (names in this folder): an edit or another release of the module
# changes them, and hashing them would cost more than what they guard.
function(_CuDNNStrict_memo_stamp_module out)
  set(_text "${${out}}")
  foreach(_name IN LISTS ARGN)
    set(_file "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/${_name}")
    file(SIZE "${_file}" _size)
    file(TIMESTAMP "${_file}" _time "%s" UTC)
    string(APPEND _text "${_file} ${_size} ${_time}\n")
  endforeach()
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# Sets <out> to the key of the version text of <header>: its contents and
# the module files that read it.
function(_CuDNNStrict_version_text_key header out)
  file(SHA256 "${header}" _hash)
  set(_text "format 1\n${header} ${_hash}\n")
  _CuDNNStrict_memo_stamp_module(_text Header.cmake Files.cmake)
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# Sets <out> to the key of the sub-libraries of <library> (cuDNN <major>):
# every file named like a cuDNN library in the directory of the file the
# library leads to, what the checks of a library file depend on (the
# target's system and processor), and the module files that find them.
function(_CuDNNStrict_sublibraries_key library major out)
  set(_text "format 1\n${library} ${major}\n")
  # A project enables C or C++, or both: read what the other leaves
  # undefined through guards (--warn-uninitialized).
  _CuDNNStrict_value(CMAKE_C_LIBRARY_ARCHITECTURE _c_architecture)
  _CuDNNStrict_value(CMAKE_CXX_LIBRARY_ARCHITECTURE _cxx_architecture)
  string(APPEND _text "${CMAKE_SYSTEM_NAME} ${CMAKE_SYSTEM_PROCESSOR} ${CMAKE_SIZEOF_VOID_P} "
    "${_c_architecture} ${_cxx_architecture} ${WIN32}\n")
  set(_beside "")
  if(EXISTS "${library}")
    file(REAL_PATH "${library}" _real)
    string(APPEND _text "${library} leads to ${_real}\n")
    get_filename_component(_dir "${_real}" DIRECTORY)
    file(GLOB _beside LIST_DIRECTORIES true "${_dir}/libcudnn*" "${_dir}/cudnn*.dll")
    list(SORT _beside)
  endif()
  _CuDNNStrict_memo_stamp_paths(_text "${library}" ${_beside})
  _CuDNNStrict_memo_stamp_module(_text Library.cmake Files.cmake ../../probe/base/cudnn_strict_sublibraries.h)
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()
