# Distributed under the OSI-approved BSD 3-Clause License.
#
# Finding the header that defines CUDNN_MAJOR/MINOR/PATCHLEVEL: cudnn_version.h
# from cuDNN 8 on, cudnn.h up to 7, and Debian's _v<major> variants of both.
#
# The text read here only chooses the file and gives an early reading; the
# version the module reports is the one the C preprocessor computes when the
# probe is compiled (see Probe.cmake), and the two must agree.

# Included by every find_package(CuDNNStrict), without an include guard:
# the constants below must be set in the scope of each call, and a sibling
# directory or a function does not inherit those of an earlier call.

include(${CMAKE_CURRENT_LIST_DIR}/Files.cmake)
include("${CMAKE_CURRENT_LIST_DIR}/Values.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Locations.cmake")

# A "#define" line as the preprocessor reads it: blanks or /* */ comments
# may stand before and after the '#' and around "define".
set(_CuDNNStrict_COMMENT_REGEX "/\\*[^*]*\\*/")
set(_CuDNNStrict_DEFINE_REGEX "^[ \t]*(${_CuDNNStrict_COMMENT_REGEX}[ \t]*)*#[ \t]*(${_CuDNNStrict_COMMENT_REGEX}[ \t]*)*define([ \t]|${_CuDNNStrict_COMMENT_REGEX})+")

# The names tried in one directory, best first.  An unversioned name is an
# install's own choice (or Debian's alternatives link); among versioned ones
# the highest major wins.
function(_CuDNNStrict_version_header_names dir out)
  file(GLOB _versioned RELATIVE "${dir}" "${dir}/cudnn_version_v[0-9]*.h")
  file(GLOB _legacy RELATIVE "${dir}" "${dir}/cudnn_v[0-9]*.h")
  list(SORT _versioned COMPARE NATURAL ORDER DESCENDING)
  list(SORT _legacy COMPARE NATURAL ORDER DESCENDING)
  set(${out} cudnn_version.h ${_versioned} cudnn.h ${_legacy} PARENT_SCOPE)
endfunction()

# The names find_path looks for, in the order of
# _CuDNNStrict_version_header_names; the directory it finds is then read
# with that function, which knows every _v<major> name there.
function(_CuDNNStrict_version_header_search_names out)
  set(_versioned "")
  set(_legacy "")
  foreach(_major RANGE 20 2 -1)
    if(_major GREATER_EQUAL 8)
      list(APPEND _versioned cudnn_version_v${_major}.h)
    endif()
    list(APPEND _legacy cudnn_v${_major}.h)
  endforeach()
  set(${out} cudnn_version.h ${_versioned} cudnn.h ${_legacy} PARENT_SCOPE)
endfunction()

# A block comment, which the preprocessor replaces by one space before it
# reads any directive.
set(_CuDNNStrict_BLOCK_COMMENT_REGEX "/\\*([^*]|\\*+[^*/])*\\*+/")
set(_CuDNNStrict_VERSION_MACRO_REGEX "CUDNN_(MAJOR|MINOR|PATCHLEVEL|VERSION)")
set(_CuDNNStrict_CONDITIONAL_REGEX "^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)([^A-Za-z0-9_]|$)")

