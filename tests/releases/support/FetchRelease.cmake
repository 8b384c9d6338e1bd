# Distributed under the OSI-approved BSD 3-Clause License.
#
# Test fixture (cmake -P, with PYTHON, REQUIREMENT, DOWNLOADS, DEST and
# optional PLATFORM): downloads one real wheel from PyPI with pip and
# unpacks it into DEST, as pip would install it into site-packages.  The
# wheel stays in DOWNLOADS and an unpacked one is kept, so a second run
# costs nothing; no network prints CUDNN_STRICT_SKIP instead of failing.

set(_marker "${DEST}/fetched.txt")
if(EXISTS "${_marker}")
  file(READ "${_marker}" _fetched)
  if(_fetched STREQUAL "${REQUIREMENT} ${PLATFORM}")
    message(STATUS "${REQUIREMENT} already unpacked in ${DEST}")
    return()
  endif()
endif()
set(_platform "")
if(PLATFORM)
  set(_platform --platform "${PLATFORM}" --only-binary=:all:)
endif()
file(MAKE_DIRECTORY "${DOWNLOADS}")
execute_process(
  COMMAND "${PYTHON}" -m pip download --no-deps --disable-pip-version-check --quiet
    --dest "${DOWNLOADS}" ${_platform} "${REQUIREMENT}"
  RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(STATUS "CUDNN_STRICT_SKIP: pip could not download ${REQUIREMENT}: ${_err}")
  return()
endif()
# The wheel's file name starts with the project name, '-' spelled '_'.
string(REGEX REPLACE "[=<>!~ ].*$" "" _project "${REQUIREMENT}")
string(REPLACE "-" "_" _project "${_project}")
string(REGEX REPLACE "^[^=]*==" "" _version "${REQUIREMENT}")
file(GLOB _wheels "${DOWNLOADS}/${_project}-${_version}-*.whl")
list(LENGTH _wheels _count)
if(NOT _count EQUAL 1)
  message(FATAL_ERROR "expected one wheel ${_project}-${_version}-*.whl in ${DOWNLOADS}, found: ${_wheels}")
endif()
file(REMOVE_RECURSE "${DEST}")
file(MAKE_DIRECTORY "${DEST}")
execute_process(COMMAND "${CMAKE_COMMAND}" -E tar xf "${_wheels}" WORKING_DIRECTORY "${DEST}"
  RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "could not unpack ${_wheels}")
endif()
file(WRITE "${_marker}" "${REQUIREMENT} ${PLATFORM}")
message(STATUS "unpacked ${_wheels} into ${DEST}")
