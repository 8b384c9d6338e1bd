# Distributed under the OSI-approved BSD 3-Clause License.
#
# What a cuDNN install looks like where the target system is Windows
# (WIN32, cross-compiling included), for the search and the targets:
#
#   pip wheel   site-packages/nvidia/cudnn/{bin,include,lib/x64}
#   installer   <ProgramFiles>/NVIDIA/CUDNN/v9.x/{bin,include,lib}/<CUDA x.y>[/x64]
#   conda       <CONDA_PREFIX>/Library/{bin,include,lib}
#   CUDA        <toolkit>/{bin,include,lib/x64}
#
# The checks load the DLL, cudnn64_<major>.dll in bin/ (sub-libraries
# cudnn_<name>64_<major>.dll); a program links the import library
# (cudnn.lib, lib/x64 in the wheel) beside bin/.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(../../probe/Sources.cmake)
_CuDNNStrict_include(Values.cmake)

# Nothing here applies to another target system (Linux.cmake).
if(NOT WIN32)
  return()
endif()

# Sets <out> to the directories of <prefix> that hold the header (<kind>
# include, the prefix itself last), the DLLs (lib) or the import library
# (implib), best first.  The installer nests each under the CUDA version
# it was built for (newest first); conda puts everything under Library/.
function(_CuDNNStrict_prefix_dirs kind prefix out)
  string(REGEX REPLACE "^lib$" "bin" _top "${kind}")
  string(REGEX REPLACE "^implib$" "lib" _top "${_top}")
  set(_dirs "")
  foreach(_base IN ITEMS "${prefix}/${_top}" "${prefix}/Library/${_top}")
    file(GLOB _cuda_versions LIST_DIRECTORIES true RELATIVE "${_base}" "${_base}/[0-9]*.[0-9]*")
    list(SORT _cuda_versions COMPARE NATURAL ORDER DESCENDING)
    foreach(_version IN LISTS _cuda_versions)
      list(APPEND _dirs "${_base}/${_version}/x64" "${_base}/${_version}")
    endforeach()
    list(APPEND _dirs "${_base}/x64" "${_base}")
  endforeach()
  if(kind STREQUAL "include")
    list(APPEND _dirs "${prefix}")
  endif()
  set(${out} "${_dirs}" PARENT_SCOPE)
endfunction()

# The prefixes of the cuDNN installer, newest release first, then the
# CUDA toolkit's (CUDA_PATH), which older cuDNN zip archives were copied
# into.  The installer's registry keys are not read (untested here).
function(_CuDNNStrict_system_prefixes out)
  set(_prefixes "")
  _CuDNNStrict_env(ProgramW6432 _program_w6432)
  _CuDNNStrict_env(ProgramFiles _program_files)
  foreach(_root IN ITEMS "${_program_w6432}" "${_program_files}" "C:/Program Files")
    if(_root STREQUAL "")
      continue()
    endif()
    file(TO_CMAKE_PATH "${_root}" _root)
    file(GLOB _releases LIST_DIRECTORIES true "${_root}/NVIDIA/CUDNN/v*")
    list(SORT _releases COMPARE NATURAL ORDER DESCENDING)
    list(APPEND _prefixes ${_releases})
  endforeach()
  if(DEFINED ENV{CUDA_PATH})
    file(TO_CMAKE_PATH "$ENV{CUDA_PATH}" _cuda)
    list(APPEND _prefixes "${_cuda}")
  endif()
  list(REMOVE_DUPLICATES _prefixes)
  set(${out} ${_prefixes} PARENT_SCOPE)
endfunction()

# Sets <out> to the processor this build's DLLs must be built for, as the
# C core's table spells it.
function(_CuDNNStrict_dll_processor out)
  set(_expected x86_64)
  if(CMAKE_SYSTEM_PROCESSOR MATCHES "^(ARM64|arm64|aarch64)$")
    set(_expected aarch64)
  elseif(CMAKE_SIZEOF_VOID_P EQUAL 4)
    set(_expected i386)
  endif()
  set(${out} "${_expected}" PARENT_SCOPE)