# Sets <out_lines> to the logical lines of <file> that the preprocessor
# reads as conditionals (#if ... #endif) or that name a version macro, as
# it sees them: a UTF-8 byte order mark dropped, a line that ends in a
# backslash joined to the next, and comments removed.  Sets
# <out_commented> to the "#define <version macro> ..." texts that stand
# inside comments, which a line reader would take for definitions.
# file(STRINGS) cannot be used for this: it keeps the backslash, which then
# escapes the list separator and runs two lines together.  Backslashes and
# ';' inside a line become the unit separator, which no plain value holds.
function(_CuDNNStrict_header_lines file out_lines out_commented)
  file(READ "${file}" _text)
  string(ASCII 239 187 191 _bom)
  string(FIND "${_text}" "${_bom}" _at)
  if(_at EQUAL 0)
    string(SUBSTRING "${_text}" 3 -1 _text)
  endif()
  string(REGEX REPLACE "\\\\[ \t]*\r?\n" "" _text "${_text}")
  string(ASCII 31 _unit_separator)
  string(REPLACE "\\" "${_unit_separator}" _text "${_text}")
  string(REPLACE ";" "${_unit_separator}" _text "${_text}")
  string(REGEX MATCHALL "${_CuDNNStrict_BLOCK_COMMENT_REGEX}" _comments "${_text}")
  string(REGEX REPLACE "${_CuDNNStrict_BLOCK_COMMENT_REGEX}" " " _text "${_text}")
  string(REGEX MATCHALL "//[^\n]*" _line_comments "${_text}")
  string(REGEX REPLACE "//[^\n]*" "" _text "${_text}")
  set(_commented "")
  foreach(_comment IN LISTS _comments _line_comments)
    string(REGEX MATCHALL "#[ \t]*define[ \t]+${_CuDNNStrict_VERSION_MACRO_REGEX}[^\n]*" _defines "${_comment}")
    foreach(_define IN LISTS _defines)
      string(STRIP "${_define}" _define)
      if(_define MATCHES "^(.*[^*])\\*+/$")
        string(STRIP "${CMAKE_MATCH_1}" _define)
      endif()
      list(APPEND _commented "${_define}")
    endforeach()
  endforeach()
  string(REPLACE "\n" ";" _lines "${_text}")
  list(FILTER _lines INCLUDE REGEX "${_CuDNNStrict_CONDITIONAL_REGEX}|${_CuDNNStrict_VERSION_MACRO_REGEX}")
  set(${out_lines} "${_lines}" PARENT_SCOPE)
  set(${out_commented} "${_commented}" PARENT_SCOPE)
endfunction()

function(_CuDNNStrict_defines_version file out)
  _CuDNNStrict_header_lines("${file}" _lines _commented)
  list(FILTER _lines INCLUDE REGEX "${_CuDNNStrict_DEFINE_REGEX}CUDNN_MAJOR([ \t/\r]|$)")
  if(_lines)
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()

# Looks in one directory.  Sets <out_file> to the version header, or leaves
# it empty; sets <out_error> when an entry there is unusable (a dangling
# link, a directory named like a header): such a directory is an error, not
# a place to skip silently.
function(_CuDNNStrict_version_header_in dir out_file out_error)
  set(_file "")
  set(_error "")
  set(_without_macros "")
  _CuDNNStrict_version_header_names("${dir}" _names)
  foreach(_name IN LISTS _names)
    _CuDNNStrict_entry_present("${dir}/${_name}" _present)
    if(NOT _present)
      continue()
    endif()
    _CuDNNStrict_check_file("${dir}/${_name}" "cuDNN header" _error)
    if(_error)
      break()
    endif()
    _CuDNNStrict_defines_version("${dir}/${_name}" _defines)
    if(_defines)
      set(_file "${dir}/${_name}")
      break()
    endif()
    list(APPEND _without_macros "${dir}/${_name}")
  endforeach()
  if(NOT _file AND NOT _error AND _without_macros)
    string(REPLACE ";" ", " _listed "${_without_macros}")
    if(EXISTS "${dir}/cudnn_version.h")
      set(_error "found ${_listed} but none of them defines CUDNN_MAJOR: the version header is truncated, damaged or not cuDNN's. Fix: reinstall cuDNN")
    else()
      set(_error "found ${_listed} but no header there defines CUDNN_MAJOR (cuDNN 8 and newer keep it in cudnn_version.h, which is missing)")
    endif()
  endif()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Sets <out_is_define> to whether <line> is a "#define <macro>" and
# <out_body> to its replacement text with comments removed and blanks
# folded, the way C compares two definitions of one macro.
function(_CuDNNStrict_define_body line macro out_is_define out_body)
  set(_is_define FALSE)
  set(_body "")
  if(line MATCHES "${_CuDNNStrict_DEFINE_REGEX}${macro}([ \t/\r]|$)")
    set(_is_define TRUE)
    string(REGEX REPLACE "${_CuDNNStrict_DEFINE_REGEX}${macro}" "" _body "${line}")
    string(REGEX REPLACE "${_CuDNNStrict_COMMENT_REGEX}" " " _body "${_body}")
    # A comment that runs on past the end of the line.
    string(REGEX REPLACE "/[*/].*$" "" _body "${_body}")
    string(REGEX REPLACE "[ \t\r]+" " " _body "${_body}")
    string(STRIP "${_body}" _body)
    # An empty element would vanish from the list of definitions.
    if(_body STREQUAL "")
      set(_body "(empty)")
    endif()
  endif()
  set(${out_is_define} ${_is_define} PARENT_SCOPE)
  set(${out_body} "${_body}" PARENT_SCOPE)
