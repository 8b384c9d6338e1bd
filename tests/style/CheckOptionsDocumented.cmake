# Distributed under the OSI-approved BSD 3-Clause License.
#
# Fails when the options the module reads and the options its reST block
# documents differ (cmake -P, with SOURCE_DIR).  The block at the top of
# cmake/FindCuDNNStrict.cmake is the one reference for them, so an option
# added without a word there, or a word left after the option went, is an
# error naming it.
#
# Documented: every CUDNN_STRICT_* name on a term line of the block (a
# definition list's term: a line that starts with `` and is followed by an
# indented definition).
# Read: every CUDNN_STRICT_* name the module's CMake files (the block left
# out) use in code, outside comments and quoted text, or reference as
# ${...}, $ENV{...} or $CACHE{...}; and every CUDNN_STRICT_* environment
# variable the C sources read with getenv or secure_getenv (the guard's
# and the probe's, which the block documents too).  cmake/package/ is this
# repository's own build, not the module, and is left out.

cmake_minimum_required(VERSION 3.21)

# Environment variables the C sources read that are for the test suite
# only, not for users.
set(_test_seams
  CUDNN_STRICT_LD_SO_CACHE   # the ld.so cache file the loader emulation reads
)

set(_module "${SOURCE_DIR}/cmake/FindCuDNNStrict.cmake")
file(READ "${_module}" _text)
# The block: the line "#.rst:" and the comment lines after it, each
# without its "#" and one space.
if(NOT _text MATCHES "\n#\\.rst:\n((#[^\n]*\n)*)")
  message(FATAL_ERROR "no reST block (#.rst: and comment lines) in ${_module}")
endif()
string(REGEX REPLACE "(^|\n)# ?" "\\1" _block "\n${CMAKE_MATCH_1}")

# Documented names.
string(REGEX MATCHALL "\n``[^\n]*\n  [^ \n]" _terms "${_block}")
set(_documented "")
foreach(_term IN LISTS _terms)
  string(REGEX MATCHALL "CUDNN_STRICT_[A-Z0-9_]+" _names "${_term}")
  list(APPEND _documented ${_names})
endforeach()
list(REMOVE_DUPLICATES _documented)

# Names the module's CMake files read.
file(GLOB _helpers "${SOURCE_DIR}/cmake/CuDNNStrict/*.cmake")
list(SORT _helpers)
set(_read "")
foreach(_file IN ITEMS "${_module}" ${_helpers})
  file(READ "${_file}" _code)
  # The block, and any other bracket comment (CMake's regular expressions
  # have no back-references: the closing bracket is looked for as text).
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
  string(APPEND _errors "  ${_name}: read (by the module, its probe or its guard), missing from the reST block\n")
endforeach()
foreach(_name IN LISTS _unread)
  string(APPEND _errors "  ${_name}: documented in the reST block, read by no file\n")
endforeach()
if(_errors)
  message(FATAL_ERROR "The options of cmake/FindCuDNNStrict.cmake's reST block differ from "
    "what the module reads:\n${_errors}"
    "Fix: document each option as a term of the block's Hints, or remove the term.")
endif()
list(LENGTH _documented _count)
string(REPLACE ";" ", " _list "${_documented}")
message(STATUS "${_count} options documented and read: ${_list}")