endfunction()

# Sets <out_file> to what a program links for the DLL <dll>: its import
# library (cudnn.lib or cudnn64_9.lib for cudnn64_9.dll) under the prefix
# above the DLL's bin/, in the same layout (bin/12.4/x64 -> lib/12.4/x64).
# Without one (the cu13 wheels ship DLLs only), with GNU ld (MinGW), the
# DLL itself, which GNU ld links; MSVC's link.exe cannot: <out_error> then
# says what to install.
function(_CuDNNStrict_windows_link_file dll out_file out_error)
  get_filename_component(_dir "${dll}" DIRECTORY)
  get_filename_component(_name "${dll}" NAME)
  string(REGEX REPLACE "64_([0-9]+)\\.dll$" "" _stem "${_name}")
  string(REGEX REPLACE "\\.dll$" ".lib" _versioned "${_name}")
  set(_candidates "")
  # The prefix above bin/, at most two folders up (bin/12.4/x64).
  if("${_dir}" MATCHES "^(.*)/bin(/[^/]+)?(/[^/]+)?$")
    set(_prefix "${CMAKE_MATCH_1}")
    string(REGEX REPLACE "^/" "" _nested "${CMAKE_MATCH_2}${CMAKE_MATCH_3}")
    if(NOT _nested STREQUAL "")
      list(APPEND _candidates "${_prefix}/lib/${_nested}" "${_prefix}/lib/${_nested}/x64")
    endif()
    _CuDNNStrict_prefix_dirs(implib "${_prefix}" _implib_dirs)
    list(APPEND _candidates ${_implib_dirs})
  endif()
  set(_file "")
  foreach(_candidate IN LISTS _candidates)
    foreach(_lib IN ITEMS "${_stem}.lib" "${_versioned}" "${_name}.lib")
      if(NOT _file AND EXISTS "${_candidate}/${_lib}" AND NOT IS_DIRECTORY "${_candidate}/${_lib}")
        set(_file "${_candidate}/${_lib}")
      endif()
    endforeach()
  endforeach()
  set(_error "")
  if(NOT _file)
    if(CMAKE_C_COMPILER_ID STREQUAL "GNU" OR CMAKE_CXX_COMPILER_ID STREQUAL "GNU"
        OR CMAKE_C_COMPILER_ID STREQUAL "Clang" AND NOT MSVC)
      set(_file "${dll}")
    else()
      string(REGEX REPLACE "64_[0-9]+\\.dll$" ".lib" _lib "${_name}")
      _CuDNNStrict_words(_error DLL_NO_IMPORT_LIBRARY dll "${dll}" lib "${_lib}"
        linker "${CMAKE_C_COMPILER_ID}${CMAKE_CXX_COMPILER_ID}")
    endif()
  endif()
  set(${out_file} "${_file}" PARENT_SCOPE)
  set(${out_error} "${_error}" PARENT_SCOPE)
endfunction()

# Defines the imported <target> for the DLL <dll> (what runs, and what the
# checks loaded), with its link file as IMPORTED_IMPLIB.
function(_CuDNNStrict_windows_imported_library target dll include_dirs)
  if(TARGET ${target})
    return()
  endif()
  _CuDNNStrict_windows_link_file("${dll}" _implib _error)
  add_library(${target} SHARED IMPORTED)
  set_target_properties(${target} PROPERTIES
    IMPORTED_LOCATION "${dll}"
    INTERFACE_INCLUDE_DIRECTORIES "${include_dirs}")
  if(_implib)
    set_property(TARGET ${target} PROPERTY IMPORTED_IMPLIB "${_implib}")
  endif()
  # cudnn.h includes cuda_runtime_api.h.
  if(TARGET CUDA::toolkit)
    set_property(TARGET ${target} APPEND PROPERTY INTERFACE_LINK_LIBRARIES CUDA::toolkit)
  endif()
endfunction()
