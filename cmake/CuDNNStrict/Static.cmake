# Distributed under the OSI-approved BSD 3-Clause License.
#
# The static archives of the found release (CuDNNStrict::cudnn_static), for
# projects that link cuDNN into their own binaries (PyTorch's
# USE_STATIC_CUDNN).  Which archives a release ships and what they need is
# the C core's list (probe/base/cudnn_strict_sublibraries.h); they are
# looked for beside the libcudnn the module found, where NVIDIA's tar
# archives (lib/ or lib64/) and Debian's libcudnn<major>-static packages
# (lib..._static_v<major>.a) put them.

include_guard(GLOBAL)

include(${CMAKE_CURRENT_LIST_DIR}/../../probe/Sources.cmake)
include("${CMAKE_CURRENT_LIST_DIR}/Values.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Probe.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Report.cmake")

# Sets <out> to the first of lib<base>.a and Debian's lib<base>_v<major>.a
# in <dirs>, or to "".
function(_CuDNNStrict_static_archive_in dirs base major out)
  foreach(_dir IN LISTS dirs)
    foreach(_name IN ITEMS lib${base}.a lib${base}_v${major}.a)
      if(EXISTS "${_dir}/${_name}" AND NOT IS_DIRECTORY "${_dir}/${_name}")
        set(${out} "${_dir}/${_name}" PARENT_SCOPE)
        return()
      endif()
    endforeach()
  endforeach()
  set(${out} "" PARENT_SCOPE)
endfunction()

# Sets <out_problem> to the C core's sentence when the static <archives>
# are not all of cuDNN <version>, else "" (probe/configure/
# cudnn_strict_static_check.h: which archives tell their release, how it is
# read from their members and compared are the core's), and <out_release>
# to the release they carry ("" when none tells).  The configure's probe
# program reads them (_CuDNNStrict_trusted_program, from <report>, <fresh>,
# <cudart>, <cudart_include_dirs>, <installed> and <gpu_check>); where none runs here (a cross build
# without an emulator) they are not read.  A re-configure that changed
# nothing replays the answer with the findings (Record.cmake).
function(_CuDNNStrict_static_archives_release report fresh cudart cudart_include_dirs
    installed gpu_check version archives out_release out_problem)
  set(${out_release} "" PARENT_SCOPE)
  set(${out_problem} "" PARENT_SCOPE)
  _CuDNNStrict_trusted_program("${report}" "${fresh}" "${cudart}" "${cudart_include_dirs}"
    "${installed}" "${gpu_check}" _program)
  if(_program STREQUAL "none")
    return()
  endif()
  set(_arguments "")
  foreach(_archive IN LISTS archives)
    list(APPEND _arguments --static-archive "${_archive}")
  endforeach()
  _CuDNNStrict_value(CMAKE_CROSSCOMPILING_EMULATOR _emulator)
  # Through a file of its own, as the checks' report (Run.cmake): what a
  # preloaded library prints on standard output is no fact.
  set(_run_dir "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/run")
  file(MAKE_DIRECTORY "${_run_dir}")
  file(REMOVE "${_run_dir}/static-report.txt")
  execute_process(COMMAND ${_emulator} "${_program}" --format keyvalue --report static-report.txt
      --header-version "${version}" ${_arguments}
    WORKING_DIRECTORY "${_run_dir}"
    OUTPUT_QUIET ERROR_VARIABLE _error RESULT_VARIABLE _rc TIMEOUT 300)
  set(_report "")
  if(EXISTS "${_run_dir}/static-report.txt")
    file(READ "${_run_dir}/static-report.txt" _report)
    file(REMOVE "${_run_dir}/static-report.txt")
  endif()
  _CuDNNStrict_report_get("${_report}" static.status _static_status)
  _CuDNNStrict_report_get("${_report}" static.release _static_release)
  _CuDNNStrict_report_get("${_report}" static.message _static_message)
  if(_static_status STREQUAL "")
    # A probe that does not know the option (an older installed tool)
    # or did not finish: nothing is read.
    return()
  endif()
  set(${out_release} "${_static_release}" PARENT_SCOPE)
  set(${out_problem} "${_static_message}" PARENT_SCOPE)
endfunction()

