# Distributed under the OSI-approved BSD 3-Clause License.
#
# The static archives of the found release (CuDNNStrict::cudnn_static), for
# projects that link cuDNN into their own binaries (PyTorch's
# USE_STATIC_CUDNN).  Which archives a release ships and what they need is
# the C core's list (probe/base/cudnn_strict_sublibraries.h).

include_guard(GLOBAL)

if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(../../probe/Sources.cmake)
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(Compile.cmake)
_CuDNNStrict_include(Run.cmake)
_CuDNNStrict_include(Report.cmake)
_CuDNNStrict_include(Targets.cmake)

# Sets <out> to the first of lib<base>.a (NVIDIA's tar archives) and
# lib<base>_v<major>.a (Debian's libcudnn<major>-static) in <dirs>, or "".
function(_CuDNNStrict_static_archive_in dirs base major out)
  set(${out} "" PARENT_SCOPE)
  foreach(_dir IN LISTS dirs)
    foreach(_name IN ITEMS lib${base}.a lib${base}_v${major}.a)
      if(EXISTS "${_dir}/${_name}" AND NOT IS_DIRECTORY "${_dir}/${_name}")
        set(${out} "${_dir}/${_name}" PARENT_SCOPE)
        return()
      endif()
    endforeach()
  endforeach()
endfunction()

# Sets <out_items> to the link items for <needs> (the C core's names) and
# <out_missing> to the files of those not found.  FindCUDAToolkit's
# CUDA::<name> comes first: it carries that library's own needs.
function(_CuDNNStrict_static_needs needs dirs out_items out_missing)
  set(_search "")
  foreach(_dir IN ITEMS "${CUDAToolkit_LIBRARY_DIR}" "${CUDAToolkit_TARGET_DIR}/lib")
    if(NOT _dir STREQUAL "" AND NOT _dir STREQUAL "/lib" AND IS_DIRECTORY "${_dir}")
      list(APPEND _search "${_dir}")
    endif()
  endforeach()
  list(APPEND _search ${dirs})
  set(_items "")
  set(_missing "")
  foreach(_need IN LISTS needs)
    string(REPLACE "nvrtc_builtins" "nvrtc-builtins" _file "lib${_need}.a")
    set(_found "")
    if(_need STREQUAL "z")
      set(_file "zlib (find_package(ZLIB) found none)")
      if(NOT TARGET ZLIB::ZLIB)
        find_package(ZLIB QUIET)
      endif()
      if(TARGET ZLIB::ZLIB)
        set(_found ZLIB::ZLIB)
      endif()
    elseif(TARGET CUDA::${_need})
      set(_found CUDA::${_need})
    else()
      foreach(_dir IN LISTS _search)
        if(NOT _found AND EXISTS "${_dir}/${_file}")
          set(_found "${_dir}/${_file}")
        endif()
      endforeach()
      if(_found AND _need STREQUAL "cudart_static")
        # What CUDA::cudart_static would have brought.
        list(APPEND _found ${CMAKE_DL_LIBS} pthread rt)
      endif()
    endif()
    if(_found)
      list(APPEND _items ${_found})
    else()
      list(APPEND _missing "${_file}")
    endif()
  endforeach()
  set(${out_items} "${_items}" PARENT_SCOPE)
  set(${out_missing} "${_missing}" PARENT_SCOPE)
endfunction()

