# Distributed under the OSI-approved BSD 3-Clause License.
#
# The CUDNN_STRICT_* options: defaults, valid values, and the check that
# rejects anything else with a message listing the valid ones.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)

# Declares the cache option <name> with the values that follow <doc>, the
# first the default (a drop-down in cmake-gui), unless the project or the
# command line already set it; refuses any other value, and sets <out> to
# the value in upper case.
function(_CuDNNStrict_choice out name doc)
  string(REPLACE ";" ", " _valid "${ARGN}")
  if(NOT DEFINED ${name})
    string(REGEX REPLACE ", ([^,]*)$" " or \\1" _choices "${_valid}")
    set(${name} "${ARGV3}" CACHE STRING "${doc}: ${_choices}")
  endif()
  if(DEFINED CACHE{${name}})
    set_property(CACHE ${name} PROPERTY STRINGS ${ARGN})
  endif()
  string(TOUPPER "${${name}}" _value)
  if(NOT _value IN_LIST ARGN)
    _CuDNNStrict_words(_words OPTION_INVALID name ${name} value "${${name}}" valid "${_valid}")
    message(FATAL_ERROR "CuDNNStrict: ${_words}")
  endif()
  set(${out} "${_value}" PARENT_SCOPE)
endfunction()

# A switch takes any CMake boolean; anything else (a typo such as "YSE")
# would silently read as false.  <id> is the core's sentence for it.
function(_CuDNNStrict_require_boolean name value id)
  string(TOUPPER "${value}" _upper)
  if(NOT _upper MATCHES "^(ON|OFF|TRUE|FALSE|YES|NO|Y|N|1|0|)$")
    _CuDNNStrict_words(_words ${id} name ${name} value "${value}")
    message(FATAL_ERROR "CuDNNStrict: ${_words}")
  endif()
endfunction()

# Declares and checks the options, and sets <out> to the options value
# (Values.cmake) of this find_package call, which holds find_package's
# own that the find module passes too.
function(_CuDNNStrict_options out quiet required components required_components)
  _CuDNNStrict_choice(_policy CUDNN_STRICT_POLICY
    "Which cuDNN libraries may run code built with the found header" COMPATIBLE SAME_MINOR EXACT)
  _CuDNNStrict_choice(_gpu_check CUDNN_STRICT_GPU_CHECK
    "Run a cuDNN convolution on the local GPU at configure time" AUTO REQUIRE OFF)
  _CuDNNStrict_choice(_guard_action CUDNN_STRICT_GUARD_ACTION
    "What the runtime guard does on an incompatible cuDNN" ABORT WARN)

  set(_all_locations ROOT TOOLKIT CONDA PIP SYSTEM)
  if(NOT DEFINED CUDNN_STRICT_SEARCH_LOCATIONS)
    set(CUDNN_STRICT_SEARCH_LOCATIONS "${_all_locations}"
      CACHE STRING "Where to look for cuDNN, a subset of ${_all_locations}")
  endif()
  string(REPLACE ";" ", " _valid "${_all_locations}")
  if("${CUDNN_STRICT_SEARCH_LOCATIONS}" STREQUAL "")
    _CuDNNStrict_words(_words LOCATIONS_EMPTY name CUDNN_STRICT_SEARCH_LOCATIONS valid "${_valid}")
    message(FATAL_ERROR "CuDNNStrict: ${_words}")
  endif()
  foreach(_entry IN LISTS CUDNN_STRICT_SEARCH_LOCATIONS)
    string(TOUPPER "${_entry}" _upper)
    if(NOT _upper IN_LIST _all_locations AND NOT _upper STREQUAL "")
      _CuDNNStrict_words(_words LOCATION_INVALID name CUDNN_STRICT_SEARCH_LOCATIONS entry "${_entry}"
        valid "${_valid}")
      message(FATAL_ERROR "CuDNNStrict: ${_words}")
    endif()
  endforeach()
  string(TOUPPER "${CUDNN_STRICT_SEARCH_LOCATIONS}" _locations)
  list(REMOVE_ITEM _locations "")
  list(REMOVE_DUPLICATES _locations)

  foreach(_name IN ITEMS FORCE_CHECK GUARD_PATHS PROBE_CACHE)
    _CuDNNStrict_value(CUDNN_STRICT_${_name} _value)
    _CuDNNStrict_require_boolean(CUDNN_STRICT_${_name} "${_value}" OPTION_NOT_BOOLEAN)
  endforeach()
  _CuDNNStrict_env(CUDNN_STRICT_PROBE_CACHE _value)
  _CuDNNStrict_require_boolean(CUDNN_STRICT_PROBE_CACHE "${_value}" ENVIRONMENT_NOT_BOOLEAN)
  set(_guard_paths ON)
  if(DEFINED CUDNN_STRICT_GUARD_PATHS AND NOT CUDNN_STRICT_GUARD_PATHS)
    set(_guard_paths OFF)
  endif()

  # What the project uses, for the known-bad table: names and their meaning
  # are the probe's (it refuses an unknown one and lists the valid ones);
  # here only the spelling is checked, since the list is written into C.
  _CuDNNStrict_value(CUDNN_STRICT_FEATURES _features)
  string(TOLOWER "${_features}" _features)
  string(REGEX REPLACE "[; ]+" "," _features "${_features}")
  if(NOT _features MATCHES "^[a-z0-9_,]*$")
    _CuDNNStrict_words(_words FEATURES_SPELLING value "${CUDNN_STRICT_FEATURES}")
    message(FATAL_ERROR "CuDNNStrict: ${_words}")
  endif()

  _CuDNNStrict_value(_CuDNNStrict_INSTALLED_PROBE _installed)
  _CuDNNStrict_value(CUDNN_STRICT_FORCE_CHECK _force_check)
  set(_options "")
  _CuDNNStrict_put(_options policy "${_policy}" gpu_check "${_gpu_check}" guard_action "${_guard_action}"
    features "${_features}" locations "${_locations}" guard_paths ${_guard_paths} installed "${_installed}"
    force_check "${_force_check}"
    quiet "${quiet}" required "${required}" components "${components}"
    required_components "${required_components}")
  set(${out} "${_options}" PARENT_SCOPE)
endfunction()
