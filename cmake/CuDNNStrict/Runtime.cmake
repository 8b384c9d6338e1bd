# Distributed under the OSI-approved BSD 3-Clause License.
#
# The CUDA runtime of the build's target: cudnn.h includes
# cuda_runtime_api.h, and the probe links libcudart.  A cross build searches
# the target's files when FindCUDAToolkit's libcudart is built for another
# processor, so that a host runtime never enters a target build.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(Linux.cmake)
_CuDNNStrict_include(Processor.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)

# Where a target runtime lives, relative to a prefix: the toolkit's
# targets/<arch>-linux (NVIDIA's cross packages, JetPack's /usr/local/cuda)
# and the PyPI runtime (site-packages/nvidia/cu13 from CUDA 13,
# nvidia/cuda_runtime before), beside the one cuDNN the wheel layout gives.
function(_CuDNNStrict_runtime_suffixes kind out)
  _CuDNNStrict_toolkit_target_names(_targets)
  list(TRANSFORM _targets REPLACE "^(.+)$" "targets/\\1/${kind}")
  set(_suffixes "")
  foreach(_base IN ITEMS "" local/cuda/ cuda/)
    list(TRANSFORM _targets PREPEND "${_base}" OUTPUT_VARIABLE _under)
    list(APPEND _suffixes ${_base}${kind} ${_under})
  endforeach()
  if(kind STREQUAL "lib")
    list(APPEND _suffixes lib64 local/cuda/lib64)
    if(CMAKE_LIBRARY_ARCHITECTURE)
      list(APPEND _suffixes lib/${CMAKE_LIBRARY_ARCHITECTURE})
    endif()
  endif()
  list(APPEND _suffixes nvidia/cu13/${kind} nvidia/cu12/${kind} nvidia/cuda_runtime/${kind})
  set(${out} "${_suffixes}" PARENT_SCOPE)
endfunction()

# Sets <out_include>, <out_library> and <out_error> for the CUDA runtime
# the probe and CuDNNStrict::cudnn use with the cuDNN <library>.
# <out_from_toolkit> is true when it is FindCUDAToolkit's (CUDA::toolkit
# may then be linked).  Native builds without a toolkit leave all empty:
# the probe then checks the library without the runtime.
function(_CuDNNStrict_find_cuda_runtime library out_include out_library out_from_toolkit out_error)
  set(${out_include} "" PARENT_SCOPE)
  set(${out_library} "" PARENT_SCOPE)
  set(${out_from_toolkit} FALSE PARENT_SCOPE)
  set(${out_error} "" PARENT_SCOPE)
  set(_host_mismatch "")
  if(TARGET CUDA::cudart)
    get_target_property(_toolkit_cudart CUDA::cudart IMPORTED_LOCATION)
    if(CMAKE_CROSSCOMPILING AND NOT WIN32 AND _toolkit_cudart AND EXISTS "${_toolkit_cudart}")
      # Named in the error below when no target runtime is found either.
      _CuDNNStrict_elf_processor_mismatch("${_toolkit_cudart}" _host_mismatch)
    endif()
    if(_host_mismatch STREQUAL "")
      set(${out_include} "${CUDAToolkit_INCLUDE_DIRS}" PARENT_SCOPE)
      set(${out_library} "${_toolkit_cudart}" PARENT_SCOPE)
      set(${out_from_toolkit} TRUE PARENT_SCOPE)
      return()
    endif()
  endif()
  # Windows builds (MinGW under Wine too) keep FindCUDAToolkit's runtime:
  # the target's search below knows ELF files and Linux layouts only.
  if(NOT CMAKE_CROSSCOMPILING OR WIN32)
    return()
  endif()

  # Prefixes: the wheel directory the cuDNN came from (site-packages, two
  # levels above nvidia/cudnn/lib), the toolkit's target directories, the
  # root of the target.  The toolkit's targets/<arch>-linux is a host
  # path holding target files: like FindCUDAToolkit, it is added to the
  # root path for the search instead of being re-rooted.
  get_filename_component(_cudnn_dir "${library}" DIRECTORY)
  get_filename_component(_site "${_cudnn_dir}/../../.." ABSOLUTE)
  _CuDNNStrict_value(CUDAToolkit_ROOT _toolkit_root)
  _CuDNNStrict_env(CUDAToolkit_ROOT _toolkit_root_env)
  set(_prefixes "${_site}" ${_toolkit_root} ${_toolkit_root_env} /usr/local/cuda /usr /)
  _CuDNNStrict_toolkit_target_names(_targets)
  foreach(_root IN ITEMS "${CUDAToolkit_LIBRARY_ROOT}" "${CUDAToolkit_TARGET_DIR}/../..")
    foreach(_target IN LISTS _targets)
      if(NOT _root STREQUAL "/../.." AND IS_DIRECTORY "${_root}/targets/${_target}")
        get_filename_component(_dir "${_root}/targets/${_target}" ABSOLUTE)
        list(APPEND CMAKE_FIND_ROOT_PATH "${_dir}")
      endif()
    endforeach()
  endforeach()
  _CuDNNStrict_runtime_suffixes(include _include_suffixes)
  _CuDNNStrict_runtime_suffixes(lib _lib_suffixes)
  find_path(_CuDNNStrict_runtime_include NAMES cuda_runtime_api.h
    PATHS ${_prefixes} PATH_SUFFIXES ${_include_suffixes} NO_DEFAULT_PATH NO_CACHE)
  set(_names "")
  foreach(_major RANGE 20 10 -1)
    list(APPEND _names libcudart.so.${_major})
  endforeach()
  find_library(_CuDNNStrict_runtime_library NAMES libcudart.so ${_names} NAMES_PER_DIR
    PATHS ${_prefixes} PATH_SUFFIXES ${_lib_suffixes} NO_DEFAULT_PATH NO_CACHE)
  set(_mismatch "")
  if(_CuDNNStrict_runtime_library)
    _CuDNNStrict_elf_processor_mismatch("${_CuDNNStrict_runtime_library}" _mismatch)
  endif()
  set(_missing "")
  if(NOT _CuDNNStrict_runtime_include)
    list(APPEND _missing cuda_runtime_api.h)
  endif()
  if(NOT _CuDNNStrict_runtime_library)
    list(APPEND _missing libcudart.so)
  endif()
  if(NOT _mismatch AND NOT _missing)
    string(REGEX REPLACE "(.)/+$" "\\1" _include "${_CuDNNStrict_runtime_include}")
    set(${out_include} "${_include}" PARENT_SCOPE)
    set(${out_library} "${_CuDNNStrict_runtime_library}" PARENT_SCOPE)
    return()
  endif()
  string(REPLACE ";" " and " _missing "${_missing}")
  _CuDNNStrict_target_processor(_target)
  if(_mismatch)
    _CuDNNStrict_words(_error RUNTIME_WRONG_PROCESSOR runtime "${_CuDNNStrict_runtime_library}"
      built_for "${_mismatch}" target "${_target}")
  elseif(_host_mismatch)
    _CuDNNStrict_words(_error RUNTIME_MISSING_HOST_TOOLKIT target "${_target}" library "${library}"
      missing "${_missing}" toolkit_version "${CUDAToolkit_VERSION}"
      toolkit_cudart "${_toolkit_cudart}" built_for "${_host_mismatch}")
  else()
    _CuDNNStrict_words(_error RUNTIME_MISSING target "${_target}" library "${library}" missing "${_missing}")
  endif()
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()
