# The cuDNN header a CUDA toolkit ships (CUDA 13 does) in its include
# directory, for the cases that show it shadowing the judged one.
# Sets <out_dir> to that directory and <out_version> to its release, or
# prints CUDNN_STRICT_SKIP and sets <out_dir> to "" when the toolkit of this
# machine ships none, or ships the fake's 9.1.0.
function(toolkit_cudnn_header out_dir out_version)
  set(${out_dir} "" PARENT_SCOPE)
  find_package(CUDAToolkit QUIET)
  foreach(_dir IN LISTS CUDAToolkit_INCLUDE_DIRS)
    if(EXISTS "${_dir}/cudnn_version.h")
      file(STRINGS "${_dir}/cudnn_version.h" _lines REGEX "^#define CUDNN_(MAJOR|MINOR|PATCHLEVEL) ")
      string(REGEX REPLACE ".*CUDNN_MAJOR ([0-9]+).*CUDNN_MINOR ([0-9]+).*CUDNN_PATCHLEVEL ([0-9]+).*"
        "\\1.\\2.\\3" _version "${_lines}")
      if(_version STREQUAL "9.1.0")
        break()
      endif()
      set(${out_dir} "${_dir}" PARENT_SCOPE)
      set(${out_version} "${_version}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  message(STATUS "CUDNN_STRICT_SKIP: the CUDA toolkit of this machine ships no cuDNN header of another release than 9.1.0")
endfunction()
