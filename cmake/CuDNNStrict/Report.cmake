# Distributed under the OSI-approved BSD 3-Clause License.
#
# Reading the probe's report (key=value lines).  Nothing here judges.

include_guard(GLOBAL)

# Reads the value of <key> in <report> ("" when absent), undoing the
# probe's escapes.  A configure reads some two hundred values, few of them
# escaped: a value without a backslash is returned as matched.
function(_CuDNNStrict_report_get report key out)
  string(REPLACE "." "\\." _key_regex "${key}")
  # The value up to its first backslash, then the line's end or the rest
  # from that backslash: never empty, so that its CMAKE_MATCH_2 is set.
  if(NOT "\n${report}\n" MATCHES "\n${_key_regex}=([^\n\\]*)(\n|\\\\[^\n]*)")
    set(${out} "" PARENT_SCOPE)
  elseif(CMAKE_MATCH_2 STREQUAL "\n")
    set(${out} "${CMAKE_MATCH_1}" PARENT_SCOPE)
  else()
    # From the whole match: CMAKE_MATCH_1, empty, may be unset for a
    # value that starts with a backslash.
    string(REGEX REPLACE "^\n[^=]*=" "" _value "${CMAKE_MATCH_0}")
    string(ASCII 1 _placeholder)
    string(REPLACE "\\\\" "${_placeholder}" _value "${_value}")
    string(REPLACE "\\n" "\n" _value "${_value}")
    string(REPLACE "\\r" "\r" _value "${_value}")
    string(REPLACE "${_placeholder}" "\\" _value "${_value}")
    set(${out} "${_value}" PARENT_SCOPE)
  endif()
endfunction()

# Sets <out> to the list of the report's <key>.0 .. <key>.<count-1>.
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

# Prints each of the report's list <key> as a warning after <prefix>.
function(_CuDNNStrict_report_warn_each report key prefix)
  _CuDNNStrict_report_list("${report}" ${key} _items)
  foreach(_item IN LISTS _items)
    message(WARNING "${prefix}${_item}")
  endforeach()
endfunction()
