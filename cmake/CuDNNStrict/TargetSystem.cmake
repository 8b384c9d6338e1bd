# Distributed under the OSI-approved BSD 3-Clause License.
#
# The first step of a configure that does the work: the build's target
# system is one that cuDNN ships for.

include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/../../probe/Sources.cmake")

# Stops at once on a target system cuDNN has no release for (macOS since
# cuDNN 8, Android, the BSDs): the search would only report a missing
# libcudnn.so, which says nothing of the real cause.
function(_CuDNNStrict_check_system)
  # The systems cuDNN ships for, as CMAKE_SYSTEM_NAME spells them.
  set(_systems Linux Windows)
  if(NOT CMAKE_SYSTEM_NAME OR CMAKE_SYSTEM_NAME IN_LIST _systems)
    return()
  endif()
  string(REPLACE ";" " and " _supported "${_systems}")
  string(REPLACE ";" " or " _either "${_systems}")
  _CuDNNStrict_words(_words TARGET_SYSTEM_UNSUPPORTED system "${CMAKE_SYSTEM_NAME}"
    supported "${_supported}" either "${_either}")
  message(FATAL_ERROR "CuDNNStrict: ${_words}")
endfunction()
