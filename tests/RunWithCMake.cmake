# Distributed under the OSI-approved BSD 3-Clause License.
#
# Runs test suites under another CMake version or generator (cmake -P,
# with SOURCE_DIR, WORK_DIR, GENERATOR, PYTHON, LABELS, the suites' labels
# separated by commas, and optionally REQUIREMENT, a pip requirement such as
# "cmake==3.21.*", FETCH_DIR, where the real wheels are unpacked, and
# DOWNLOAD_DIR, where the wheel files are kept).  CMake
# releases come from PyPI's cmake wheels; pip's cache keeps them between
# runs.

set(_cmake "${CMAKE_COMMAND}")
set(_ctest "${CMAKE_CTEST_COMMAND}")
if(REQUIREMENT)
  set(_target "${WORK_DIR}/cmake-wheel")
  if(NOT EXISTS "${_target}/installed.txt")
    file(REMOVE_RECURSE "${_target}")
    execute_process(
      COMMAND "${PYTHON}" -m pip install --no-deps --disable-pip-version-check --quiet
        --target "${_target}" "${REQUIREMENT}"
      RESULT_VARIABLE _rc ERROR_VARIABLE _err)
    if(NOT _rc EQUAL 0)
      message(STATUS "CUDNN_STRICT_SKIP: pip could not install ${REQUIREMENT}: ${_err}")
      return()
    endif()
    file(WRITE "${_target}/installed.txt" "${REQUIREMENT}")
  endif()
  set(_cmake "${_target}/cmake/data/bin/cmake")
  set(_ctest "${_target}/cmake/data/bin/ctest")
endif()

function(_run_step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  message("${_out}${_err}")
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "${what} failed (exit ${_rc})")
  endif()
endfunction()

execute_process(COMMAND "${_cmake}" --version OUTPUT_VARIABLE _version)
message(STATUS "Using ${_version}with generator ${GENERATOR}")
# Real wheels are registered only when a suite on them runs (they are
# unpacked into this build tree from the shared download folder).
set(_wheels OFF)
if(LABELS MATCHES "(^|,)(cross|windows)(,|$)")
  set(_wheels ON)
endif()
# FETCH_DIR: the build tree that already holds them (its fixtures ran
# first), so that they are read there, not unpacked again.
set(_fetch_dir "")
if(FETCH_DIR)
  set(_fetch_dir "-DCUDNN_STRICT_TEST_FETCH_DIR=${FETCH_DIR}")
endif()
if(DOWNLOAD_DIR)
  list(APPEND _fetch_dir "-DCUDNN_STRICT_TEST_DOWNLOAD_DIR=${DOWNLOAD_DIR}")
endif()
# The suite's Python is named: older FindPython releases reject a Python
# newer than the ones they know, and the cases that need one would skip.
_run_step("configure" "${_cmake}" -S "${SOURCE_DIR}" -B "${WORK_DIR}/build" -G "${GENERATOR}"
  -DCUDNN_STRICT_TEST_WHEELS=${_wheels} ${_fetch_dir} -DCUDNN_STRICT_TEST_OTHER_CMAKES=OFF
  "-DPython3_EXECUTABLE=${PYTHON}")
_run_step("build" "${_cmake}" --build "${WORK_DIR}/build")
string(REPLACE "," "|" _labels "${LABELS}")
_run_step("tests" "${_ctest}" --test-dir "${WORK_DIR}/build" -L "^(${_labels})$" -j2 --output-on-failure)
