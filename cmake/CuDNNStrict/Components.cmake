# Distributed under the OSI-approved BSD 3-Clause License.
#
# COMPONENTS: one per cuDNN sub-library (graph, ops, cnn, ..., ops_infer
# for cuDNN 8), named as the C core's list names them
# (probe/base/cudnn_strict_sublibraries.h).  Without COMPONENTS the probe
# requires what the found release ships in its flavour; with them, a
# project says what it calls, and one whose needs the found install lacks
# is told which and why.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/../../probe/Sources.cmake")

# Sets <out_failure> to "" or to the sentence for the components of
# <requested> that the found install lacks and <required> holds, and sets
# <out_prefix>_<c>_FOUND for each of <requested> (what
# find_package_handle_standard_args(HANDLE_COMPONENTS) reads).  <prefix> is
# the sub-library prefix of _CuDNNStrict_take_release_facts; <library> the
# found libcudnn and <version> its release.
function(_CuDNNStrict_check_components prefix library version requested required out_prefix out_failure)
  _CuDNNStrict_sublibrary_names(ALL _known)
  # static: the static archives, which _CuDNNStrict_find_static judges.
  list(APPEND _known static)
  list(REMOVE_ITEM requested static)
  foreach(_component IN LISTS requested)
    if(NOT _component IN_LIST _known)
      string(REPLACE ";" ", " _valid "${_known}")
      _CuDNNStrict_words(_words COMPONENT_UNKNOWN component "${_component}" valid "${_valid}")
      message(FATAL_ERROR "CuDNNStrict: ${_words}")
    endif()
  endforeach()
  set(_lacking "")
  foreach(_component IN LISTS requested)
    set(_found FALSE)
    if(_component IN_LIST ${prefix}_FOUND)
      set(_found TRUE)
    elseif(_component IN_LIST required)
      list(APPEND _lacking ${_component})
    endif()
    set(${out_prefix}_${_component}_FOUND ${_found} PARENT_SCOPE)
  endforeach()
  set(_failure "")
  if(_lacking AND version)
    string(REPLACE ";" ", " _lacking "${_lacking}")
    if(${prefix}_FLAVOUR STREQUAL "JIT")
      # What it ships is the probe's reading of the C core's table.
      string(REGEX REPLACE ", ([^,]*)$" " and \\1" _ships "${${prefix}_FLAVOUR_SHIPS}")
      _CuDNNStrict_words(_failure COMPONENTS_LACKING_JIT lacking "${_lacking}" version "${version}"
        library "${library}" ships "${_ships}")
    else()
      _CuDNNStrict_words(_failure COMPONENTS_LACKING lacking "${_lacking}" version "${version}"
        library "${library}")
    endif()
  endif()
  set(${out_failure} "${_failure}" PARENT_SCOPE)
endfunction()