# Sets <out_items> to the link items for <needs> (the C core's names) and
# <out_missing> to the files of those not found: FindCUDAToolkit's
# CUDA::<name> where CMake has it (it carries that library's own needs),
# else the file in the toolkit's library directory or in <dirs>, beside
# cuDNN's archives; ZLIB::ZLIB for z.
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
    if(_need STREQUAL "z")
      if(NOT TARGET ZLIB::ZLIB)
        find_package(ZLIB QUIET)
      endif()
      if(TARGET ZLIB::ZLIB)
        list(APPEND _items ZLIB::ZLIB)
      else()
        list(APPEND _missing "zlib (find_package(ZLIB) found none)")
      endif()
      continue()
    endif()
    if(TARGET CUDA::${_need})
      list(APPEND _items CUDA::${_need})
      continue()
    endif()
    string(REPLACE "nvrtc_builtins" "nvrtc-builtins" _file "lib${_need}.a")
    set(_found "")
    foreach(_dir IN LISTS _search)
      if(NOT _found AND EXISTS "${_dir}/${_file}")
        set(_found "${_dir}/${_file}")
      endif()
    endforeach()
    if(NOT _found)
      list(APPEND _missing ${_file})
    else()
      list(APPEND _items "${_found}")
      if(_need STREQUAL "cudart_static")
        # What CUDA::cudart_static would have brought.
        list(APPEND _items ${CMAKE_DL_LIBS} pthread rt)
      endif()
    endif()
  endforeach()
  set(${out_items} "${_items}" PARENT_SCOPE)
  set(${out_missing} "${_missing}" PARENT_SCOPE)
endfunction()

# Finds the static archives of cuDNN <version> (version code <code>, major
# <major>) beside <library>, one per sub-library of <sublibraries> (those
# the release ships, found beside libcudnn) or libcudnn_static.a, as the C
# core's list says for the release.  Sets in the caller's scope:
#   <prefix>_NAMES    the sub-libraries whose archive was found
#   <prefix>_<name>   each one's file
#   <prefix>_SINGLE   libcudnn_static.a, for releases that ship only it
#   <prefix>_GROUP    whether the archives are linked as one group
#   <prefix>_NEEDS    link items for what the archives need
#   <prefix>_RELEASE  the release the archives carry, read from them by
#                     the probe (_CuDNNStrict_static_archives_release, with
#                     <report>, <fresh>, <cudart>, <cudart_include_dirs>,
#                     <installed> and <gpu_check>)
#   <prefix>_PROBLEM  "" when all is there and of <version>, else the
#                     first problem, a sentence that names the file
function(_CuDNNStrict_find_static library major version code sublibraries report fresh cudart
    cudart_include_dirs installed gpu_check prefix)
  set(_names "")
  set(_single "")
  set(_needs "")
  set(_problem "")
  set(_release "")
  get_filename_component(_dir "${library}" DIRECTORY)
  file(REAL_PATH "${library}" _real)
  get_filename_component(_real_dir "${_real}" DIRECTORY)
  set(_dirs "${_dir}")
  if(NOT _real_dir STREQUAL _dir)
    list(APPEND _dirs "${_real_dir}")
  endif()
  _CuDNNStrict_static_recipe("${code}" _archives _wanted_needs)
  if(WIN32)
    _CuDNNStrict_words(_problem STATIC_NOT_ON_WINDOWS)
  elseif(_archives STREQUAL "")
    _CuDNNStrict_words(_problem STATIC_RELEASE_UNKNOWN version "${version}")
  elseif(_archives STREQUAL "SINGLE")
    _CuDNNStrict_static_archive_in("${_dirs}" cudnn_static "${major}" _single)
    if(NOT _single)
      _CuDNNStrict_words(_problem STATIC_NO_SINGLE_ARCHIVE version "${version}" dir "${_dir}")
    endif()
  else()
    set(_lacking "")
    foreach(_name IN LISTS sublibraries)
      _CuDNNStrict_static_archive_in("${_dirs}" cudnn_${_name}_static "${major}" _file)
      if(_file)
        list(APPEND _names ${_name})
        set(${prefix}_${_name} "${_file}" PARENT_SCOPE)
        set(_file_${_name} "${_file}")
      else()
        list(APPEND _lacking libcudnn_${_name}_static.a)
      endif()
    endforeach()
    if(NOT _names)
      _CuDNNStrict_words(_problem STATIC_NO_ARCHIVES version "${version}" dir "${_dir}" major "${major}")
    elseif(_lacking)
      string(REPLACE ";" ", " _lacking "${_lacking}")
      _CuDNNStrict_words(_problem STATIC_ARCHIVES_LACKING version "${version}" dir "${_dir}"
        lacking "${_lacking}")
    endif()
    if(NOT _problem)
      set(_files "")
      foreach(_name IN LISTS _names)
        list(APPEND _files "${_file_${_name}}")
      endforeach()
      _CuDNNStrict_static_archives_release("${report}" "${fresh}" "${cudart}" "${cudart_include_dirs}"
        "${installed}" "${gpu_check}" "${version}" "${_files}" _release _problem)
    endif()
  endif()
  if(NOT _problem)
    _CuDNNStrict_static_needs("${_wanted_needs}" "${_dirs}" _needs _missing)
    if(_missing)
      string(REPLACE ";" ", " _missing "${_missing}")
      _CuDNNStrict_words(_problem STATIC_NEEDS_MISSING version "${version}" dir "${_dir}"
        missing "${_missing}")
    endif()
  endif()
  set(${prefix}_NAMES "${_names}" PARENT_SCOPE)
  set(${prefix}_SINGLE "${_single}" PARENT_SCOPE)
  set(${prefix}_NEEDS "${_needs}" PARENT_SCOPE)
  set(${prefix}_RELEASE "${_release}" PARENT_SCOPE)
  set(${prefix}_PROBLEM "${_problem}" PARENT_SCOPE)
