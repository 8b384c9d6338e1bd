# Distributed under the OSI-approved BSD 3-Clause License.
#
# Fails when the checks program (the configure and configure_gpu programs
# of probe/Sources.cmake) reads an environment variable that the key of a
# shared run does not hold: another build tree, in another shell, would
# take a run whose verdict that variable changed.  The key is what
# _CuDNNStrict_shared_report_inputs (cmake/CuDNNStrict/Probe.cmake) writes
# beside the fingerprint, from the C core's list of the variables
# (probe/base/cudnn_strict_environment.h), and the fingerprint's
# environment stamp (_CuDNNStrict_environment_stamp,
# cmake/CuDNNStrict/Replay.cmake) holds the GPU's settings
# (probe/gpu/cudnn_strict_gpu_environment.h).  The check asks those
# functions, not a list: each variable read is set to a value of its own,
# and that value must be in their text.  Each offence names the file, the
# line and the variable (cmake -P, with SOURCE_DIR).
#
# A read: getenv, secure_getenv, _wgetenv, GetEnvironmentVariable[AW] or a
# function of the sources whose name ends in getenv (a wrapper), called
# with CUDNN_STRICT_ENV(NAME) or CUDNN_STRICT_GPU_ENV(NAME) (a name of
# those lists), or with an element of a static array of the same file
# made of them (or of the GPU check's table of names,
# CUDNN_STRICT_GPU_ENVIRONMENT_MAP).  A name given as a string literal
# bypasses the lists and fails; a name computed any other way cannot be
# checked and fails, except the parameter a wrapper passes on (its
# callers are checked).  Scanned: the C files of those two programs and
# every header of probe/; comments and preprocessor lines are skipped.

cmake_minimum_required(VERSION 3.21)

include("${SOURCE_DIR}/probe/Sources.cmake")
include("${SOURCE_DIR}/cmake/CuDNNStrict/Probe.cmake")
include("${SOURCE_DIR}/cmake/CuDNNStrict/Replay.cmake")

_CuDNNStrict_gpu_environment_names(_gpu_names)
_CuDNNStrict_program_sources(configure _configure)
_CuDNNStrict_program_sources(configure_gpu _configure_gpu)
file(GLOB_RECURSE _headers LIST_DIRECTORIES false "${SOURCE_DIR}/probe/*.h")
set(_files ${_configure} ${_configure_gpu} ${_headers})
list(REMOVE_DUPLICATES _files)
list(SORT _files)

