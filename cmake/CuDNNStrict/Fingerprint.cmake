# Distributed under the OSI-approved BSD 3-Clause License.
#
# What decides a configure's findings, as text whose SHA-256 is compared
# with the one kept from the previous configure: the stamps of files (by
# contents, or by size and time, and the target of every symbolic link),
# the environment, and the module's own files.  The probe's fingerprint,
# the memos' keys (Memo.cmake) and the findings' key (Replay.cmake) all
# take their stamps here; nothing in this file reads a variable of its
# caller's other than CMake's own and the documented cache entries.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/Values.cmake")

# "path size mtime [sha256]" of a file, or "path missing": cheap enough to
# run at every configure, and it changes when an upgrade replaces a file.
# Files up to 1 MiB are stamped by content too; larger ones (cuDNN 7's
# monolithic library, the cuDNN 9 engine libraries) by size and time.
function(_CuDNNStrict_file_stamp path out)
  if(EXISTS "${path}" AND NOT IS_DIRECTORY "${path}")
    file(REAL_PATH "${path}" _real)
    file(SIZE "${_real}" _size)
    file(TIMESTAMP "${_real}" _mtime "%s" UTC)
    set(_hash "")
    if(_size LESS 1048576)
      file(SHA256 "${_real}" _hash)
    endif()
    set(${out} "${_real} ${_size} ${_mtime} ${_hash}" PARENT_SCOPE)
  else()
    set(${out} "${path} missing" PARENT_SCOPE)
  endif()
endfunction()

