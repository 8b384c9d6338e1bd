# Distributed under the OSI-approved BSD 3-Clause License.
#
# What a cuDNN install looks like where the target system is not Windows,
# for the search (Locations.cmake):
#
#   CUDA toolkit  <toolkit>/{include,lib64,lib}, targets/<arch>-linux/...
#   NVIDIA/RHEL   <prefix>/{include,lib64,lib}
#   Debian        /usr/include/<multiarch>/cudnn_version_v9.h,
#                 /usr/lib/<multiarch>/libcudnn.so.9 (Header.cmake and
#                 Library.cmake know the _v<major> and .so.<major> names)
#   conda         <CONDA_PREFIX>/{include,lib}
#   pip wheel     site-packages/nvidia/{cudnn,cudnn_jit}/{include,lib}
#
# find_path/find_library re-root each directory in a cross build
# (CMAKE_FIND_ROOT_PATH, CMAKE_SYSROOT).

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)

# The toolkit's directories of the target processor: targets/<arch>-linux,
# and for 64-bit Arm also targets/sbsa-linux (server and Grace toolkits).
function(_CuDNNStrict_toolkit_target_names out)
  set(_names "${CMAKE_SYSTEM_PROCESSOR}-linux")
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(aarch64|arm64|ARM64)$")
    set(_names aarch64-linux sbsa-linux)
  endif()
  set(${out} "${_names}" PARENT_SCOPE)
endfunction()

# The rest is the layout of any target system but Windows, which
# Windows.cmake gives under the same names: the search asks no system.
if(WIN32)
  return()
endif()

# Sets <out> to the directories of <prefix> that hold the headers (<kind>
# include) or the libraries (lib), best first, then the prefix itself, as
# find_path's PATH_SUFFIXES would order them.
function(_CuDNNStrict_prefix_dirs kind prefix out)
  _CuDNNStrict_value(CMAKE_LIBRARY_ARCHITECTURE _multiarch)
  _CuDNNStrict_toolkit_target_names(_targets)
  list(TRANSFORM _targets REPLACE "^(.+)$" "targets/\\1/${kind}")
  set(_suffixes include include/${_multiarch})
  if(kind STREQUAL "lib")
    set(_suffixes lib64 lib lib/${_multiarch} lib/x64)
  endif()
  # Not include/ nor lib/ where there is no multiarch directory.
  list(FILTER _suffixes EXCLUDE REGEX "/$")
  # cmake_path(APPEND)'s join, taken once: whether it adds a "/" depends
  # on <prefix> alone, not on the relative name appended.
  cmake_path(APPEND prefix "x" OUTPUT_VARIABLE _joined)
  string(REGEX REPLACE "x$" "" _joined "${_joined}")
  set(_dirs ${_suffixes} ${_targets})
  list(TRANSFORM _dirs PREPEND "${_joined}")
  set(${out} ${_dirs} "${prefix}" PARENT_SCOPE)
endfunction()

# The conventional places, in the host's file system and, re-rooted by
# find_path/find_library, in the target's (JetPack: /usr/lib/<multiarch>,
# /usr/local/cuda); /usr/local/cuda-<x.y> globbed in each root, newest
# first.  "/" last, as in CMAKE_SYSTEM_PREFIX_PATH: re-rooted, it is the
# root itself (such as an unpacked wheel).
function(_CuDNNStrict_system_prefixes out)
  set(_versioned_cuda "")
  _CuDNNStrict_value(CMAKE_FIND_ROOT_PATH _find_roots)
  _CuDNNStrict_value(CMAKE_SYSROOT _sysroot)
  foreach(_root IN ITEMS "" ${_find_roots} ${_sysroot})
    file(GLOB _globbed LIST_DIRECTORIES true RELATIVE "${_root}/" "${_root}/usr/local/cuda-*")
    list(TRANSFORM _globbed PREPEND "/")
    list(APPEND _versioned_cuda ${_globbed})
  endforeach()
  list(REMOVE_DUPLICATES _versioned_cuda)
  list(SORT _versioned_cuda COMPARE NATURAL ORDER DESCENDING)
  set(${out} /usr/local/cuda ${_versioned_cuda} /opt/cuda /usr/local /usr / PARENT_SCOPE)
endfunction()
