# Distributed under the OSI-approved BSD 3-Clause License.
#
# The values the module passes (options, findings), and reading a variable
# that may be undefined: a find module runs in projects that configure
# with --warn-uninitialized, which reports every read of one.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Report.cmake)

# Sets <out> to the value of the variable <name>, or "" when undefined.
function(_CuDNNStrict_value name out)
  set(${out} "" PARENT_SCOPE)
  if(DEFINED "${name}")
    set(${out} "${${name}}" PARENT_SCOPE)
  endif()
endfunction()

# Sets <out> to the value of the environment variable <name>, or "".
function(_CuDNNStrict_env name out)
  set(${out} "" PARENT_SCOPE)
  if(DEFINED "ENV{${name}}")
    set(${out} "$ENV{${name}}" PARENT_SCOPE)
  endif()
endfunction()

# The module passes two values, not names: the options (what the project
# asked) and the findings (what the search found and the probe concluded,
# the result variables under their public names among them).  Each is
# key=value lines in the probe's report format (Report.cmake); a list is
# kept as one line, its ';' as they are.
#
# _CuDNNStrict_put(<value_var> <key> <value> [<key> <value>]...) sets each
# <key> in the value held in <value_var>, escaping as the probe does.
# Each argument is read whole, an empty one or one holding ';' too.
function(_CuDNNStrict_put value_var)
  # The new lines are made apart and added once: the value, often the
  # whole findings, costs a copy each time it is expanded, and is matched
  # by its name instead.  The locals are named apart from the caller's
  # <value_var> (_lines, _key, ...), which is read by its name.
  set(_put_lines "")
  set(_put_keys "")
  math(EXPR _put_last "${ARGC} - 1")
  foreach(_put_at RANGE 1 ${_put_last} 2)
    math(EXPR _put_next "${_put_at} + 1")
    if(ARGV${_put_next} MATCHES "[\\\n\r]")
      string(REPLACE "\\" "\\\\" ARGV${_put_next} "${ARGV${_put_next}}")
      string(REPLACE "\n" "\\n" ARGV${_put_next} "${ARGV${_put_next}}")
      string(REPLACE "\r" "\\r" ARGV${_put_next} "${ARGV${_put_next}}")
    endif()
    string(APPEND _put_lines "${ARGV${_put_at}}=${ARGV${_put_next}}\n")
    list(APPEND _put_keys "${ARGV${_put_at}}")
  endforeach()
  # A key put again replaces its line.  Each pattern starts with what the
  # matcher looks for first: one that starts with "(^|\n)" is tried at
  # every character.
  string(REPLACE "." "\\." _put_keys "${_put_keys}")
  string(REPLACE ";" "|" _put_keys "${_put_keys}")
  if(${value_var} MATCHES "\n(${_put_keys})=" OR ${value_var} MATCHES "^(${_put_keys})=")
    string(REGEX REPLACE "\n(${_put_keys})=[^\n]*" "" _put_text "\n${${value_var}}")
    string(SUBSTRING "${_put_text}${_put_lines}" 1 -1 _put_text)
    set(${value_var} "${_put_text}" PARENT_SCOPE)
  else()
    set(${value_var} "${${value_var}}${_put_lines}" PARENT_SCOPE)
  endif()
endfunction()

# Sets, in the caller's scope, <prefix><key> to the value of each <key>
# in <value>, reading its lines once: a value's escapes (\\, \n, \r) are
# those of a quoted argument, so that each line, its '"' and '$' escaped,
# becomes one set() of one, and the lines run as one piece of code.  A
# search of the whole text per key cost a replay some hundred of them.
function(_CuDNNStrict_read_values value prefix)
  string(REPLACE "\"" "\\\"" _code "${value}")
  string(REPLACE "$" "\\$" _code "${_code}")
  # A line's first '=' ends its key.  The set() the last line opens
  # unsets <prefix> here.
  string(REGEX REPLACE "=([^\n]*)\n" "\" \"\\1\" PARENT_SCOPE)\nset(\"${prefix}" _code "${_code}")
  cmake_language(EVAL CODE "set(\"${prefix}${_code}\")")