set(_listed_regex "CUDNN_STRICT_(GPU_)?ENV *\\( *([A-Za-z0-9_]+) *\\)")
set(_call_regex "([A-Za-z0-9_]*getenv|GetEnvironmentVariable[AW]?) *\\( *(L?\"[A-Za-z0-9_]+\"|${_listed_regex}|[A-Za-z_][A-Za-z0-9_]*(<open>)?)?")
set(_literal_error "by a string literal, which bypasses the list that keys a shared run: read it as CUDNN_STRICT_ENV(NAME), a name of probe/base/cudnn_strict_environment.h")
set(_reads "")
set(_errors "")
foreach(_file IN LISTS _files)
  file(RELATIVE_PATH _name "${SOURCE_DIR}" "${_file}")
  file(READ "${_file}" _text)
  # One list item a line; brackets and semicolons, which would join or
  # split items, replaced.
  string(REPLACE "\\" "<backslash>" _text "${_text}")
  string(REPLACE ";" "<semicolon>" _text "${_text}")
  string(REPLACE "[" "<open>" _text "${_text}")
  string(REPLACE "]" "<close>" _text "${_text}")
  string(REPLACE "\n" ";" _lines "${_text}")
  set(_number 0)
  set(_function "")
  set(_collecting "")
  # Arrays are the file's own: those of the file before are forgotten.
  foreach(_array IN LISTS _arrays)
    unset("_array_${_array}")
  endforeach()
  set(_arrays "")
  foreach(_line IN LISTS _lines)
    math(EXPR _number "${_number} + 1")
    string(REGEX REPLACE "/\\*([^*]|\\*+[^*/])*\\*+/" "" _line "${_line}")
    string(REGEX REPLACE "//.*" "" _line "${_line}")
    if(_line MATCHES "^[ \t]*(\\*|/\\*|#)")
      continue()
    endif()
    # The initializer of the latest static array of each name, the
    # array a call nearest below it indexes.
    if(_line MATCHES "[ *]([A-Za-z_][A-Za-z0-9_]*)<open><close> *=(.*)")
      set(_collecting "${CMAKE_MATCH_1}")
      list(APPEND _arrays "${_collecting}")
      set("_array_${_collecting}" "")
      set(_line "${CMAKE_MATCH_2}")
    endif()
    if(NOT _collecting STREQUAL "")
      string(APPEND "_array_${_collecting}" "${_line}\n")
      if(_line MATCHES "}")
        set(_collecting "")
      endif()
    endif()
    # A line at the first column opens a definition (or declares one):
    # its first name before a parenthesis is the function's.
    if(_line MATCHES "^[A-Za-z_]")
      if(_line MATCHES "([A-Za-z_][A-Za-z0-9_]*) *\\(")
        set(_function "${CMAKE_MATCH_1}")
      endif()
      continue()
    endif()
    string(REGEX MATCHALL "${_call_regex}" _calls "${_line}")
    foreach(_call IN LISTS _calls)
      string(REGEX MATCH "${_call_regex}" _ignored "${_call}")
      set(_argument "${CMAKE_MATCH_2}")
      if(_argument MATCHES "^L?\"([A-Za-z0-9_]+)\"$")
        string(APPEND _errors "${_name}:${_number}: reads ${CMAKE_MATCH_1} ${_literal_error}\n")
        continue()
      endif()
      if(_argument MATCHES "^${_listed_regex}$")
        list(APPEND _reads "${CMAKE_MATCH_2}@${_name}:${_number}")
        continue()
      endif()
      set(_array "")
      if(_argument MATCHES "^([A-Za-z_][A-Za-z0-9_]*)<open>$")
        set(_array "${CMAKE_MATCH_1}")
      endif()
      if(NOT _array STREQUAL "" AND DEFINED "_array_${_array}")
        set(_initializer "${_array_${_array}}")
        string(REGEX MATCHALL "\"[A-Za-z0-9_]+\"" _literals "${_initializer}")
        foreach(_literal IN LISTS _literals)
          string(REPLACE "\"" "" _literal "${_literal}")
          string(APPEND _errors "${_name}:${_number}: reads ${_literal} ${_literal_error}\n")
        endforeach()
        string(REGEX MATCHALL "${_listed_regex}" _listed "${_initializer}")
        foreach(_entry IN LISTS _listed)
          string(REGEX MATCH "${_listed_regex}" _ignored "${_entry}")
          list(APPEND _reads "${CMAKE_MATCH_2}@${_name}:${_number}")
        endforeach()
        if(_initializer MATCHES "CUDNN_STRICT_GPU_ENVIRONMENT_MAP")
          foreach(_gpu_name IN LISTS _gpu_names)
            list(APPEND _reads "${_gpu_name}@${_name}:${_number}")
          endforeach()
        endif()
      elseif(_function MATCHES "getenv$" AND _argument MATCHES "^[A-Za-z_][A-Za-z0-9_]*$")
        # A wrapper passing its parameter on: its callers are checked.
      else()
        string(APPEND _errors "${_name}:${_number}: reads an environment variable whose name this check cannot tell: name it as CUDNN_STRICT_ENV(NAME) or in a static array of them\n")
      endif()
    endforeach()
  endforeach()
endforeach()

# Each variable read, set to a value of its own: the key and the stamp
# must change with it.
set(_names "")
foreach(_read IN LISTS _reads)
  string(REGEX REPLACE "@.*" "" _variable "${_read}")
  list(APPEND _names "${_variable}")
endforeach()
list(REMOVE_DUPLICATES _names)
foreach(_variable IN LISTS _names)
  set("ENV{${_variable}}" "cudnn-strict-check-${_variable}")
endforeach()
_CuDNNStrict_environment_stamp("${_gpu_names}" _stamp)
_CuDNNStrict_shared_report_inputs("fingerprint" "inputs" _key)
foreach(_read IN LISTS _reads)
  string(REGEX REPLACE "@.*" "" _variable "${_read}")
  string(REGEX REPLACE "^[^@]*@" "" _where "${_read}")
  string(FIND "${_stamp}${_key}" "=cudnn-strict-check-${_variable}\n" _at)
  if(_at EQUAL -1)
    string(APPEND _errors "${_where}: reads ${_variable}, which neither the key of a shared run (_CuDNNStrict_shared_report_inputs) nor the fingerprint's environment stamp (_CuDNNStrict_environment_stamp) holds\n")
  endif()
endforeach()

if(NOT _errors STREQUAL "")
  message(FATAL_ERROR "The checks program reads environment variables that the key of a shared run does not hold, or names them outside its list:\n${_errors}")
endif()
