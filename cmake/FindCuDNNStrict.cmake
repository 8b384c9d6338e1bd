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
_CuDNNStrict_replay_check(_CuDNNStrict_holds _CuDNNStrict_findings)
if(_CuDNNStrict_holds)
  _CuDNNStrict_value(CuDNNStrict_FIND_QUIETLY _CuDNNStrict_quiet)
  _CuDNNStrict_replay_findings("${_CuDNNStrict_findings}" "${_CuDNNStrict_quiet}")
  unset(_CuDNNStrict_quiet)
  unset(_CuDNNStrict_holds)
  unset(_CuDNNStrict_findings)
  cmake_policy(POP)
  return()
endif()
unset(_CuDNNStrict_holds)

# Everything else: the search, the checks and the targets.
include(${CMAKE_CURRENT_LIST_DIR}/CuDNNStrict/Find.cmake)
cmake_policy(POP)