endfunction()

# How the preprocessor treats the lines under one conditional directive:
# "dead" under "#if 0" (or an #else or #elif after "#if 1"), "live" under
# "#if 1", and "flags" under a condition on a macro (#ifdef, #if defined,
# __cplusplus, an include guard), which the build's own flags could decide
# either way.  Only a plain integer literal is a condition no flag changes.
function(_CuDNNStrict_condition_state directive taken out_state out_taken)
  if(taken)
    set(${out_state} dead PARENT_SCOPE)
    set(${out_taken} TRUE PARENT_SCOPE)
  elseif(directive MATCHES "^[ \t]*#[ \t]*(el)?if[ \t(]+([0-9]+)[ \t)]*$")
    if(CMAKE_MATCH_2 EQUAL 0)
      set(${out_state} dead PARENT_SCOPE)
      set(${out_taken} FALSE PARENT_SCOPE)
    else()
      set(${out_state} live PARENT_SCOPE)
      set(${out_taken} TRUE PARENT_SCOPE)
    endif()
  else()
    set(${out_state} flags PARENT_SCOPE)
    set(${out_taken} FALSE PARENT_SCOPE)
  endif()
endfunction()

# Walks the header's conditionals.  Sets <out_defines> to "<state>|<line>"
# for each line that defines a version macro, where <state> is the
# innermost-wins combination of the enclosing conditions: "dead" when any
# of them is never true, else "flags" when any depends on a macro, else
# "live".
function(_CuDNNStrict_classify_defines lines out_defines)
  set(_states "")   # one "<state>:<taken>" per open conditional
  set(_defines "")
  foreach(_line IN LISTS lines)
    if(_line MATCHES "^[ \t]*#[ \t]*(if|ifdef|ifndef)([^A-Za-z0-9_]|$)")
      _CuDNNStrict_condition_state("${_line}" FALSE _state _taken)
      list(APPEND _states "${_state}:${_taken}")
    elseif(_line MATCHES "^[ \t]*#[ \t]*(elif|else)([^A-Za-z0-9_]|$)" AND _states)
      list(POP_BACK _states _top)
      string(REGEX MATCH "[A-Z]+$" _taken "${_top}")
      if(_line MATCHES "^[ \t]*#[ \t]*else")
        if(_taken)
          set(_state dead)
        elseif(_top MATCHES "^flags")
          set(_state flags)
        else()
          set(_state live)
          set(_taken TRUE)
        endif()
      else()
        if(_top MATCHES "^flags" AND NOT _taken)
          set(_state flags)
        else()
          _CuDNNStrict_condition_state("${_line}" "${_taken}" _state _taken)
        endif()
      endif()
      list(APPEND _states "${_state}:${_taken}")
    elseif(_line MATCHES "^[ \t]*#[ \t]*endif([^A-Za-z0-9_]|$)" AND _states)
      list(POP_BACK _states)
    elseif(_line MATCHES "${_CuDNNStrict_DEFINE_REGEX}${_CuDNNStrict_VERSION_MACRO_REGEX}")
      set(_state live)
      if("${_states}" MATCHES "(^|;)dead:")
        set(_state dead)
      elseif("${_states}" MATCHES "(^|;)flags:")
        set(_state flags)
      endif()
      list(APPEND _defines "${_state}|${_line}")
    endif()
  endforeach()
  set(${out_defines} "${_defines}" PARENT_SCOPE)
endfunction()

