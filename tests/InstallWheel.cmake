# Distributed under the OSI-approved BSD 3-Clause License.
#
# Test fixture: installs a real cuDNN wheel from PyPI into a virtual
# environment (cmake -P, with PYTHON, VENV_DIR, REQUIREMENT, a pinned
# "name==version", and DOWNLOADS).  The wheels are large, so an existing
# install is kept, and the wheel file is kept in DOWNLOADS, a folder build
# trees share.  No network prints CUDNN_STRICT_SKIP instead of failing.

set(_marker "${VENV_DIR}/installed.txt")
if(EXISTS "${_marker}")
  file(READ "${_marker}" _installed)
  if(_installed STREQUAL REQUIREMENT)
    message(STATUS "${REQUIREMENT} already installed in ${VENV_DIR}")
    return()
  endif()
endif()
file(REMOVE_RECURSE "${VENV_DIR}")
execute_process(COMMAND "${PYTHON}" -m venv --without-pip "${VENV_DIR}" RESULT_VARIABLE _rc)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "could not create a virtual environment with ${PYTHON}")
endif()
execute_process(COMMAND "${VENV_DIR}/bin/python" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])"
  OUTPUT_VARIABLE _site OUTPUT_STRIP_TRAILING_WHITESPACE)
include("${CMAKE_CURRENT_LIST_DIR}/DownloadWheel.cmake")
file(MAKE_DIRECTORY "${DOWNLOADS}")
cudnn_strict_download_wheel("${REQUIREMENT}" "${DOWNLOADS}" _wheel _err)
if(NOT _wheel)
  file(REMOVE_RECURSE "${VENV_DIR}")
  message(STATUS "CUDNN_STRICT_SKIP: ${_err}")
  return()
endif()
execute_process(
  COMMAND "${PYTHON}" -m pip install --no-deps --no-index --disable-pip-version-check --quiet
    --target "${_site}" "${_wheel}"
  RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  file(REMOVE_RECURSE "${VENV_DIR}")
  message(FATAL_ERROR "pip could not install ${_wheel}: ${_err}")
endif()
file(WRITE "${_marker}" "${REQUIREMENT}")
message(STATUS "installed ${REQUIREMENT} into ${_site}")
