# Distributed under the OSI-approved BSD 3-Clause License.
#
# The CUDNN_STRICT_* options: their defaults, their valid values, and the
# check that rejects anything else with a message listing the valid ones.

# Included by every find_package(CuDNNStrict), without an include guard:
# the constants below must be set in the scope of each call, and a sibling
# directory or a function does not inherit those of an earlier call.

include("${CMAKE_CURRENT_LIST_DIR}/Values.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/../../probe/Sources.cmake")

set(_CuDNNStrict_POLICY_VALUES COMPATIBLE SAME_MINOR EXACT)
set(_CuDNNStrict_GPU_CHECK_VALUES AUTO REQUIRE OFF)
set(_CuDNNStrict_GUARD_ACTION_VALUES ABORT WARN)
set(_CuDNNStrict_SEARCH_LOCATION_VALUES ROOT TOOLKIT CONDA PIP SYSTEM)

# The help string of a cache entry another cuDNN module left
# (CUDNN_INCLUDE_PATH, CUDNN_LIBRARY_PATH, cudnn_LIBRARY) once this module
# replaced its value: still not the user's choice at the next configure.
set(_CuDNNStrict_REPLACED_HELP "Replaced by FindCuDNNStrict with the cuDNN it found (the entry was left by another cuDNN module)")

# Declares a cache option with a fixed set of values (shown as a drop-down
# in cmake-gui) unless the project or the command line already set it.
function(_CuDNNStrict_declare_choice name default doc)
  if(NOT DEFINED ${name})
    set(${name} "${default}" CACHE STRING "${doc}")
  endif()
  if(DEFINED CACHE{${name}})
    set_property(CACHE ${name} PROPERTY STRINGS ${ARGN})
  endif()
endfunction()

function(_CuDNNStrict_require_choice name)
  string(TOUPPER "${${name}}" _value)
  if(NOT _value IN_LIST ARGN)
    string(REPLACE ";" ", " _valid "${ARGN}")
    _CuDNNStrict_words(_words OPTION_INVALID name ${name} value "${${name}}" valid "${_valid}")
    message(FATAL_ERROR "CuDNNStrict: ${_words}")
  endif()
endfunction()

# A switch takes any CMake boolean; anything else (a typo such as "YSE")
# would silently read as false.
function(_CuDNNStrict_require_boolean name)
  _CuDNNStrict_value(${name} _value)
  string(TOUPPER "${_value}" _value)
  if(NOT _value MATCHES "^(ON|OFF|TRUE|FALSE|YES|NO|Y|N|1|0|)$")
    _CuDNNStrict_words(_words OPTION_NOT_BOOLEAN name ${name} value "${${name}}")
    message(FATAL_ERROR "CuDNNStrict: ${_words}")
  endif()
endfunction()

function(_CuDNNStrict_require_subset name)
  if("${${name}}" STREQUAL "")
    string(REPLACE ";" ", " _valid "${ARGN}")
    _CuDNNStrict_words(_words LOCATIONS_EMPTY name ${name} valid "${_valid}")
    message(FATAL_ERROR "CuDNNStrict: ${_words}")
  endif()
  foreach(_entry IN LISTS ${name})
    string(TOUPPER "${_entry}" _upper)
    if(NOT _upper IN_LIST ARGN AND NOT _upper STREQUAL "")
      string(REPLACE ";" ", " _valid "${ARGN}")
      _CuDNNStrict_words(_words LOCATION_INVALID name ${name} entry "${_entry}" valid "${_valid}")
      message(FATAL_ERROR "CuDNNStrict: ${_words}")
    endif()
  endforeach()
endfunction()

# Declares and checks the options, and sets, normalised (upper-case),
# <out_policy>, <out_gpu_check> and <out_guard_action>; <out_features> to
# CUDNN_STRICT_FEATURES as one comma-separated string; <out_locations> to
# the enabled search locations in order.
function(_CuDNNStrict_validate_options out_policy out_gpu_check out_guard_action out_features out_locations)
  _CuDNNStrict_declare_choice(CUDNN_STRICT_POLICY COMPATIBLE
    "Which cuDNN libraries may run code built with the found header: COMPATIBLE, SAME_MINOR or EXACT"
    ${_CuDNNStrict_POLICY_VALUES})
  _CuDNNStrict_declare_choice(CUDNN_STRICT_GPU_CHECK AUTO
    "Run a cuDNN convolution on the local GPU at configure time: AUTO, REQUIRE or OFF"
    ${_CuDNNStrict_GPU_CHECK_VALUES})
  _CuDNNStrict_declare_choice(CUDNN_STRICT_GUARD_ACTION ABORT
    "What the runtime guard does on an incompatible cuDNN: ABORT or WARN"
    ${_CuDNNStrict_GUARD_ACTION_VALUES})
  if(NOT DEFINED CUDNN_STRICT_SEARCH_LOCATIONS)
    set(CUDNN_STRICT_SEARCH_LOCATIONS "${_CuDNNStrict_SEARCH_LOCATION_VALUES}"
      CACHE STRING "Where to look for cuDNN, a subset of ROOT;TOOLKIT;CONDA;PIP;SYSTEM")
  endif()

  _CuDNNStrict_require_choice(CUDNN_STRICT_POLICY ${_CuDNNStrict_POLICY_VALUES})
  _CuDNNStrict_require_choice(CUDNN_STRICT_GPU_CHECK ${_CuDNNStrict_GPU_CHECK_VALUES})
  _CuDNNStrict_require_choice(CUDNN_STRICT_GUARD_ACTION ${_CuDNNStrict_GUARD_ACTION_VALUES})
  _CuDNNStrict_require_subset(CUDNN_STRICT_SEARCH_LOCATIONS ${_CuDNNStrict_SEARCH_LOCATION_VALUES})
  _CuDNNStrict_require_boolean(CUDNN_STRICT_FORCE_CHECK)
  _CuDNNStrict_require_boolean(CUDNN_STRICT_GUARD_PATHS)
  _CuDNNStrict_require_boolean(CUDNN_STRICT_PROBE_CACHE)
  _CuDNNStrict_env(CUDNN_STRICT_PROBE_CACHE _value)
  string(TOUPPER "${_value}" _value)
  if(NOT _value MATCHES "^(ON|OFF|TRUE|FALSE|YES|NO|Y|N|1|0|)$")
    _CuDNNStrict_words(_words ENVIRONMENT_NOT_BOOLEAN name CUDNN_STRICT_PROBE_CACHE
      value "$ENV{CUDNN_STRICT_PROBE_CACHE}")
    message(FATAL_ERROR "CuDNNStrict: ${_words}")
  endif()

  # Normalised (upper-case) values for the rest of the module.
  foreach(_option IN ITEMS POLICY GPU_CHECK GUARD_ACTION)
    string(TOLOWER "${_option}" _name)
    string(TOUPPER "${CUDNN_STRICT_${_option}}" _value)
    set(${out_${_name}} "${_value}" PARENT_SCOPE)
  endforeach()
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
  set(${out_features} "${_features}" PARENT_SCOPE)
  string(TOUPPER "${CUDNN_STRICT_SEARCH_LOCATIONS}" _locations)
  list(REMOVE_ITEM _locations "")
  list(REMOVE_DUPLICATES _locations)
  set(${out_locations} "${_locations}" PARENT_SCOPE)
endfunction()