# Finds the static archives of the <findings>' cuDNN beside its library,
# as the C core's list says for the release.  Sets <out_static> to a value
# of names, file.<name>, single (libcudnn_static.a), needs (link items),
# release and problem ("" or the first problem's sentence).
function(_CuDNNStrict_find_static options findings report fresh out_static)
  _CuDNNStrict_get("${findings}" _ library sub.found cudart cudart_include CuDNNStrict_VERSION
    CuDNNStrict_VERSION_MAJOR CuDNNStrict_VERSION_CODE)
  set(_static "")
  set(_names "")
  set(_problem "")
  get_filename_component(_dir "${_library}" DIRECTORY)
  file(REAL_PATH "${_library}" _real)
  get_filename_component(_real_dir "${_real}" DIRECTORY)
  set(_dirs "${_dir}" "${_real_dir}")
  list(REMOVE_DUPLICATES _dirs)
  _CuDNNStrict_static_recipe("${_VERSION_CODE}" _archives _wanted_needs)
  if(WIN32)
    _CuDNNStrict_words(_problem STATIC_NOT_ON_WINDOWS)
  elseif(_archives STREQUAL "")
    _CuDNNStrict_words(_problem STATIC_RELEASE_UNKNOWN version "${_VERSION}")
  elseif(_archives STREQUAL "SINGLE")
    _CuDNNStrict_static_archive_in("${_dirs}" cudnn_static "${_VERSION_MAJOR}" _single)
    _CuDNNStrict_put(_static single "${_single}")
    if(NOT _single)
      _CuDNNStrict_words(_problem STATIC_NO_SINGLE_ARCHIVE version "${_VERSION}" dir "${_dir}")
    endif()
  else()
    set(_lacking "")
    set(_arguments --header-version "${_VERSION}")
    foreach(_name IN LISTS _sub.found)
      _CuDNNStrict_static_archive_in("${_dirs}" cudnn_${_name}_static "${_VERSION_MAJOR}" _file)
      if(_file)
        list(APPEND _names ${_name})
        list(APPEND _arguments --static-archive "${_file}")
        _CuDNNStrict_put(_static file.${_name} "${_file}")
      else()
        list(APPEND _lacking libcudnn_${_name}_static.a)
      endif()
    endforeach()
    string(REPLACE ";" ", " _lacking "${_lacking}")
    if(NOT _names)
      _CuDNNStrict_words(_problem STATIC_NO_ARCHIVES version "${_VERSION}" dir "${_dir}"
        major "${_VERSION_MAJOR}")
    elseif(_lacking)
      _CuDNNStrict_words(_problem STATIC_ARCHIVES_LACKING version "${_VERSION}" dir "${_dir}"
        lacking "${_lacking}")
    else()
      # The program of the checks that this configure may run: the one
      # the <report> names when this configure made it (<fresh>), else the
      # one _CuDNNStrict_checks_program finds (its per-user cache entry
      # checked again) or builds now, since a cached report names a
      # program another configure trusted; none where nothing runs here.
      set(_program "")
      if(fresh)
        _CuDNNStrict_report_get("${report}" probe.program _program)
      elseif(NOT CMAKE_CROSSCOMPILING OR CMAKE_CROSSCOMPILING_EMULATOR)
        _CuDNNStrict_get("${options}" _ installed gpu_check)
        _CuDNNStrict_checks_program("${_cudart}" "${_cudart_include}" "${_installed}" "${_gpu_check}"
          _program _from _error)
      endif()
      # The release the archives carry, and the sentence when they are not
      # all of it, are the core's (configure/cudnn_strict_static_check.h).
      # A program that does not know the option (an older installed tool)
      # or does not finish reads nothing.
      if(NOT _program STREQUAL "none" AND EXISTS "${_program}")
        _CuDNNStrict_run_reporting("${_program}" _static_report _rc _printed ${_arguments})
        _CuDNNStrict_get("${_static_report}" _ static.release static.message)
        set(_problem "${_static.message}")
        _CuDNNStrict_put(_static release "${_static.release}")
      endif()
    endif()
  endif()
  if(NOT _problem)
    _CuDNNStrict_static_needs("${_wanted_needs}" "${_dirs}" _needs _missing)
    _CuDNNStrict_put(_static needs "${_needs}")
    if(_missing)
      string(REPLACE ";" ", " _missing "${_missing}")
      _CuDNNStrict_words(_problem STATIC_NEEDS_MISSING version "${_VERSION}" dir "${_dir}"
        missing "${_missing}")
    endif()
  endif()
  _CuDNNStrict_put(_static names "${_names}" problem "${_problem}")
  set(${out_static} "${_static}" PARENT_SCOPE)
endfunction()

# Defines CuDNNStrict::cudnn_<name>_static for each archive and
# CuDNNStrict::cudnn_static (all of them, with what they need) from the
# <static> value of _CuDNNStrict_find_static when it found no problem.
function(_CuDNNStrict_add_static_targets static findings)
  _CuDNNStrict_get("${static}" _ problem names single needs)
  if(_problem OR TARGET CuDNNStrict::cudnn_static)
    return()
  endif()
  _CuDNNStrict_runtime_usage("${findings}" _include_dirs _headers)
  # cuDNN is C++: a project that enables C++ links with its compiler
  # driver, one that does not gets the C++ runtime by name.
  get_property(_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  set(_cxx_runtime "")
  if(NOT "CXX" IN_LIST _languages)
    set(_cxx_runtime stdc++ m)
  endif()
  set(_archives "")
  set(_files "")
  foreach(_name IN LISTS _names)
    set(_target CuDNNStrict::cudnn_${_name}_static)
    _CuDNNStrict_report_get("${static}" file.${_name} _file)
    add_library(${_target} STATIC IMPORTED)
    set_target_properties(${_target} PROPERTIES IMPORTED_LOCATION "${_file}"
      INTERFACE_INCLUDE_DIRECTORIES "${_include_dirs}" INTERFACE_LINK_LIBRARIES "${_headers}")
    if(NOT _cxx_runtime)
      set_property(TARGET ${_target} PROPERTY IMPORTED_LINK_INTERFACE_LANGUAGES CXX)
    endif()
    list(APPEND _archives ${_target})
    list(APPEND _files "${_file}")
  endforeach()
  if(_single)
    set(_link "${_single}")
  elseif(CMAKE_VERSION VERSION_GREATER_EQUAL 3.24)
    # The archives call each other in a cycle: the linker goes over them
    # until nothing new resolves.  What they need follows the group, not
    # in it: nothing there calls back into cuDNN, and CMake refuses a
    # library that is both in a group and outside it, as CUDA::cudart_static
    # would be in a project that links it too.
    string(REPLACE ";" "," _group "${_archives}")
    set(_link "$<LINK_GROUP:RESCAN,${_group}>")
  else()
    # CMake before 3.24 has no LINK_GROUP: the linker's options, around
    # the files themselves, which CMake keeps in this order.
    set(_link -Wl,--start-group ${_files} -Wl,--end-group)
  endif()
  list(APPEND _link ${_needs} ${_cxx_runtime} ${_headers})
  add_library(CuDNNStrict::cudnn_static INTERFACE IMPORTED)
  set_target_properties(CuDNNStrict::cudnn_static PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${_include_dirs}" INTERFACE_LINK_LIBRARIES "${_link}")
  # The guard asks the cuDNN linked in for its version from the process's
  # global scope: the program keeps cudnnGetVersion (which it may not call
  # itself) and exports it, as a shared library would.
  set_property(TARGET CuDNNStrict::cudnn_static PROPERTY INTERFACE_LINK_OPTIONS
    "LINKER:--undefined=cudnnGetVersion" "LINKER:--export-dynamic-symbol=cudnnGetVersion")
endfunction()
