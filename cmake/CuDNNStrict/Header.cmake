# Distributed under the OSI-approved BSD 3-Clause License.
#
# Finding the header that defines CUDNN_MAJOR/MINOR/PATCHLEVEL: cudnn_version.h
# from cuDNN 8 on, cudnn.h up to 7, and Debian's _v<major> variants of both.
# CMake's commands find the directories; which file holds the version, and
# what its text says, are the C core's to say (the reader's --header-in).

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(../../probe/Sources.cmake)
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(Locations.cmake)
_CuDNNStrict_include(Report.cmake)
_CuDNNStrict_include(Compile.cmake)

# Sets <out_command> to the reader of this configure (its emulator, then
# the program), built at the first call, once a directory holds a header
# name, so that a configure that finds none compiles nothing.  The library
# search reads binaries with it too (the INTERNAL cache entry
# _CuDNNStrict_READER, which find_package(CuDNNStrict) clears first).
function(_CuDNNStrict_header_reader installed gpu_check out_command out_error)
  set(${out_error} "" PARENT_SCOPE)
  # Not $CACHE{}: an unset entry would be an uninitialized variable to
  # --warn-uninitialized, which projects such as PyTorch's run with.
  get_property(_reader CACHE _CuDNNStrict_READER PROPERTY VALUE)
  if(NOT _reader)
    _CuDNNStrict_reader_program("${installed}" "${gpu_check}" _program _emulator _error)
    if(_error)
      set(${out_error} "${_error}" PARENT_SCOPE)
      return()
    endif()
    set(_reader "${_program};${_emulator}")
    set(_CuDNNStrict_READER "${_reader}" CACHE INTERNAL
      "the reader program of this configure, then its emulator command")
  endif()
  list(POP_FRONT _reader _program)
  set(${out_command} ${_reader} "${_program}" PARENT_SCOPE)
endfunction()

# The search's checker (_CuDNNStrict_search): asks the reader (--header-in)
# which file of <dir> is the version header, whether it is usable, and
# what it says, in one run.  Sets <out_file> to it, or ""; sets
# <out_error> when an entry there is unusable or none names CUDNN_MAJOR:
# such a directory is an error, not a place to skip silently.  Keeps the file's report for
# _CuDNNStrict_find_version_header.  <reader> is "<gpu_check>|<installed>":
# one argument, as the search passes its checker's (CHECKER_ARGS).
function(_CuDNNStrict_version_header_in dir out_file out_error reader)
  set(${out_file} "" PARENT_SCOPE)
  set(${out_error} "" PARENT_SCOPE)
  # A directory without any header name builds no reader.  A glob cannot
  # look into a directory whose own name holds a glob character
  # ([b], *): the reader is asked there.
  if(NOT dir MATCHES "[][*?]")
    # One quoted pattern a call: a ';' in <dir> would split a list.
    _CuDNNStrict_header_names(_ _patterns)
    set(_names "")
    foreach(_pattern IN LISTS _patterns)
      file(GLOB _names LIST_DIRECTORIES true "${dir}/${_pattern}")
      if(_names)
        break()
      endif()
    endforeach()
    if(NOT _names)
      return()
    endif()
  endif()
  string(REGEX MATCH "^([^|]*)[|](.*)$" _ "${reader}")
  _CuDNNStrict_header_reader("${CMAKE_MATCH_2}" "${CMAKE_MATCH_1}" _command _error)
  if(NOT _error)
    execute_process(COMMAND ${_command} --header-in "${dir}" --format keyvalue
      OUTPUT_VARIABLE _report ERROR_VARIABLE _err RESULT_VARIABLE _rc)
    _CuDNNStrict_get("${_report}" _ header.found header.file header.message)
    if(_header.found STREQUAL "")
      string(STRIP "${_err}" _err)
      _CuDNNStrict_words(_error HEADER_READER_FAILED dir "${dir}" command "${_command}" status "${_rc}"
        error "${_err}")
    elseif(_header.found MATCHES "^(NO_VERSION|UNUSABLE)$")
      # An entry that is no readable file, or a path CMake cannot carry,
      # is worded by the reader as the library's entries are.
      set(_error "${_header.message}")
    endif()
  endif()
  if(NOT _error AND _header.found STREQUAL "OK")
    set(${out_file} "${_header.file}" PARENT_SCOPE)
    # The report is the file's, as --header-facts words it.
    string(REGEX REPLACE "^header\\.dir=[^\n]*\nheader\\.found=[^\n]*\n" "" _report "${_report}")
    set_property(GLOBAL PROPERTY _CuDNNStrict_HEADER_REPORT "${_report}")
  endif()
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Finds the version header where <search> (Find.cmake) looks, with the
# reader that <installed> and <gpu_check> build.  Sets <out_file>,
# <out_label> (which location gave it), <out_report> (the reader's header.*
# keys) and <out_error> (a sentence naming the file, or "").
# CUDNN_INCLUDE_DIR, else the environment variable (PyTorch's setup reads
# both), names the include directory or a prefix whose include/ holds it.
function(_CuDNNStrict_find_version_header search installed gpu_check out_file out_label out_report out_error)
  set(_file "")
  set(_error "")
  set(_reader "${gpu_check}|${installed}")
  set(_label "ENV{CUDNN_INCLUDE_DIR}")
  set(_what "the environment variable CUDNN_INCLUDE_DIR")
  _CuDNNStrict_env(CUDNN_INCLUDE_DIR _given)
  if(CUDNN_INCLUDE_DIR)
    set(_given "${CUDNN_INCLUDE_DIR}")
    set(_label CUDNN_INCLUDE_DIR)
    set(_what CUDNN_INCLUDE_DIR)
  endif()
  if(NOT _given STREQUAL "")
    # A relative path would be taken from whatever directory CMake runs in.
    set(_words "")
    if(NOT IS_ABSOLUTE "${_given}")
      set(_words HEADER_DIR_RELATIVE)
    elseif(IS_DIRECTORY "${_given}")
      foreach(_dir IN ITEMS "${_given}" "${_given}/include")
        if(NOT _file AND NOT _error AND IS_DIRECTORY "${_dir}")
          _CuDNNStrict_version_header_in("${_dir}" _file _error "${_reader}")
        endif()
      endforeach()
      if(NOT _file AND NOT _error)
        set(_words HEADER_DIR_EMPTY)
      endif()
    elseif(EXISTS "${_given}")
      set(_words HEADER_DIR_IS_FILE)
    else()
      set(_words HEADER_DIR_MISSING)
    endif()
    if(_words)
      _CuDNNStrict_words(_error ${_words} what "${_what}" given "${_given}")
    endif()
  else()
    # find_path's names are the reader's, best first.
    _CuDNNStrict_header_names(_names _)
    _CuDNNStrict_search(include "${search}" _file _label _error
      NAMES ${_names}
      CHECKER _CuDNNStrict_version_header_in CHECKER_ARGS "${_reader}"
      NOT_FOUND HEADER_NOT_FOUND)
  endif()
  set(_report "")
  if(_file)
    get_property(_report GLOBAL PROPERTY _CuDNNStrict_HEADER_REPORT)
  endif()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_label} "${_label}" PARENT_SCOPE)
  set(${out_report} "${_report}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()
