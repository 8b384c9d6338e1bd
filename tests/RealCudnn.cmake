# Distributed under the OSI-approved BSD 3-Clause License.
#
# For cases that run against this machine's own cuDNN: sets <out> to the
# include directory of the cuDNN in the CUDA toolkit when its version header
# says <version>, else to "" (the case then skips or uses a fake tree).

function(cudnn_strict_test_real_cudnn version out)
  cudnn_strict_test_real_cudnn_version(_numbers _dir)
  if(_numbers STREQUAL version)
    set(${out} "${_dir}" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# Sets <out_version> to the major.minor.patch of the cuDNN in the CUDA
# toolkit and <out_include_dir> to its include directory ("" when none).
function(cudnn_strict_test_real_cudnn_version out_version out_include_dir)
  find_package(CUDAToolkit QUIET)
  set(_numbers "")
  set(_found "")
  foreach(_dir IN LISTS CUDAToolkit_INCLUDE_DIRS)
    if(EXISTS "${_dir}/cudnn_version.h")
      file(STRINGS "${_dir}/cudnn_version.h" _lines REGEX "^#define CUDNN_(MAJOR|MINOR|PATCHLEVEL) ")
      string(REGEX REPLACE "[^;]*CUDNN_[A-Z]+ ([0-9]+)[^;]*" "\\1" _numbers "${_lines}")
      string(REPLACE ";" "." _numbers "${_numbers}")
      set(_found "${_dir}")
      break()
    endif()
  endforeach()
  set(${out_version} "${_numbers}" PARENT_SCOPE)
  set(${out_include_dir} "${_found}" PARENT_SCOPE)
endfunction()
