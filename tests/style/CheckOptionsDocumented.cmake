# Distributed under the OSI-approved BSD 3-Clause License.
#
# Fails when the options the module reads and the options its reference
# documents differ (cmake -P, with SOURCE_DIR).  docs/find-package.md is the
# one reference for them, so an option added without a word there, or a
# word left after the option went, is an error naming it.
#
# Documented: every CUDNN_STRICT_* name on a heading line of the reference
# (an option is documented under its own "### `CUDNN_STRICT_...`" heading
# of "Hints and options"; a name in prose documents nothing).
# Read: every CUDNN_STRICT_* name the module's CMake files use in code,
# outside comments and quoted text, or reference as ${...}, $ENV{...} or
# $CACHE{...}; and every CUDNN_STRICT_* environment variable the C sources
# read with getenv or secure_getenv (the guard's and the probe's, which the
# reference documents too).  cmake/package/ is this repository's own
# build, not the module, and is left out.

cmake_minimum_required(VERSION 3.21)

# Environment variables the C sources read that are for the test suite
# only, not for users.
set(_test_seams
  CUDNN_STRICT_LD_SO_CACHE   # the ld.so cache file the loader emulation reads
)

set(_module "${SOURCE_DIR}/cmake/FindCuDNNStrict.cmake")
set(_reference "${SOURCE_DIR}/docs/find-package.md")
if(NOT EXISTS "${_reference}")
  message(FATAL_ERROR "no reference of the module: ${_reference} is missing")
endif()

# Documented names: those on the reference's headings, fenced code blocks
# left out (a "# comment" in a block of CMake code is no heading).  Read
# whole, not by file(STRINGS), whose list would split at ";" and join at
# "[".
file(READ "${_reference}" _text)
set(_prose "")
while(TRUE)
  string(FIND "${_text}" "\n```" _open)
  if(_open EQUAL -1)
    string(APPEND _prose "${_text}")
    break()
  endif()
  string(SUBSTRING "${_text}" 0 ${_open} _before)
  string(APPEND _prose "${_before}\n")
  math(EXPR _open "${_open} + 4")
  string(SUBSTRING "${_text}" ${_open} -1 _text)
  string(FIND "${_text}" "\n```" _close)
  if(_close EQUAL -1)
    message(FATAL_ERROR "an unclosed code block in ${_reference}")
  endif()
  math(EXPR _close "${_close} + 4")
  string(SUBSTRING "${_text}" ${_close} -1 _text)
endwhile()
string(REGEX MATCHALL "\n#+ [^\n]*" _headings "\n${_prose}")
set(_documented "")
foreach(_heading IN LISTS _headings)
  string(REGEX MATCHALL "CUDNN_STRICT_[A-Z0-9_]+" _names "${_heading}")
  list(APPEND _documented ${_names})
endforeach()
list(REMOVE_DUPLICATES _documented)

# Names the module's CMake files read.
file(GLOB _helpers "${SOURCE_DIR}/cmake/CuDNNStrict/*.cmake")
list(SORT _helpers)
set(_read "")
foreach(_file IN ITEMS "${_module}" ${_helpers})
  file(READ "${_file}" _code)
  # Bracket comments (CMake's regular expressions have no back-references:
  # the closing bracket is looked for as text).
  while(_code MATCHES "#\\[(=*)\\[")
    string(FIND "${_code}" "${CMAKE_MATCH_0}" _start)
    set(_end_text "]${CMAKE_MATCH_1}]")
    string(SUBSTRING "${_code}" ${_start} -1 _rest)
    string(FIND "${_rest}" "${_end_text}" _end)
    if(_end EQUAL -1)
      message(FATAL_ERROR "an unclosed bracket comment in ${_file}")
    endif()
    string(LENGTH "${_end_text}" _length)
    math(EXPR _end "${_start} + ${_end} + ${_length}")
    string(SUBSTRING "${_code}" 0 ${_start} _before)
    string(SUBSTRING "${_code}" ${_end} -1 _after)
    set(_code "${_before}${_after}")
  endwhile()
  # References, wherever they stand (quoted text included).
  string(REGEX MATCHALL "\\$(ENV|CACHE)?{CUDNN_STRICT_[A-Z0-9_]+}" _refs "${_code}")
  foreach(_ref IN LISTS _refs)
    string(REGEX MATCH "CUDNN_STRICT_[A-Z0-9_]+" _name "${_ref}")
    list(APPEND _read "${_name}")
  endforeach()
  # Bare names in code: whole-line comments first (they may hold quotes),
  # then quoted text (messages name options in prose), then what is left
  # of comments after code.
  string(REGEX REPLACE "(^|\n)[ \t]*#[^\n]*" "\\1" _code "${_code}")
  string(REGEX REPLACE "\"([^\"\\\\]|\\\\.)*\"" "\"\"" _code "${_code}")
  string(REGEX REPLACE "#[^\n]*" "" _code "${_code}")
  string(REGEX MATCHALL "CUDNN_STRICT_[A-Z0-9_]+" _names "${_code}")
  list(APPEND _read ${_names})
endforeach()

# Environment variables the C sources read.
file(GLOB_RECURSE _sources "${SOURCE_DIR}/probe/*.c" "${SOURCE_DIR}/probe/*.h"
  "${SOURCE_DIR}/templates/*.in")
foreach(_file IN LISTS _sources)
  file(READ "${_file}" _code)
  # A name as a literal, or as the checks' list names it
  # (CUDNN_STRICT_ENV(NAME), probe/base/cudnn_strict_environment.h).
  string(REGEX MATCHALL "getenv\\((\"|CUDNN_STRICT_ENV\\()CUDNN_STRICT_[A-Z0-9_]+(\"|\\))\\)" _calls "${_code}")
  foreach(_call IN LISTS _calls)
    string(REGEX REPLACE "^getenv\\((CUDNN_STRICT_ENV\\()?\"?" "" _name "${_call}")
    string(REGEX MATCH "^CUDNN_STRICT_[A-Z0-9_]+" _name "${_name}")
    list(APPEND _read "${_name}")
  endforeach()
endforeach()
list(REMOVE_DUPLICATES _read)
list(REMOVE_ITEM _read ${_test_seams})

set(_undocumented "${_read}")
list(REMOVE_ITEM _undocumented ${_documented})
set(_unread "${_documented}")
list(REMOVE_ITEM _unread ${_read})
list(SORT _undocumented)
list(SORT _unread)

set(_errors "")
foreach(_name IN LISTS _undocumented)
  string(APPEND _errors "  ${_name}: read (by the module, its probe or its guard), missing from docs/find-package.md\n")
endforeach()
foreach(_name IN LISTS _unread)
  string(APPEND _errors "  ${_name}: documented in docs/find-package.md, read by no file\n")
endforeach()
if(_errors)
  message(FATAL_ERROR "The options documented in docs/find-package.md differ from "
    "what the module reads:\n${_errors}"
    "Fix: document each option under a heading of its own (### `NAME`) in the "
    "reference's \"Hints and options\", or remove the heading.")
endif()
list(LENGTH _documented _count)
string(REPLACE ";" ", " _list "${_documented}")
message(STATUS "${_count} options documented and read: ${_list}")
