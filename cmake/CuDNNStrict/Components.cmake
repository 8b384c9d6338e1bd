# Distributed under the OSI-approved BSD 3-Clause License.
#
# COMPONENTS: one per cuDNN sub-library (graph, ops, cnn, ..., ops_infer
# for cuDNN 8), named as the C core's list names them
# (probe/base/cudnn_strict_sublibraries.h).  Without COMPONENTS the probe
# requires what the found release ships in its flavour; with them, a
# project says what it calls, and one whose needs the found install lacks
# is told which and why.

include_guard(GLOBAL)
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/Include.cmake")
endif()
_CuDNNStrict_include(Values.cmake)
_CuDNNStrict_include(../../probe/Sources.cmake)

# Puts CuDNNStrict_<c>_FOUND for each component the <options> ask for (what
# find_package_handle_standard_args(HANDLE_COMPONENTS) reads) into the
# findings held in <findings_var>, and sets <out_failure> to "" or to the
# sentence for the required ones the found install lacks.
function(_CuDNNStrict_check_components options findings_var out_failure)
  _CuDNNStrict_get("${options}" _ components required_components)
  _CuDNNStrict_get("${${findings_var}}" _ CuDNNStrict_VERSION library sub.found sub.flavour sub.ships)
  # static: the static archives, which _CuDNNStrict_find_static judges.
  list(REMOVE_ITEM _components static)
  # The valid names, read from the C core's list only when there is a
  # name to check.
  set(_known "")
  if(_components)
    _CuDNNStrict_sublibrary_names(ALL _known)
    list(APPEND _known static)
  endif()
  set(_lacking "")
  foreach(_component IN LISTS _components)
    if(NOT _component IN_LIST _known)
      string(REPLACE ";" ", " _valid "${_known}")
      _CuDNNStrict_words(_words COMPONENT_UNKNOWN component "${_component}" valid "${_valid}")
      message(FATAL_ERROR "CuDNNStrict: ${_words}")
    endif()
    set(_found FALSE)
    if(_component IN_LIST _sub.found)
      set(_found TRUE)
    elseif(_component IN_LIST _required_components)
      list(APPEND _lacking ${_component})
    endif()
    _CuDNNStrict_put(${findings_var} CuDNNStrict_${_component}_FOUND ${_found})
  endforeach()
  set(${findings_var} "${${findings_var}}" PARENT_SCOPE)
  set(_failure "")
  if(_lacking AND _VERSION)
    string(REPLACE ";" ", " _lacking "${_lacking}")
    set(_words COMPONENTS_LACKING)
    if(_sub.flavour STREQUAL "JIT")
      set(_words COMPONENTS_LACKING_JIT)
    endif()
    # What the JIT flavour ships is the probe's reading of the C core's
    # table, worded there.
    _CuDNNStrict_words(_failure ${_words} lacking "${_lacking}" version "${_VERSION}"
      library "${_library}" ships "${_sub.ships}")
  endif()
  set(${out_failure} "${_failure}" PARENT_SCOPE)
endfunction()
