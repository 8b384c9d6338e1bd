# Distributed under the OSI-approved BSD 3-Clause License.
#
# Imported targets, and the include directory that gives Debian's _v<major>
# headers their unversioned names.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Windows.cmake)
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)

# Debian packages before cuDNN 9.10 ship only cudnn_v9.h and friends, which
# they and user code include as "cudnn.h"...: sets <out> to a directory of
# the binary tree holding links under the unversioned names, or "" when
# the install needs none.
function(_CuDNNStrict_unversioned_header_dir include_dir major out)
  set(${out} "" PARENT_SCOPE)
  file(GLOB _versioned RELATIVE "${include_dir}" "${include_dir}/cudnn*_v${major}.h")
  set(_dir "${CMAKE_BINARY_DIR}/CuDNNStrict/include")
  foreach(_name IN LISTS _versioned)
    string(REPLACE "_v${major}.h" ".h" _plain "${_name}")
    if(NOT EXISTS "${include_dir}/${_plain}")
      file(MAKE_DIRECTORY "${_dir}")
      file(REMOVE "${_dir}/${_plain}")
      file(CREATE_LINK "${include_dir}/${_name}" "${_dir}/${_plain}" SYMBOLIC)
      set(${out} "${_dir}" PARENT_SCOPE)
    endif()
  endforeach()
endfunction()

# cudnn.h includes cuda_runtime_api.h: a cuDNN target carries CUDA::toolkit
# when that is the build's runtime (the <findings>' cudart_from_toolkit),
# else the include directory of the runtime a cross build found, never a
# host toolkit's.  Sets <out_include_dirs> (CuDNNStrict_INCLUDE_DIRS and
# that one) and <out_link> (CUDA::toolkit or "").
function(_CuDNNStrict_runtime_usage findings out_include_dirs out_link)
  _CuDNNStrict_get("${findings}" _ CuDNNStrict_INCLUDE_DIRS cudart_from_toolkit cudart_include)
  set(${out_link} "" PARENT_SCOPE)
  if(NOT _cudart_from_toolkit)
    list(APPEND _INCLUDE_DIRS ${_cudart_include})
  elseif(TARGET CUDA::toolkit)
    set(${out_link} CUDA::toolkit PARENT_SCOPE)
  endif()
  set(${out_include_dirs} "${_INCLUDE_DIRS}" PARENT_SCOPE)
endfunction()

# Defines CuDNNStrict::cudnn (the <findings>' library), CuDNNStrict::cudnn_<name>
# for each sub-library found beside it, and CuDNNStrict::cudnn_all.
function(_CuDNNStrict_add_targets findings)
  _CuDNNStrict_get("${findings}" _ CuDNNStrict_INCLUDE_DIRS library sub.found)
  _CuDNNStrict_runtime_usage("${findings}" _usage_include_dirs _usage_link)
  set(_all "")
  foreach(_name IN ITEMS "" ${_sub.found})
    set(_target CuDNNStrict::cudnn)
    set(_file "${_library}")
    if(NOT _name STREQUAL "")
      set(_target CuDNNStrict::cudnn_${_name})
      _CuDNNStrict_report_get("${findings}" sub.file.${_name} _file)
    endif()
    if(WIN32)
      _CuDNNStrict_windows_imported_library(${_target} "${_file}" "${_INCLUDE_DIRS}")
    elseif(NOT TARGET ${_target})
      add_library(${_target} UNKNOWN IMPORTED)
      set_target_properties(${_target} PROPERTIES
        IMPORTED_LOCATION "${_file}"
        INTERFACE_INCLUDE_DIRECTORIES "${_usage_include_dirs}")
      if(_usage_link)
        set_property(TARGET ${_target} PROPERTY INTERFACE_LINK_LIBRARIES ${_usage_link})
      endif()
    endif()
    list(APPEND _all ${_target})
  endforeach()
  # libcudnn and every sub-library, for code that calls into several of
  # them; its own include directories too, for projects that read them
  # from the target (get_target_property(... INTERFACE_INCLUDE_DIRECTORIES)).
  if(NOT TARGET CuDNNStrict::cudnn_all)
    add_library(CuDNNStrict::cudnn_all INTERFACE IMPORTED)
    set_target_properties(CuDNNStrict::cudnn_all PROPERTIES
      INTERFACE_INCLUDE_DIRECTORIES "${_INCLUDE_DIRS}"
      INTERFACE_LINK_LIBRARIES "${_all}")
  endif()
endfunction()

# For a target a parent project defined to be adopted, sets <out_include>
# to the first of its include directories that holds a cuDNN version
# header and <out_lib> to its library's directory, each as the entry the
# search puts first ("target <target>|<dir>"; "" for no directory).
function(_CuDNNStrict_adopted_target_dirs target out_include out_lib)
  if(NOT TARGET "${target}")
    _CuDNNStrict_words(_words ADOPT_NOT_A_TARGET target "${target}" dir "${CMAKE_CURRENT_SOURCE_DIR}")
    message(FATAL_ERROR "CuDNNStrict: ${_words}")
  endif()
  get_target_property(_includes "${target}" INTERFACE_INCLUDE_DIRECTORIES)
  set(_include "")
  foreach(_dir IN LISTS _includes)
    if(NOT _include AND (EXISTS "${_dir}/cudnn_version.h" OR EXISTS "${_dir}/cudnn.h"))
      set(_include "${_dir}")
    endif()
  endforeach()
  get_target_property(_location "${target}" IMPORTED_LOCATION)
  get_target_property(_configurations "${target}" IMPORTED_CONFIGURATIONS)
  foreach(_configuration IN LISTS _configurations)
    if(NOT _location)
      get_target_property(_location "${target}" IMPORTED_LOCATION_${_configuration})
    endif()
  endforeach()
  if(NOT _include OR NOT _location)
    _CuDNNStrict_words(_words ADOPT_NOT_CUDNN target "${target}")
    message(FATAL_ERROR "CuDNNStrict: ${_words}")
  endif()
  get_filename_component(_lib "${_location}" DIRECTORY)
  set(${out_include} "target ${target}|${_include}" PARENT_SCOPE)
  set(${out_lib} "" PARENT_SCOPE)
  if(NOT _lib STREQUAL "")
    set(${out_lib} "target ${target}|${_lib}" PARENT_SCOPE)
  endif()
endfunction()
