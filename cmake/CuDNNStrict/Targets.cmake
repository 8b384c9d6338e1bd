# Distributed under the OSI-approved BSD 3-Clause License.
#
# Imported targets, and the include directory that gives Debian's _v<major>
# headers their unversioned names.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/Windows.cmake")

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

# The probe and the sub-library search name files by libcudnn's real
# directory, while libcudnn keeps the spelling it was found by
# (/usr/local/cuda/lib against /usr/local/cuda-13.0/lib): each spelling
# would be one more entry in a build tree's RPATH and link line for the
# same directory.  Respells, in the caller's scope, <prefix>_<name> of each
# sub-library in <prefix>_FOUND that sits in libcudnn's directory
# (<library>) by that directory as found.
function(_CuDNNStrict_respell_sublibraries library prefix)
  get_filename_component(_found_dir "${library}" DIRECTORY)
  file(REAL_PATH "${_found_dir}" _real_dir)
  foreach(_name IN LISTS ${prefix}_FOUND)
    get_filename_component(_dir "${${prefix}_${_name}}" DIRECTORY)
    get_filename_component(_file_name "${${prefix}_${_name}}" NAME)
    file(REAL_PATH "${_dir}" _real)
    if(NOT _dir STREQUAL _found_dir AND _real STREQUAL _real_dir)
      set(${prefix}_${_name} "${_found_dir}/${_file_name}" PARENT_SCOPE)
    endif()
  endforeach()
endfunction()

# Defines CuDNNStrict::cudnn (<library>), CuDNNStrict::cudnn_<name> for each
# sub-library of <sublibrary_prefix>_FOUND and CuDNNStrict::cudnn_all, with
# the cuDNN <include_dirs>; <runtime_from_toolkit> and
# <runtime_include_dirs> as for _CuDNNStrict_add_imported_library.
function(_CuDNNStrict_add_targets library include_dirs sublibrary_prefix runtime_from_toolkit runtime_include_dirs)
  _CuDNNStrict_add_imported_library(CuDNNStrict::cudnn
    "${library}" "${include_dirs}" "${runtime_from_toolkit}" "${runtime_include_dirs}")
  set(_all CuDNNStrict::cudnn)
  foreach(_name IN LISTS ${sublibrary_prefix}_FOUND)
    _CuDNNStrict_add_imported_library(CuDNNStrict::cudnn_${_name}
      "${${sublibrary_prefix}_${_name}}" "${include_dirs}" "${runtime_from_toolkit}" "${runtime_include_dirs}")
    list(APPEND _all CuDNNStrict::cudnn_${_name})
  endforeach()
  # libcudnn and every sub-library, for code that calls into several of
  # them; its own include directories too, for projects that read them
  # from the target (get_target_property(... INTERFACE_INCLUDE_DIRECTORIES)).
  if(NOT TARGET CuDNNStrict::cudnn_all)
    add_library(CuDNNStrict::cudnn_all INTERFACE IMPORTED)
    set_target_properties(CuDNNStrict::cudnn_all PROPERTIES
      INTERFACE_INCLUDE_DIRECTORIES "${include_dirs}"
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
