# Distributed under the OSI-approved BSD 3-Clause License.
#
# Reading the probe's report: the header facts out of the compiled
# assembly, the report kept from the previous configure, and the value of
# one key.  Nothing here judges a version.

include_guard(GLOBAL)

# The header facts the compiler saw, read out of the object without
# running it.  Appends them to <report_var> as key=value lines.
function(_CuDNNStrict_read_header_info object report_var)
  set(_numbers "[0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+ [0-9]+")
  file(STRINGS "${object}" _info LIMIT_COUNT 1
    REGEX "INFO:cudnn_strict_header\\[[vx] ${_numbers}\\]")
  set(_report "${${report_var}}")
  if(_info MATCHES "\\[([vx]) ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+) ([0-9]+)\\]")
    set(_values "${CMAKE_MATCH_2};${CMAKE_MATCH_3};${CMAKE_MATCH_4};${CMAKE_MATCH_5};${CMAKE_MATCH_6};${CMAKE_MATCH_7}")
    string(APPEND _report "header.in_range=${CMAKE_MATCH_1}\n")
    foreach(_key IN ITEMS pp_major pp_minor pp_patch pp_own_code pp_encoded_code toolkit_cudart)
      list(POP_FRONT _values _value)
      math(EXPR _value "${_value}")  # drops the leading zeros
      string(APPEND _report "header.${_key}=${_value}\n")
    endforeach()
  endif()
  set(${report_var} "${_report}" PARENT_SCOPE)
endfunction()

# Sets <out_hit> to true and <out_report> to the cached report when the
# fingerprint <key> is unchanged.
function(_CuDNNStrict_cached_report key out_hit out_report)
  _CuDNNStrict_value(_CuDNNStrict_PROBE_KEY _kept)
  if(NOT CUDNN_STRICT_FORCE_CHECK AND "${key}" STREQUAL "${_kept}")
    # A cache value cannot hold newlines: the cached report keeps its lines
    # apart with the ASCII record separator.
    string(ASCII 30 _record_separator)
    string(REPLACE "${_record_separator}" "\n" _report "${_CuDNNStrict_PROBE_REPORT}")
    set(${out_report} "${_report}" PARENT_SCOPE)
    set(${out_hit} TRUE PARENT_SCOPE)
  else()
    set(${out_hit} FALSE PARENT_SCOPE)
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
