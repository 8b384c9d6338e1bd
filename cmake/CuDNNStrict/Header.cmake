# Distributed under the OSI-approved BSD 3-Clause License.
#
# Finding the header that defines CUDNN_MAJOR/MINOR/PATCHLEVEL: cudnn_version.h
# from cuDNN 8 on, cudnn.h up to 7, and Debian's _v<major> variants of both.
#
# The text read here only chooses the file and gives an early reading; the
# version the module reports is the one the C preprocessor computes when the
# probe is compiled (see Probe.cmake), and the two must agree.

include_guard(GLOBAL)

include(${CMAKE_CURRENT_LIST_DIR}/Files.cmake)

# The names tried in one directory, best first.  An unversioned name is an
# install's own choice (or Debian's alternatives link); among versioned ones
# the highest major wins.
function(_CuDNNStrict_version_header_names dir out)
  file(GLOB _versioned RELATIVE "${dir}" "${dir}/cudnn_version_v*.h")
  file(GLOB _legacy RELATIVE "${dir}" "${dir}/cudnn_v*.h")
  list(SORT _versioned COMPARE NATURAL ORDER DESCENDING)
  list(SORT _legacy COMPARE NATURAL ORDER DESCENDING)
  set(${out} cudnn_version.h ${_versioned} cudnn.h ${_legacy} PARENT_SCOPE)
endfunction()

function(_CuDNNStrict_defines_version file out)
  file(STRINGS "${file}" _lines LIMIT_COUNT 4
    REGEX "^[ \t]*#[ \t]*define[ \t]+CUDNN_MAJOR([ \t]|$)")
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
    set(_error "found ${_listed} but no header there defines CUDNN_MAJOR (cuDNN 8 and newer keep it in cudnn_version.h, which is missing)")
  endif()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Reads one macro's plain decimal definitions.  Sets <out> to the value
# when every definition in the text is the same plain number, and to ""
# when the text alone cannot tell (an expression, another macro, or
# several values: the preprocessor decides those).
function(_CuDNNStrict_read_macro lines macro out)
  set(_values "")
  foreach(_line IN LISTS lines)
    if(_line MATCHES "^[ \t]*#[ \t]*define[ \t]+${macro}[ \t]+([0-9]+)[ \t\r]*(/[*/].*)?$")
      list(APPEND _values "${CMAKE_MATCH_1}")
    elseif(_line MATCHES "define[ \t]+${macro}([ \t]|$)")
      list(APPEND _values "?")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES _values)
  list(LENGTH _values _count)
  if(_count EQUAL 1 AND NOT _values STREQUAL "?")
    math(EXPR _values "${_values}")
    set(${out} "${_values}" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# Sets <prefix>_MAJOR/_MINOR/_PATCH from the header text ("" where the text
# alone cannot tell) and <prefix>_MISSING to the macros it does not define.
function(_CuDNNStrict_read_version_text file prefix)
  file(STRINGS "${file}" _lines
    REGEX "define[ \t]+CUDNN_(MAJOR|MINOR|PATCHLEVEL)([ \t]|$)")
  set(_missing "")
  foreach(_pair IN ITEMS MAJOR:MAJOR MINOR:MINOR PATCH:PATCHLEVEL)
    string(REPLACE ":" ";" _pair "${_pair}")
    list(GET _pair 0 _field)
    list(GET _pair 1 _macro)
    if(NOT _lines MATCHES "CUDNN_${_macro}([ \t]|$|;)")
      list(APPEND _missing CUDNN_${_macro})
    endif()
    _CuDNNStrict_read_macro("${_lines}" CUDNN_${_macro} _value)
    set(${prefix}_${_field} "${_value}" PARENT_SCOPE)
  endforeach()
  set(${prefix}_MISSING "${_missing}" PARENT_SCOPE)
endfunction()

# Finds the version header.  Sets <out_file>, <out_label> (which location
# gave it) and <out_error> (a sentence naming the file, or "").
function(_CuDNNStrict_find_version_header out_file out_label out_error)
  set(_file "")
  set(_label "")
  set(_error "")
  if(CUDNN_INCLUDE_DIR)
    if(NOT IS_DIRECTORY "${CUDNN_INCLUDE_DIR}")
      if(EXISTS "${CUDNN_INCLUDE_DIR}")
        set(_error "CUDNN_INCLUDE_DIR is ${CUDNN_INCLUDE_DIR}, which is a file: set it to the directory that holds cudnn_version.h (or cudnn.h for cuDNN 7 and older)")
      else()
        set(_error "CUDNN_INCLUDE_DIR is ${CUDNN_INCLUDE_DIR}, which does not exist")
      endif()
    else()
      _CuDNNStrict_version_header_in("${CUDNN_INCLUDE_DIR}" _file _error)
      set(_label "CUDNN_INCLUDE_DIR")
      if(NOT _file AND NOT _error)
        set(_error "CUDNN_INCLUDE_DIR is ${CUDNN_INCLUDE_DIR}, which holds no cudnn_version.h or cudnn.h")
      endif()
    endif()
  else()
    _CuDNNStrict_search(include _CuDNNStrict_version_header_in _file _label _error)
    if(NOT _file AND NOT _error)
      string(REPLACE ";" ", " _where "${_CuDNNStrict_search_locations}")
      set(_error "no cuDNN header (cudnn_version.h or cudnn.h) was found in the searched locations (${_where}): set CuDNNStrict_ROOT to the cuDNN install prefix, or CUDNN_INCLUDE_DIR to its include directory")
    endif()
  endif()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_label} "${_label}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()
