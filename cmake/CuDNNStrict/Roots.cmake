# Distributed under the OSI-approved BSD 3-Clause License.
#
# A root or a hint names an install prefix; users name other things too:
# the library file (-DCUDNN_ROOT=<wheel>/lib/libcudnn.so.9), a header, or
# the include directory itself (MXNet and Caffe take CUDNN_ROOT so, and
# MXNet's default is the toolkit's include directory).  Each is used as it
# was meant, and a file that is neither is named in a warning, never
# dropped in silence.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/../../probe/Sources.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Locations.cmake")

# Sets <out> to what the file <root> is named like: lib (a cuDNN
# library), include (a cuDNN header) or "".
function(_CuDNNStrict_root_file_kind root out)
  get_filename_component(_name "${root}" NAME)
  set(_kind "")
  if(_name MATCHES "^(lib)?cudnn[A-Za-z0-9_]*([.]so([.][0-9]+)*|[.]dylib|[.]dll|[.]lib|[.]a)$")
    set(_kind lib)
  elseif(_name MATCHES "^cudnn[A-Za-z0-9_]*[.]h$")
    set(_kind include)
  endif()
  set(${out} "${_kind}" PARENT_SCOPE)
endfunction()

# Sets <out> to the search entries (see _CuDNNStrict_prefix_entries) of
# <root>, named by <label>, for <kind> (include or lib):
#   a cuDNN library file or header: its directory (of its kind), and the
#     prefix above it;
#   a directory that holds a cuDNN version header itself: that directory
#     (include), and the prefix above it;
#   any other directory: an install prefix;
#   any other file: nothing (_CuDNNStrict_rejected_roots words it).
function(_CuDNNStrict_root_path_entries kind root label out)
  set(_entries "")
  set(_prefix "${root}")
  if(EXISTS "${root}" AND NOT IS_DIRECTORY "${root}")
    _CuDNNStrict_root_file_kind("${root}" _file_kind)
    if(_file_kind STREQUAL "")
      set(${out} "" PARENT_SCOPE)
      return()
    endif()
    get_filename_component(_dir "${root}" DIRECTORY)
    get_filename_component(_prefix "${_dir}" DIRECTORY)
    if(_file_kind STREQUAL kind)
      set(_entries "DIR|${label}|${_dir}")
    endif()
  elseif(IS_DIRECTORY "${root}" AND (EXISTS "${root}/cudnn_version.h" OR EXISTS "${root}/cudnn.h"))
    get_filename_component(_prefix "${root}" DIRECTORY)
    if(kind STREQUAL "include")
      set(_entries "DIR|${label}|${root}")
    endif()
  endif()
  _CuDNNStrict_prefix_entries(${kind} "${_prefix}" "${label}" _more)
  list(APPEND _entries ${_more})
  set(${out} "${_entries}" PARENT_SCOPE)
endfunction()

# Sets <out> to one warning's text per root, named as a variable or in the
# environment, that names a file the search ignores (neither a cuDNN
# library nor a header): the find module prints them, and a configure that
# printed one is not replayed, so that each configure says it again.
function(_CuDNNStrict_rejected_roots out)
  set(_texts "")
  _CuDNNStrict_root_variables(_vars)
  foreach(_var IN LISTS _vars)
    _CuDNNStrict_named_values(${_var} _pairs VAR ENV)
    foreach(_pair IN LISTS _pairs)
      string(REGEX MATCH "^([^|]*)[|](.*)$" _match "${_pair}")
      set(_label "${CMAKE_MATCH_1}")
      set(_root "${CMAKE_MATCH_2}")
      _CuDNNStrict_root_file_kind("${_root}" _kind)
      if(EXISTS "${_root}" AND NOT IS_DIRECTORY "${_root}" AND _kind STREQUAL "")
        _CuDNNStrict_words(_words ROOT_NOT_CUDNN_FILE label "${_label}" root "${_root}")
        list(APPEND _texts "CuDNNStrict: ${_words}")
      endif()
    endforeach()
  endforeach()
  set(${out} "${_texts}" PARENT_SCOPE)
endfunction()