endfunction()

# Defines CuDNNStrict::cudnn_<name>_static for each archive and
# CuDNNStrict::cudnn_static (all of them with what they need) from what
# _CuDNNStrict_find_static left under <prefix>, when it found no problem.
# <include_dirs>, <runtime_from_toolkit> and <runtime_include_dirs> as for
# _CuDNNStrict_add_imported_library.
function(_CuDNNStrict_add_static_targets prefix include_dirs runtime_from_toolkit runtime_include_dirs)
  if(${prefix}_PROBLEM OR TARGET CuDNNStrict::cudnn_static)
    return()
  endif()
  set(_headers "")
  if(runtime_from_toolkit AND TARGET CUDA::toolkit)
    set(_headers CUDA::toolkit)
  elseif(NOT runtime_from_toolkit AND runtime_include_dirs)
    list(APPEND include_dirs ${runtime_include_dirs})
  endif()
  # cuDNN is C++: a project that enables C++ links with its compiler
  # driver, one that does not gets the C++ runtime by name.
  get_property(_languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  set(_cxx_runtime "")
  if(NOT "CXX" IN_LIST _languages)
    set(_cxx_runtime stdc++ m)
  endif()
  set(_archives "")
  foreach(_name IN LISTS ${prefix}_NAMES)
    set(_target CuDNNStrict::cudnn_${_name}_static)
    add_library(${_target} STATIC IMPORTED)
    set_target_properties(${_target} PROPERTIES
      IMPORTED_LOCATION "${${prefix}_${_name}}"
      INTERFACE_INCLUDE_DIRECTORIES "${include_dirs}"
      INTERFACE_LINK_LIBRARIES "${_headers}")
    if(NOT _cxx_runtime)
      set_property(TARGET ${_target} PROPERTY IMPORTED_LINK_INTERFACE_LANGUAGES CXX)
    endif()
    list(APPEND _archives ${_target})
  endforeach()
  if(${prefix}_SINGLE)
    set(_link "${${prefix}_SINGLE}")
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
    set(_link "-Wl,--start-group")
    foreach(_name IN LISTS ${prefix}_NAMES)
      list(APPEND _link "${${prefix}_${_name}}")
    endforeach()
    list(APPEND _link "-Wl,--end-group")
  endif()
  list(APPEND _link ${${prefix}_NEEDS} ${_cxx_runtime} ${_headers})
  add_library(CuDNNStrict::cudnn_static INTERFACE IMPORTED)
  set_target_properties(CuDNNStrict::cudnn_static PROPERTIES
    INTERFACE_INCLUDE_DIRECTORIES "${include_dirs}"
    INTERFACE_LINK_LIBRARIES "${_link}")
  # The guard asks the cuDNN linked in for its version from the process's
  # global scope: the program keeps cudnnGetVersion (which it may not call
  # itself) and exports it, as a shared library would.
  set_property(TARGET CuDNNStrict::cudnn_static PROPERTY INTERFACE_LINK_OPTIONS
    "LINKER:--undefined=cudnnGetVersion" "LINKER:--export-dynamic-symbol=cudnnGetVersion")
endfunction()
