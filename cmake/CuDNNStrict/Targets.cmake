# Distributed under the OSI-approved BSD 3-Clause License.
#
# Imported targets, and the include directory that gives Debian's _v<major>
# headers their unversioned names.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/Windows.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/Report.cmake")

# Debian packages before cuDNN 9.10 ship only cudnn_v9.h and friends, while
# those headers and user code include "cudnn.h", "cudnn_version.h"...  The
# binary tree gets a directory of symlinks with the unversioned names.
# Sets <out> to that directory, or "" when the install needs none.
function(_CuDNNStrict_unversioned_header_dir include_dir major out)
  file(GLOB _versioned RELATIVE "${include_dir}" "${include_dir}/cudnn*_v${major}.h")
  set(_dir "${CMAKE_BINARY_DIR}/CuDNNStrict/include")
  set(_made FALSE)
  foreach(_name IN LISTS _versioned)
    string(REPLACE "_v${major}.h" ".h" _plain "${_name}")
    if(NOT EXISTS "${include_dir}/${_plain}")
      file(MAKE_DIRECTORY "${_dir}")
      file(REMOVE "${_dir}/${_plain}")
      file(CREATE_LINK "${include_dir}/${_name}" "${_dir}/${_plain}" SYMBOLIC)
      set(_made TRUE)
    endif()
  endforeach()
  if(_made)
    set(${out} "${_dir}" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# cudnn.h includes cuda_runtime_api.h: the target carries CUDA::toolkit
# when that is the build's runtime (<runtime_from_toolkit>), else the
# include directory of the target's runtime that a cross build found
# (<runtime_include_dirs>), never a host toolkit's.
function(_CuDNNStrict_add_imported_library target file include_dirs runtime_from_toolkit runtime_include_dirs)
  if(WIN32)
    _CuDNNStrict_windows_imported_library(${target} "${file}" "${include_dirs}")
  elseif(NOT TARGET ${target})
    add_library(${target} UNKNOWN IMPORTED)
    set_target_properties(${target} PROPERTIES
      IMPORTED_LOCATION "${file}"
      INTERFACE_INCLUDE_DIRECTORIES "${include_dirs}")
    if(runtime_from_toolkit AND TARGET CUDA::toolkit)
      set_property(TARGET ${target} APPEND PROPERTY INTERFACE_LINK_LIBRARIES CUDA::toolkit)
    elseif(NOT runtime_from_toolkit AND runtime_include_dirs)
      set_property(TARGET ${target} APPEND PROPERTY INTERFACE_INCLUDE_DIRECTORIES ${runtime_include_dirs})
    endif()
  endif()
endfunction()

# Defines CuDNNStrict::cudnn (the <findings>' library), CuDNNStrict::cudnn_<name>
# for each sub-library of its record (_CuDNNStrict_sublibraries) and
# CuDNNStrict::cudnn_all, with its CuDNNStrict_INCLUDE_DIRS; its CUDA
# runtime (cudart_from_toolkit, cudart_include) as for
# _CuDNNStrict_add_imported_library.
function(_CuDNNStrict_add_targets findings)
  _CuDNNStrict_report_get("${findings}" CuDNNStrict_INCLUDE_DIRS _include_dirs)
  foreach(_key IN ITEMS library sub.found cudart_from_toolkit cudart_include)
    _CuDNNStrict_report_get("${findings}" ${_key} _${_key})
  endforeach()
  set(_all "")
  foreach(_name IN ITEMS "" ${_sub.found})
    set(_target CuDNNStrict::cudnn)
    set(_file "${_library}")
    if(NOT _name STREQUAL "")
      set(_target CuDNNStrict::cudnn_${_name})
      _CuDNNStrict_report_get("${findings}" sub.file.${_name} _file)
    endif()
    _CuDNNStrict_add_imported_library(${_target} "${_file}" "${_include_dirs}" "${_cudart_from_toolkit}"
      "${_cudart_include}")
    list(APPEND _all ${_target})
  endforeach()
  # libcudnn and every sub-library, for code that calls into several of
  # them; its own include directories too, for projects that read them
  # from the target (get_target_property(... INTERFACE_INCLUDE_DIRECTORIES)).
  if(NOT TARGET CuDNNStrict::cudnn_all)
    add_library(CuDNNStrict::cudnn_all INTERFACE IMPORTED)
    set_target_properties(CuDNNStrict::cudnn_all PROPERTIES
      INTERFACE_INCLUDE_DIRECTORIES "${_include_dirs}"
      INTERFACE_LINK_LIBRARIES "${_all}")
  endif()
endfunction()

# Sets <out_include> to the first of <target>'s include directories that
# holds a cuDNN version header and <out_lib> to the directory of its
# library file, for a target a parent project defined to be adopted.
function(_CuDNNStrict_adopted_target_dirs target out_include out_lib)
  if(NOT TARGET "${target}")
    message(FATAL_ERROR "CuDNNStrict: CUDNN_STRICT_ADOPT_TARGET is '${target}', which is not a target in ${CMAKE_CURRENT_SOURCE_DIR}: define it before find_package(CuDNNStrict), or unset CUDNN_STRICT_ADOPT_TARGET")
  endif()
  get_target_property(_includes "${target}" INTERFACE_INCLUDE_DIRECTORIES)
  set(_include "")
  foreach(_dir IN LISTS _includes)
    if(NOT _include AND (EXISTS "${_dir}/cudnn_version.h" OR EXISTS "${_dir}/cudnn.h"))
      set(_include "${_dir}")
    endif()
  endforeach()
  get_target_property(_location "${target}" IMPORTED_LOCATION)
  if(NOT _location)
    get_target_property(_configurations "${target}" IMPORTED_CONFIGURATIONS)
    foreach(_configuration IN LISTS _configurations)
      if(NOT _location)
        get_target_property(_location "${target}" IMPORTED_LOCATION_${_configuration})
      endif()
    endforeach()
  endif()
  if(NOT _include OR NOT _location)
    message(FATAL_ERROR "CuDNNStrict: CUDNN_STRICT_ADOPT_TARGET is '${target}', which does not name an imported cuDNN library (IMPORTED_LOCATION) with the directory of cudnn_version.h or cudnn.h in its INTERFACE_INCLUDE_DIRECTORIES: name the parent's imported cuDNN library target, or unset CUDNN_STRICT_ADOPT_TARGET")
  endif()
  get_filename_component(_lib "${_location}" DIRECTORY)
  set(${out_include} "${_include}" PARENT_SCOPE)
  set(${out_lib} "${_lib}" PARENT_SCOPE)
endfunction()
