# Distributed under the OSI-approved BSD 3-Clause License.
#
# A root or a hint names an install prefix; users name other things too:
# the library file (-DCUDNN_ROOT=<wheel>/lib/libcudnn.so.9), a header, or
# the include directory itself (MXNet and Caffe take CUDNN_ROOT so, and
# MXNet's default is the toolkit's include directory).  Each is used as it
# was meant, and a file that is neither is named in a warning, never
# dropped in silence.

include_guard(GLOBAL)

# Sets <out> to the search entries (see _CuDNNStrict_prefix_entries) of
# <root>, named by <label>, for <kind> (include or lib):
#   a cuDNN library file: its directory (lib), and the prefix above it;
#   a cuDNN header: its directory (include), and the prefix above it;
#   a directory that holds a cuDNN version header itself: that directory
#     (include), and the prefix above it (lib);
#   anything else: an install prefix, as before.
# A file that is neither a cuDNN library nor a header is ignored with a
# warning that names it (once per configure, from the include search).
function(_CuDNNStrict_root_path_entries kind root label out)
  set(_entries "")
  set(_prefix "${root}")
  if(EXISTS "${root}" AND NOT IS_DIRECTORY "${root}")
    get_filename_component(_name "${root}" NAME)
    get_filename_component(_dir "${root}" DIRECTORY)
    get_filename_component(_prefix "${_dir}" DIRECTORY)
    if(_name MATCHES "^(lib)?cudnn[A-Za-z0-9_]*([.]so([.][0-9]+)*|[.]dylib|[.]dll|[.]lib|[.]a)$")
      if(kind STREQUAL "lib")
        list(APPEND _entries "DIR|${label}|${_dir}")
      endif()
    elseif(_name MATCHES "^cudnn[A-Za-z0-9_]*[.]h$")
      if(kind STREQUAL "include")
        list(APPEND _entries "DIR|${label}|${_dir}")
      endif()
    else()
      if(kind STREQUAL "include")
        message(WARNING "CuDNNStrict: ${label} is ${root}, a file that is neither a cuDNN library nor a cuDNN header: ignored. Fix: set ${label} to the cuDNN install prefix (the directory that holds include/ and lib/), or to its library or header")
      endif()
      set(${out} "" PARENT_SCOPE)
      return()
    endif()
  elseif(IS_DIRECTORY "${root}" AND (EXISTS "${root}/cudnn_version.h" OR EXISTS "${root}/cudnn.h"))
    get_filename_component(_prefix "${root}" DIRECTORY)
    if(kind STREQUAL "include")
      list(APPEND _entries "DIR|${label}|${root}")
    endif()
  endif()
  _CuDNNStrict_prefix_entries(${kind} "${_prefix}" "${label}" _more)
  list(APPEND _entries ${_more})
  set(${out} "${_entries}" PARENT_SCOPE)
endfunction()
