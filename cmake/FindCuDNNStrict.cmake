# Distributed under the OSI-approved BSD 3-Clause License.
#
# FindCuDNNStrict: finds NVIDIA cuDNN (header, library, sub-libraries),
# reads its version as the C preprocessor does and proves at configure time
# that header, library and CUDA runtime agree, so that a mismatch is a
# configure error with a clear message:
#
#   find_package(CuDNNStrict 9.1 REQUIRED)
#   target_link_libraries(app PRIVATE CuDNNStrict::cudnn)
#
# The reference (components, search order, options and hints, imported
# targets, result and cache variables, commands) is docs/find-package.md
# of the source tree, installed as share/doc/CuDNNStrict/find-package.md:
# kept out of this file, which every configure reads.

cmake_policy(PUSH)
# if(<item> IN_LIST <list>) in the helpers.
cmake_policy(SET CMP0057 NEW)
# <PackageName>_ROOT names a search root (CuDNNStrict_ROOT).
cmake_policy(SET CMP0074 NEW)

if(NOT CUDAToolkit_FOUND)
  find_package(CUDAToolkit QUIET)
endif()

# A re-configure that changed nothing replays the findings of the last
# configure, while the stamp of what decides them is the same, without
# reading the rest of the module (CuDNNStrict/Replay.cmake, CuDNNStrict/Record.cmake).
if(NOT COMMAND _CuDNNStrict_include)
  include("${CMAKE_CURRENT_LIST_DIR}/CuDNNStrict/Include.cmake")
endif()
_CuDNNStrict_include(CuDNNStrict/Replay.cmake)
_CuDNNStrict_value(CuDNNStrict_FIND_QUIETLY _CuDNNStrict_quiet)
_CuDNNStrict_replay_check(_CuDNNStrict_holds _CuDNNStrict_findings)
# So does the first configure of another build tree whose inputs are
# those of a first configure this user recorded; a first configure that
# does the work records it (the name of what it read, upper case, outlives
# the work's cleanup).
set(_CuDNNStrict_USER_STATE "")
set(_CuDNNStrict_other_tree FALSE)
if(NOT _CuDNNStrict_holds AND NOT CUDNN_STRICT_FORCE_CHECK AND NOT DEFINED CACHE{_CuDNNStrict_SEARCHED}
    AND NOT EXISTS "${CMAKE_BINARY_DIR}/CMakeFiles/CuDNNStrict/key.txt")
  _CuDNNStrict_include(CuDNNStrict/UserReplay.cmake)
  _CuDNNStrict_user_state(_CuDNNStrict_USER_STATE)
  if(_CuDNNStrict_USER_STATE)
    _CuDNNStrict_user_replay("${_CuDNNStrict_USER_STATE}" "${_CuDNNStrict_quiet}" _CuDNNStrict_holds
      _CuDNNStrict_findings)
    set(_CuDNNStrict_other_tree "${_CuDNNStrict_holds}")
  endif()
endif()
if(_CuDNNStrict_holds)
  _CuDNNStrict_value(CuDNNStrict_FIND_COMPONENTS _CuDNNStrict_components)
  _CuDNNStrict_replay_findings("${_CuDNNStrict_findings}" "${_CuDNNStrict_quiet}" "${_CuDNNStrict_other_tree}"
    "${_CuDNNStrict_components}")
  unset(_CuDNNStrict_components)
  unset(_CuDNNStrict_USER_STATE)
  unset(_CuDNNStrict_other_tree)
  unset(_CuDNNStrict_quiet)
  unset(_CuDNNStrict_holds)
  unset(_CuDNNStrict_findings)
  cmake_policy(POP)
  return()
endif()
unset(_CuDNNStrict_other_tree)
unset(_CuDNNStrict_quiet)
unset(_CuDNNStrict_holds)
unset(_CuDNNStrict_findings)

# Everything else: the search, the checks and the targets; what the
# findings' record ended with, when it kept them.
set(_CuDNNStrict_END "")
include(${CMAKE_CURRENT_LIST_DIR}/CuDNNStrict/Find.cmake)
if(_CuDNNStrict_USER_STATE AND _CuDNNStrict_END)
  _CuDNNStrict_user_record("${_CuDNNStrict_USER_STATE}" "${_CuDNNStrict_END}")
endif()
unset(_CuDNNStrict_USER_STATE)
unset(_CuDNNStrict_END)
cmake_policy(POP)