# Reads the definitions of one macro among <defines> (from
# _CuDNNStrict_classify_defines).  Sets <out_value> to the number when
# there is exactly one definition the preprocessor can reach and it is a
# plain decimal, and to "" when the text alone cannot tell (an expression,
# another macro, an octal or suffixed literal: the preprocessor decides
# those).  Sets <out_bodies> to the distinct reachable definitions, so that
# a header which defines the macro two ways (a redefinition, or
# alternatives under a condition the build's flags decide) is reported
# instead of guessed at, and appends to <ignored_var> each definition that
# no build can reach (under #if 0).
function(_CuDNNStrict_read_macro defines macro out_value out_bodies ignored_var)
  set(_bodies "")
  set(_ignored "${${ignored_var}}")
  foreach(_define IN LISTS defines)
    string(REGEX REPLACE "^[a-z]+\\|" "" _line "${_define}")
    _CuDNNStrict_define_body("${_line}" ${macro} _is_define _body)
    if(NOT _is_define)
      continue()
    elseif(_define MATCHES "^dead\\|")
      string(STRIP "${_line}" _line)
      list(APPEND _ignored "'${_line}' (under #if 0)")
    else()
      list(APPEND _bodies "${_body}")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES _bodies)
  set(_value "")
  list(LENGTH _bodies _count)
  if(_count EQUAL 1 AND _bodies MATCHES "^(0|[1-9][0-9]*)$")
    math(EXPR _value "${_bodies}")
  endif()
  set(${out_value} "${_value}" PARENT_SCOPE)
  set(${out_bodies} "${_bodies}" PARENT_SCOPE)
  set(${ignored_var} "${_ignored}" PARENT_SCOPE)
endfunction()

# Sets <prefix>_MAJOR/_MINOR/_PATCH from the header text ("" where the text
# alone cannot tell), <prefix>_MISSING to the version macros the text never
# names, <prefix>_AMBIGUOUS to a description of the macros it defines in
# more than one way that a build could reach ("" when none), and
# <prefix>_IGNORED to the definitions no build reaches (in comments, under
# #if 0), which the summary names.
function(_CuDNNStrict_read_version_text file prefix)
  _CuDNNStrict_header_lines("${file}" _lines _commented)
  _CuDNNStrict_classify_defines("${_lines}" _defines)
  set(_missing "")
  set(_ambiguous "")
  set(_ignored "")
  foreach(_define IN LISTS _commented)
    list(APPEND _ignored "'${_define}' (in a comment)")
  endforeach()
  foreach(_pair IN ITEMS MAJOR:MAJOR MINOR:MINOR PATCH:PATCHLEVEL VERSION:VERSION)
    string(REPLACE ":" ";" _pair "${_pair}")
    list(GET _pair 0 _field)
    list(GET _pair 1 _macro)
    if(NOT _field STREQUAL "VERSION" AND NOT _lines MATCHES "(^|[^A-Za-z0-9_])CUDNN_${_macro}([^A-Za-z0-9_]|$)")
      list(APPEND _missing CUDNN_${_macro})
    endif()
    _CuDNNStrict_read_macro("${_defines}" CUDNN_${_macro} _value _bodies _ignored)
    list(LENGTH _bodies _count)
    if(_count GREATER 1)
      string(REPLACE ";" "' and as '" _bodies "${_bodies}")
      list(APPEND _ambiguous "CUDNN_${_macro} as '${_bodies}'")
    endif()
    if(NOT _field STREQUAL "VERSION")
      set(${prefix}_${_field} "${_value}" PARENT_SCOPE)
    endif()
  endforeach()
  string(REPLACE ";" ", " _ambiguous "${_ambiguous}")
  string(ASCII 31 _unit_separator)
  string(REPLACE "${_unit_separator}" "\\" _ignored "${_ignored}")
  set(${prefix}_MISSING "${_missing}" PARENT_SCOPE)
  set(${prefix}_AMBIGUOUS "${_ambiguous}" PARENT_SCOPE)
  set(${prefix}_IGNORED "${_ignored}" PARENT_SCOPE)
endfunction()

