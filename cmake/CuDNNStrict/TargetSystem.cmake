# Distributed under the OSI-approved BSD 3-Clause License.
#
# The first step of a configure that does the work: the build's target
# system is one that cuDNN ships for.

include_guard(GLOBAL)

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
  message(FATAL_ERROR "CuDNNStrict: this build targets ${CMAKE_SYSTEM_NAME}, for which NVIDIA ships no cuDNN (cuDNN supports ${_supported}; the last macOS release was cuDNN 7.6). Fix: build for ${_either}, or leave find_package(CuDNNStrict) out of ${CMAKE_SYSTEM_NAME} builds, e.g. if(CMAKE_SYSTEM_NAME STREQUAL \"Linux\" OR WIN32)")
endfunction()