endfunction()

# Sets <prefix><key> to the value of each <key> in <value> ("" when
# absent), a result variable's by its name after CuDNNStrict_
# (CuDNNStrict_VERSION into <prefix>VERSION).
function(_CuDNNStrict_get value prefix)
  # The match of _CuDNNStrict_report_get, in a text framed once: a call of
  # it per key copied the whole value each time, about twice the cost.
  # An escaped value is read by that function.  Each key's pattern and
  # name are made for all keys at once: per key, they cost a configure
  # some 330 commands.
  set(_text "\n${value}\n")
  list(TRANSFORM ARGN REPLACE "\\." "\\\\." OUTPUT_VARIABLE _key_regexes)
  list(TRANSFORM ARGN REPLACE "^CuDNNStrict_" "" OUTPUT_VARIABLE _names)
  foreach(_key _key_regex _name IN ZIP_LISTS ARGN _key_regexes _names)
    if(NOT _text MATCHES "\n${_key_regex}=([^\n\\]*)(\n|\\\\[^\n]*)")
      set(${prefix}${_name} "" PARENT_SCOPE)
    elseif(CMAKE_MATCH_2 STREQUAL "\n")
      set(${prefix}${_name} "${CMAKE_MATCH_1}" PARENT_SCOPE)
    else()
      _CuDNNStrict_report_get("${value}" ${_key} _value)
      set(${prefix}${_name} "${_value}" PARENT_SCOPE)
    endif()
  endforeach()
endfunction()

# The units the module generates are C99 that also compiles as C++, and
# use whichever the project enabled (a source of a language not enabled is
# not compiled at all).  Sets <out_extension> (c, cpp) and <out_lang> (C,
# CXX), both "" when neither is enabled.
function(_CuDNNStrict_unit_language out_extension out_lang)
  get_property(_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  set(${out_extension} "" PARENT_SCOPE)
  set(${out_lang} "" PARENT_SCOPE)
  if("C" IN_LIST _languages)
    set(${out_extension} c PARENT_SCOPE)
    set(${out_lang} C PARENT_SCOPE)
  elseif("CXX" IN_LIST _languages)
    set(${out_extension} cpp PARENT_SCOPE)
    set(${out_lang} CXX PARENT_SCOPE)
  endif()
endfunction()

# Sets <out> to the lines of <value> that hold result variables (key
# CuDNNStrict_*, CUDNNSTRICT_FOUND), as they are: a value of its own.
function(_CuDNNStrict_result_lines value out)
  string(REGEX MATCHALL "\n(CuDNNStrict_[A-Za-z0-9_]+|CUDNNSTRICT_FOUND)=[^\n]*" _lines "\n${value}")
  # The matches are joined with ';', which comes before a line break only
  # there.
  string(REPLACE ";\n" "\n" _lines "${_lines}\n")
  string(SUBSTRING "${_lines}" 1 -1 _lines)
  set(${out} "${_lines}" PARENT_SCOPE)
endfunction()

# Sets, in the caller's scope, each result variable the <findings> hold
# (_CuDNNStrict_result_lines), or only the keys named after <findings>:
# where a configure sets the find module's results (a replay sets those
# its record lists, from the same lines: Replay.cmake).  Only those lines
# are read: all of the findings cost a configure some 170 set() more.
function(_CuDNNStrict_set_results findings)
  _CuDNNStrict_result_lines("${findings}" _lines)
  set(_keys ${ARGN})
  if(NOT _keys)
    # Each match from a line's start: a match after the first starts its
    # "^" where the last one ended, inside a value that holds '='.
    string(REGEX MATCHALL "\n[^=\n]+=" _keys "\n${_lines}")
    list(TRANSFORM _keys REPLACE "\n|=" "")
  endif()
  _CuDNNStrict_read_values("${_lines}" _value.)
  foreach(_key IN LISTS _keys)
    set(${_key} "${_value.${_key}}" PARENT_SCOPE)
  endforeach()
endfunction()
