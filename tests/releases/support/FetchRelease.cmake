# Distributed under the OSI-approved BSD 3-Clause License.
#
# Test fixture (cmake -P, with PYTHON, REQUIREMENTS, DOWNLOADS, DEST and
# optional PLATFORM, see below): downloads real wheels from PyPI with pip (REQUIREMENTS
# holds one or more "name==version", separated by ',') and unpacks them all
# into DEST, as pip would install them into one site-packages.  The
# wheel stays in DOWNLOADS (one folder per platform, shared by build
# trees) and an unpacked one is kept, so a second run costs nothing; no
# network prints CUDNN_STRICT_SKIP instead of failing.

include("${CMAKE_CURRENT_LIST_DIR}/../../DownloadWheel.cmake")

set(_marker "${DEST}/fetched.txt")
if(EXISTS "${_marker}")
  file(READ "${_marker}" _fetched)
  if(_fetched STREQUAL "${REQUIREMENTS} ${PLATFORM}")
    message(STATUS "${REQUIREMENTS} already unpacked in ${DEST}")
    return()
  endif()
endif()
# PLATFORM: one or more pip platform tags (',' separated); pip takes a
# wheel tagged with any of them (manylinux2014 and manylinux_2_27 wheels
# of one processor are not found by a single tag).
set(_platform "")
if(PLATFORM)
  string(REPLACE "," ";" _tags "${PLATFORM}")
  foreach(_tag IN LISTS _tags)
    list(APPEND _platform --platform "${_tag}")
  endforeach()
  list(APPEND _platform --only-binary=:all:)
endif()
string(REPLACE "," ";" _requirements "${REQUIREMENTS}")
file(MAKE_DIRECTORY "${DOWNLOADS}")
file(REMOVE_RECURSE "${DEST}")
file(MAKE_DIRECTORY "${DEST}")
foreach(_requirement IN LISTS _requirements)
  cudnn_strict_download_wheel("${_requirement}" "${DOWNLOADS}" _wheels _err ${_platform})
  if(NOT _wheels)
    message(STATUS "CUDNN_STRICT_SKIP: ${_err}")
    return()
  endif()
  execute_process(COMMAND "${CMAKE_COMMAND}" -E tar xf "${_wheels}" WORKING_DIRECTORY "${DEST}"
    RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "could not unpack ${_wheels}")
  endif()
  message(STATUS "unpacked ${_wheels} into ${DEST}")
endforeach()
file(WRITE "${_marker}" "${REQUIREMENTS} ${PLATFORM}")
