# Distributed under the OSI-approved BSD 3-Clause License.
#
# For cases that run against this machine's own cuDNN: sets <out> to the
# include directory of the cuDNN in the CUDA toolkit when its version header
# says <version>, else to "" (the case then skips or uses a fake tree).

function(cudnn_strict_test_real_cudnn version out)
  find_package(CUDAToolkit QUIET)
  set(_found "")
  foreach(_dir IN LISTS CUDAToolkit_INCLUDE_DIRS)
    if(EXISTS "${_dir}/cudnn_version.h")
      file(STRINGS "${_dir}/cudnn_version.h" _lines REGEX "^#define CUDNN_(MAJOR|MINOR|PATCHLEVEL) ")
      string(REGEX REPLACE "[^;]*CUDNN_[A-Z]+ ([0-9]+)[^;]*" "\\1" _numbers "${_lines}")
      string(REPLACE ";" "." _numbers "${_numbers}")
      if(_numbers STREQUAL version)
        set(_found "${_dir}")
      endif()
      break()
    endif()
  endforeach()
  set(${out} "${_found}" PARENT_SCOPE)
endfunction()
