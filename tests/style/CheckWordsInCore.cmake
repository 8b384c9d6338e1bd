# Distributed under the OSI-approved BSD 3-Clause License.
#
# Fails when a CMake file of the module holds a "Fix:" sentence of its own,
# or prints words of its own with message() (cmake -P, with SOURCE_DIR):
# the words a user reads are the C core's (probe/core/cudnn_strict_words.h,
# read with _CuDNNStrict_words, or the probe's report), so that each is
# written once.  Comments are left out; a "Fix:" that starts no sentence
# (a regular expression that takes the core's fix off its reason,
# "Fix: .*") is no sentence.  A message() may add the "CuDNNStrict: "
# prefix to values; the only words of its own it may print are CMake's:
# find_package_handle_standard_args' "Could NOT find", a check's "yes",
# a replay's "(findings unchanged)" (a replay reads nothing of the core),
# and the error of a module file that calls another one wrongly, which
# names the function.

cmake_minimum_required(VERSION 3.21)


file(GLOB_RECURSE _files RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/cmake/*.cmake")
list(SORT _files)
set(_found "")
set(_printed "")
foreach(_file IN LISTS _files)
  file(STRINGS "${SOURCE_DIR}/${_file}" _lines)
  set(_number 0)
  set(_in_bracket_comment FALSE)
  foreach(_line IN LISTS _lines)
    math(EXPR _number "${_number} + 1")
    if(_in_bracket_comment)
      if(_line MATCHES "^\\]=*\\]")
        set(_in_bracket_comment FALSE)
      endif()
      continue()
    elseif(_line MATCHES "^#\\[=*\\[")
      set(_in_bracket_comment TRUE)
      continue()
    endif()
    # The code of the line, without a comment that ends it.
    string(REGEX REPLACE "^[ \t]*#.*$" "" _code "${_line}")
    string(REGEX REPLACE "[ \t]#[^\"]*$" "" _code "${_code}")
    if(_code MATCHES "Fix: [^.]")
      list(APPEND _found "${_file}:${_number}")
    elseif(_code MATCHES "^[ \t]*message\\(([A-Z_]+ )?\"(.*)$")
      # The text without its variables, nested ones too.
      set(_text "${CMAKE_MATCH_2}")
      while(_text MATCHES "\\$\\{[^{}]*\\}")
        string(REGEX REPLACE "\\$\\{[^{}]*\\}" "" _text "${_text}")
      endwhile()
      string(REGEX REPLACE "^CuDNNStrict: " "" _text "${_text}")
      if(_text MATCHES "[A-Za-z][A-Za-z]"
          AND NOT _text MATCHES "^(Could NOT find CuDNNStrict|yes\"| \\(findings unchanged\\)\"|_CuDNNStrict_[a-z_]+: )")
        list(APPEND _printed "${_file}:${_number}")
      endif()
    endif()
  endforeach()
endforeach()
if(_found)
  string(REPLACE ";" "\n  " _found "${_found}")
  message(FATAL_ERROR "a \"Fix:\" sentence in a CMake file of the module:\n  ${_found}\n"
    "Fix: add a row to the C core's table (probe/core/cudnn_strict_words.h) and print "
    "what _CuDNNStrict_words makes of it")
endif()
if(_printed)
  string(REPLACE ";" "\n  " _printed "${_printed}")
  message(FATAL_ERROR "a CMake file of the module prints words of its own:\n  ${_printed}\n"
    "Fix: add a row to the C core's table (probe/core/cudnn_strict_words.h) and print "
    "what _CuDNNStrict_words makes of it")
endif()
list(LENGTH _files _count)
message(STATUS "${_count} CMake files word no fix and print no words of their own")
