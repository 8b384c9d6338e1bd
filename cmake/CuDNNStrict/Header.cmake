# Distributed under the OSI-approved BSD 3-Clause License.
#
# Finding the header that defines CUDNN_MAJOR/MINOR/PATCHLEVEL: cudnn_version.h
# from cuDNN 8 on, cudnn.h up to 7, and Debian's _v<major> variants of both.
#
# Only the file is chosen here; what its text says (the version, the
# definitions that make it ambiguous or that no build reads) is the C
# core's to read (binary/cudnn_strict_header_file.h, run through
# _CuDNNStrict_read_header), as for every other fact of an install.

# Included by every find_package(CuDNNStrict), without an include guard:
# the constants below must be set in the scope of each call, and a sibling
# directory or a function does not inherit those of an earlier call.

include(${CMAKE_CURRENT_LIST_DIR}/Files.cmake)
include("${CMAKE_CURRENT_LIST_DIR}/../../probe/Sources.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Values.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Locations.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Report.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Run.cmake")

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

# Sets <out> to whether <file> names CUDNN_MAJOR at all: among the names
# of one directory, the file that holds the version.  Choosing the file is
# all this reading does; what the text defines is the reader's to say.
function(_CuDNNStrict_defines_version file out)
  file(STRINGS "${file}" _lines LIMIT_COUNT 1 REGEX "CUDNN_MAJOR")
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
      _CuDNNStrict_words(_error HEADER_NO_VERSION_MACRO files "${_listed}")
    else()
      _CuDNNStrict_words(_error HEADER_NO_VERSION_HEADER files "${_listed}")
    endif()
  endif()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
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
      _CuDNNStrict_words(_error HEADER_DIR_RELATIVE what "${_what}" given "${_given}")
    elseif(NOT IS_DIRECTORY "${_given}")
      if(EXISTS "${_given}")
        _CuDNNStrict_words(_error HEADER_DIR_IS_FILE what "${_what}" given "${_given}")
      else()
        _CuDNNStrict_words(_error HEADER_DIR_MISSING what "${_what}" given "${_given}")
      endif()
    else()
      _CuDNNStrict_version_header_in("${_given}" _file _error)
      if(NOT _file AND NOT _error AND IS_DIRECTORY "${_given}/include")
        _CuDNNStrict_version_header_in("${_given}/include" _file _error)
      endif()
      if(NOT _file AND NOT _error)
        _CuDNNStrict_words(_error HEADER_DIR_EMPTY what "${_what}" given "${_given}")
      endif()
    endif()
  else()
    _CuDNNStrict_version_header_search_names(_names)
    _CuDNNStrict_search(include "${search}" _file _label _error NAMES ${_names}
      CHECKER _CuDNNStrict_version_header_in)
    if(NOT _file AND NOT _error)
      _CuDNNStrict_locations_of("${search}" _where)
      string(REPLACE ";" ", " _where "${_where}")
      _CuDNNStrict_words(_error HEADER_NOT_FOUND where "${_where}")
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
# item each; <version> is "unknown" when the reader (<reader> under
# <emulator>, _CuDNNStrict_reader_program) cannot tell.
function(_CuDNNStrict_other_headers reader emulator header version toolkit_dirs out)
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
    _CuDNNStrict_read_header("${reader}" "${emulator}" "${_other}" _facts _error)
    _CuDNNStrict_report_get("${_facts}" header.pp_major _major)
    _CuDNNStrict_report_get("${_facts}" header.pp_minor _minor)
    _CuDNNStrict_report_get("${_facts}" header.pp_patch _patch)
    _CuDNNStrict_report_get("${_facts}" header.ambiguous _ambiguous)
    set(_other_version "unknown")
    if(NOT "${_major}" STREQUAL "" AND _ambiguous STREQUAL "")
      set(_other_version "${_major}.${_minor}.${_patch}")
    endif()
    if(NOT _other_version STREQUAL version)
      list(APPEND _others "${_dir}|${_other}|${_other_version}")
    endif()
  endforeach()
  set(${out} "${_others}" PARENT_SCOPE)
endfunction()
