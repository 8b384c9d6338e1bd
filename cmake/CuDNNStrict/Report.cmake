# Distributed under the OSI-approved BSD 3-Clause License.
#
# Reading the probe's report: the report kept from the previous configure,
# the value of one key, a list of keys.  Nothing here judges a version.

include_guard(GLOBAL)

# The report is kept in one INTERNAL cache entry, its first line the
# fingerprint it holds for (probe.fingerprint=<key>, empty while it proves
# nothing); a cache value cannot hold newlines, so the lines are kept apart
# with the ASCII record separator.

# Sets <out_hit> to true and <out_report> to the kept report when the
# fingerprint <key> is unchanged.
function(_CuDNNStrict_cached_report key out_hit out_report)
  set(${out_hit} FALSE PARENT_SCOPE)
  string(ASCII 30 _record_separator)
  get_property(_kept CACHE _CuDNNStrict_PROBE_REPORT PROPERTY VALUE)
  set(_first "probe.fingerprint=${key}${_record_separator}")
  string(FIND "${_kept}" "${_first}" _at)
  if(CUDNN_STRICT_FORCE_CHECK OR "${key}" STREQUAL "" OR NOT _at EQUAL 0)
    return()
  endif()
  string(LENGTH "${_first}" _skip)
  string(SUBSTRING "${_kept}" ${_skip} -1 _report)
  string(REPLACE "${_record_separator}" "\n" _report "${_report}")
  set(${out_report} "${_report}" PARENT_SCOPE)
  set(${out_hit} TRUE PARENT_SCOPE)
endfunction()

# Keeps <report> for the next configure under the fingerprint <key> ("":
# kept to be read, proving nothing, so that the next configure asks again).
function(_CuDNNStrict_keep_report key report)
  string(ASCII 30 _record_separator)
  string(REPLACE "\n" "${_record_separator}" _kept "probe.fingerprint=${key}\n${report}")
  set(_CuDNNStrict_PROBE_REPORT "${_kept}" CACHE INTERNAL "the cuDNN probe's report, under its fingerprint")
endfunction()

# Keeps the report, if any, as proving nothing.
function(_CuDNNStrict_forget_report_key)
  get_property(_kept CACHE _CuDNNStrict_PROBE_REPORT PROPERTY VALUE)
  if(_kept MATCHES "^probe\\.fingerprint=[0-9a-f]+")
    string(REGEX REPLACE "^probe\\.fingerprint=[0-9a-f]+" "probe.fingerprint=" _kept "${_kept}")
    set(_CuDNNStrict_PROBE_REPORT "${_kept}" CACHE INTERNAL "the cuDNN probe's report, under its fingerprint")
  endif()
endfunction()

# Reads the value of <key> in <report> ("" when absent), undoing the
# probe's escapes of newlines and backslashes.
function(_CuDNNStrict_report_get report key out)
  string(REPLACE "." "\\." _key_regex "${key}")
  if("\n${report}" MATCHES "\n${_key_regex}=([^\n]*)")
    set(_value "${CMAKE_MATCH_1}")
    string(ASCII 1 _placeholder)
    string(REPLACE "\\\\" "${_placeholder}" _value "${_value}")
    string(REPLACE "\\n" "\n" _value "${_value}")
    string(REPLACE "\\r" "\r" _value "${_value}")
    string(REPLACE "${_placeholder}" "\\" _value "${_value}")
    set(${out} "${_value}" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# Sets <out> to the report's <key>.0 to <key>.<n-1> (n is <key>.count) as
# a list.
function(_CuDNNStrict_report_list report key out)
  _CuDNNStrict_report_get("${report}" ${key}.count _count)
  set(_items "")
  if(_count GREATER 0)
    math(EXPR _last "${_count} - 1")
    foreach(_i RANGE ${_last})
      _CuDNNStrict_report_get("${report}" ${key}.${_i} _item)
      string(REPLACE ";" "\\;" _item "${_item}")
      list(APPEND _items "${_item}")
    endforeach()
  endif()
  set(${out} "${_items}" PARENT_SCOPE)
endfunction()

# Prints the report's <key>.0 to <key>.<n-1> (n is <key>.count), each as a
# warning after <prefix>: the probe's lists of sentences.
function(_CuDNNStrict_report_warn_each report key prefix)
  _CuDNNStrict_report_get("${report}" ${key}.count _count)
  if(NOT _count GREATER 0)
    return()
  endif()
  math(EXPR _last "${_count} - 1")
  foreach(_i RANGE ${_last})
    _CuDNNStrict_report_get("${report}" ${key}.${_i} _item)
    message(WARNING "${prefix}${_item}")
  endforeach()
endfunction()