# Finds the version header where <search> (_CuDNNStrict_make_search)
# looks.  Sets <out_file>, <out_label> (which location
# gave it) and <out_error> (a sentence naming the file, or "").
# CUDNN_INCLUDE_DIR, else the environment variable of that name (PyTorch's
# setup reads both), names the include directory or an install prefix
# whose include/ holds the header, as PyTorch's module accepts.
function(_CuDNNStrict_find_version_header search out_file out_label out_error)
  set(_file "")
  set(_label "")
  set(_error "")
  set(_given "")
  # Read before the if(): an elseif() expands its arguments even when
  # DEFINED ENV{...} in it is false (--warn-uninitialized).
  _CuDNNStrict_env(CUDNN_INCLUDE_DIR _env_given)
  if(CUDNN_INCLUDE_DIR)
    set(_given "${CUDNN_INCLUDE_DIR}")
    set(_label CUDNN_INCLUDE_DIR)
    set(_what CUDNN_INCLUDE_DIR)
  elseif(NOT _env_given STREQUAL "")
    set(_given "${_env_given}")
    set(_label "ENV{CUDNN_INCLUDE_DIR}")
    set(_what "the environment variable CUDNN_INCLUDE_DIR")
  endif()
  if(NOT _given STREQUAL "")
    # A relative path would be taken from whatever directory CMake runs in.
    if(NOT IS_ABSOLUTE "${_given}")
      set(_error "${_what} is ${_given}, a relative path: set it to an absolute path")
    elseif(NOT IS_DIRECTORY "${_given}")
      if(EXISTS "${_given}")
        set(_error "${_what} is ${_given}, which is a file: set it to the directory that holds cudnn_version.h (or cudnn.h for cuDNN 7 and older)")
      else()
        set(_error "${_what} is ${_given}, which does not exist")
      endif()
    else()
      _CuDNNStrict_version_header_in("${_given}" _file _error)
      if(NOT _file AND NOT _error AND IS_DIRECTORY "${_given}/include")
        _CuDNNStrict_version_header_in("${_given}/include" _file _error)
      endif()
      if(NOT _file AND NOT _error)
        set(_error "${_what} is ${_given}, which holds no cudnn_version.h or cudnn.h, nor does its include subdirectory: set it to the directory that holds the header, or to the install prefix above it")
      endif()
    endif()
  else()
    _CuDNNStrict_version_header_search_names(_names)
    _CuDNNStrict_search(include "${search}" _file _label _error NAMES ${_names}
      CHECKER _CuDNNStrict_version_header_in)
    if(NOT _file AND NOT _error)
      _CuDNNStrict_locations_of("${search}" _where)
      string(REPLACE ";" ", " _where "${_where}")
      set(_error "no cuDNN header (cudnn_version.h or cudnn.h) was found in the searched locations (${_where}): set CuDNNStrict_ROOT to the cuDNN install prefix, or CUDNN_INCLUDE_DIR to its include directory")
    endif()
  endif()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_label} "${_label}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Sets <out> to the cuDNN version headers of another release than
# <version> (the judged header <header>'s) in the directories a project may
# list before cuDNN's: <toolkit_dirs> (the CUDA toolkit's include
# directories, as FindCUDAToolkit and FindCUDA name them) and, for a
# native build, /usr/local/include and /usr/include, which the compiler
# searches after the include path.  One "<directory>|<header>|<version>"
# item each; <version> is "unknown" when the text alone cannot tell.
function(_CuDNNStrict_other_headers header version toolkit_dirs out)
  get_filename_component(_judged_dir "${header}" DIRECTORY)
  file(REAL_PATH "${_judged_dir}" _judged_real)
  set(_dirs ${toolkit_dirs})
  if(NOT CMAKE_CROSSCOMPILING)
    list(APPEND _dirs /usr/local/include /usr/include)
  endif()
  set(_seen "${_judged_real}")
  set(_others "")
  foreach(_dir IN LISTS _dirs)
    if(NOT IS_DIRECTORY "${_dir}")
      continue()
    endif()
    file(REAL_PATH "${_dir}" _real)
    if(_real IN_LIST _seen)
      continue()
    endif()
    list(APPEND _seen "${_real}")
    _CuDNNStrict_version_header_in("${_dir}" _other _error)
    if(NOT _other)
      continue()
    endif()
    _CuDNNStrict_read_version_text("${_other}" _text)
    set(_other_version "unknown")
    if(NOT "${_text_MAJOR}" STREQUAL "" AND NOT "${_text_MINOR}" STREQUAL "" AND NOT "${_text_PATCH}" STREQUAL "")
      set(_other_version "${_text_MAJOR}.${_text_MINOR}.${_text_PATCH}")
    endif()
    if(NOT _other_version STREQUAL version)
      list(APPEND _others "${_dir}|${_other}|${_other_version}")
    endif()
  endforeach()
  set(${out} "${_others}" PARENT_SCOPE)
endfunction()