# Appends to the text in <out> a line per path of <paths>: a symbolic link
# with its target, a directory or a missing path as such; then the stamp the
# probe's fingerprint uses (_CuDNNStrict_file_stamp) of each file the paths
# lead to, once.
function(_CuDNNStrict_stamp_paths out)
  set(_text "${${out}}")
  set(_reals "")
  foreach(_path IN LISTS ARGN)
    if(IS_SYMLINK "${_path}")
      file(READ_SYMLINK "${_path}" _target)
      string(APPEND _text "${_path} -> ${_target}\n")
    elseif(IS_DIRECTORY "${_path}")
      string(APPEND _text "${_path} directory\n")
      continue()
    endif()
    if(EXISTS "${_path}" AND NOT IS_DIRECTORY "${_path}")
      file(REAL_PATH "${_path}" _real)
      list(APPEND _reals "${_real}")
    else()
      string(APPEND _text "${_path} missing\n")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES _reals)
  foreach(_real IN LISTS _reals)
    _CuDNNStrict_file_stamp("${_real}" _stamp)
    string(APPEND _text "${_stamp}\n")
  endforeach()
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# Appends to the text in <out> the size and time of each of the module's
# <files> (names in this folder): an edit or another release of the module
# changes them, and hashing them would cost more than what they guard.
function(_CuDNNStrict_stamp_module out)
  set(_text "${${out}}")
  foreach(_name IN LISTS ARGN)
    set(_file "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/${_name}")
    file(SIZE "${_file}" _size)
    file(TIMESTAMP "${_file}" _time "%s" UTC)
    string(APPEND _text "${_file} ${_size} ${_time}\n")
  endforeach()
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# Files of the CUDA runtime and cuDNN that LD_LIBRARY_PATH could put in
# front of the found ones, LD_PRELOAD and the files it names, what the
# NVIDIA driver exposes, and the
# settings that change what cuDNN computes or loads (the GPU check reports
# them; the C core's list, probe/gpu/cudnn_strict_gpu_environment.h): a
# change to any of them changes what the probe would see.  <gpu_names>:
# that list (_CuDNNStrict_gpu_environment_names).
function(_CuDNNStrict_environment_stamp gpu_names out)
  _CuDNNStrict_env(LD_LIBRARY_PATH _ld_library_path)
  _CuDNNStrict_env(CUDA_VISIBLE_DEVICES _visible)
  _CuDNNStrict_env(LD_PRELOAD _ld_preload)
  set(_stamp "LD_LIBRARY_PATH=${_ld_library_path}\nCUDA_VISIBLE_DEVICES=${_visible}\n")
  # LD_PRELOAD's libraries are loaded into the probe before anything it
  # loads: the list, and each file it names by path (the loader splits it
  # at spaces and colons).
  if(NOT _ld_preload STREQUAL "")
    string(APPEND _stamp "LD_PRELOAD=${_ld_preload}\n")
    string(REGEX REPLACE "[ :]+" ";" _preloaded "${_ld_preload}")
    foreach(_file IN LISTS _preloaded)
      if(_file MATCHES "/")
        _CuDNNStrict_file_stamp("${_file}" _file_stamp)
        string(APPEND _stamp "${_file_stamp}\n")
      endif()
    endforeach()
  endif()
  foreach(_name IN LISTS gpu_names)
    if(DEFINED ENV{${_name}})
      string(APPEND _stamp "${_name}=$ENV{${_name}}\n")
    endif()
  endforeach()
  string(REPLACE ":" ";" _dirs "${_ld_library_path}")
  foreach(_dir IN LISTS _dirs)
    if(_dir AND IS_DIRECTORY "${_dir}")
      file(GLOB _libs "${_dir}/libcudart.so*" "${_dir}/libcudnn*.so*" "${_dir}/libcuda.so*")
      foreach(_lib IN LISTS _libs)
        _CuDNNStrict_file_stamp("${_lib}" _lib_stamp)
        string(APPEND _stamp "${_lib_stamp}\n")
      endforeach()
    endif()
  endforeach()
  if(EXISTS /proc/driver/nvidia/version)
    file(READ /proc/driver/nvidia/version _driver)
    string(APPEND _stamp "${_driver}")
  endif()
  file(GLOB _gpus LIST_DIRECTORIES true /proc/driver/nvidia/gpus/* /dev/nvidia*)
  string(APPEND _stamp "${_gpus}\n")
  set(${out} "${_stamp}" PARENT_SCOPE)
endfunction()

# Sets <out> to the stamps of <library>, of every file named like a cuDNN
# library in the directory of the file it leads to, and of the target's
# system and processor, which the checks of a library file depend on.
function(_CuDNNStrict_beside_stamps library out)
  set(_text "format 2\n${library}\n")
  # A project enables C or C++, or both: read what the other leaves
  # undefined through guards (--warn-uninitialized).
  _CuDNNStrict_value(CMAKE_C_LIBRARY_ARCHITECTURE _c_architecture)
  _CuDNNStrict_value(CMAKE_CXX_LIBRARY_ARCHITECTURE _cxx_architecture)
  string(APPEND _text "${CMAKE_SYSTEM_NAME} ${CMAKE_SYSTEM_PROCESSOR} ${CMAKE_SIZEOF_VOID_P} "
    "${_c_architecture} ${_cxx_architecture} ${WIN32}\n")
  set(_beside "")
  if(EXISTS "${library}")
    file(REAL_PATH "${library}" _real)
    string(APPEND _text "${library} leads to ${_real}\n")
    get_filename_component(_dir "${_real}" DIRECTORY)
    file(GLOB _beside LIST_DIRECTORIES true "${_dir}/libcudnn*" "${_dir}/cudnn*.dll")
    list(SORT _beside)
  endif()
  _CuDNNStrict_stamp_paths(_text "${library}" ${_beside})
  set(${out} "${_text}" PARENT_SCOPE)
endfunction()

# Sets <out> to the fingerprint of what decides the probe's report: the
# probe's <sources> ("<name> <SHA-256>" lines), <header>, <beside_stamps>
# (the stamps of libcudnn and every libcudnn* beside it, as
# _CuDNNStrict_beside_stamps takes them: a release may open ones no table
# knows yet, and any of them replaced changes what cuDNN's own version
# checks answer), the CUDA runtime file <runtime> ("" for none), the
# options <policy>, <gpu_check> and <features>, the environment (with the
# names <gpu_names>, _CuDNNStrict_environment_stamp), the installed
# <program> ("" for none) and the compilers.
function(_CuDNNStrict_probe_fingerprint sources header beside_stamps runtime policy gpu_check features
    gpu_names program out)
  set(_text "format 5\n${sources}")
  file(SHA256 "${header}" _header_hash)
  string(APPEND _text "header ${header} ${_header_hash}\n${beside_stamps}")
  _CuDNNStrict_value(CMAKE_CROSSCOMPILING_EMULATOR _emulator)
  _CuDNNStrict_value(CUDA_cudart_LIBRARY _cudart)
  _CuDNNStrict_stamp_paths(_text ${runtime} ${_cudart} ${program})
  _CuDNNStrict_environment_stamp("${gpu_names}" _env)
  foreach(_var IN ITEMS CMAKE_C_COMPILER CMAKE_C_COMPILER_VERSION CMAKE_CXX_COMPILER CMAKE_CXX_COMPILER_VERSION
      CUDAToolkit_VERSION)
    _CuDNNStrict_value(${_var} _${_var})
  endforeach()
  string(APPEND _text "${_env}"
    "policy ${policy}\ngpu ${gpu_check}\n"
    "features ${features}\n"
    "C ${_CMAKE_C_COMPILER} ${_CMAKE_C_COMPILER_VERSION}\n"
    "CXX ${_CMAKE_CXX_COMPILER} ${_CMAKE_CXX_COMPILER_VERSION}\n"
    "emulator ${_emulator}\n"
    "cudart ${_CUDAToolkit_VERSION}\n")
  string(SHA256 _hash "${_text}")
  set(${out} "${_hash}" PARENT_SCOPE)
endfunction()
