# Distributed under the OSI-approved BSD 3-Clause License.
#
# Configures, builds and runs a ported stand-in project (pytorch/,
# onnxruntime/) in one scenario (cmake -P, with SOURCE_DIR, BUILD_DIR,
# GENERATOR, MODULE_DIR, FAKES_FILE, PROGRAM and SCENARIO):
#   library_directory  -DCUDNN_LIBRARY=<directory> -DCUDNN_INCLUDE_DIR=<dir>
#   environment        the environment variables CUDNN_INCLUDE_DIR and
#                      CUDNN_LIBRARY (the library's directory)
#   reconfigure        the original configured with one fake cuDNN, its
#                      build directory re-configured with the port and
#                      -DCUDNN_ROOT=<another fake>
#   static             USE_STATIC_CUDNN=ON against a tree with static archives
# The port's configure runs with --warn-uninitialized --check-system-vars
# -Wdev -Wdeprecated and must print no warning from the package's files;
# the program must report the expected cuDNN, and refuse (the guard) an
# older one put first on LD_LIBRARY_PATH.

cmake_minimum_required(VERSION 3.21)
include("${FAKES_FILE}")

function(_port_fail what)
  message(FATAL_ERROR "${PROGRAM} (${SCENARIO}): ${what}")
endfunction()

function(_port_escape text out)
  string(REGEX REPLACE "([][+.*()^$?|\\\\])" "\\\\\\1" _escaped "${text}")
  set(${out} "${_escaped}" PARENT_SCOPE)
endfunction()

# Runs a configure of BUILD_DIR; sets _out and _err in the caller.
macro(_port_configure)
  execute_process(COMMAND ${CMAKE_COMMAND} -E env ${_env}
      ${CMAKE_COMMAND} -S "${SOURCE_DIR}" -B "${BUILD_DIR}" -G "${GENERATOR}"
      "-DCMAKE_MODULE_PATH=${MODULE_DIR}" ${ARGN}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    _port_fail("configure failed (exit ${_rc}):\n${_out}\n${_err}")
  endif()
endmacro()

set(_env --unset=CUDNN_INCLUDE_DIR --unset=CUDNN_LIBRARY --unset=CUDNN_ROOT --unset=CUDNN_PATH
  --unset=CUDNN_HOME --unset=CUDNN_ROOT_DIR --unset=CuDNNStrict_ROOT --unset=LD_LIBRARY_PATH)
set(_refused "${FAKE_v9_1_0_LIBRARY_DIR}")
set(_port_args -DUSE_CUDNN_PORT=ON)
file(REMOVE_RECURSE "${BUILD_DIR}")
if(SCENARIO STREQUAL "library_directory")
  list(APPEND _port_args "-DCUDNN_LIBRARY=${FAKE_v9_19_0_LIBRARY_DIR}"
    "-DCUDNN_INCLUDE_DIR=${FAKE_v9_19_0_INCLUDE_DIR}")
  set(_library "${FAKE_v9_19_0_LIBRARY}")
  set(_from "CUDNN_LIBRARY")
  set(_code 91900)
elseif(SCENARIO STREQUAL "environment")
  list(APPEND _env "CUDNN_INCLUDE_DIR=${FAKE_v9_21_0_INCLUDE_DIR}"
    "CUDNN_LIBRARY=${FAKE_v9_21_0_LIBRARY_DIR}")
  set(_library "${FAKE_v9_21_0_LIBRARY}")
  set(_from "ENV{CUDNN_LIBRARY}")
  set(_code 92100)
elseif(SCENARIO STREQUAL "reconfigure")
  # The original, as its users configure it: PyTorch's module takes
  # CUDNN_ROOT, ONNX Runtime's CUDNN_PATH.
  _port_configure("-DCUDNN_ROOT=${FAKE_v9_1_0_ROOT}" "-DCUDNN_PATH=${FAKE_v9_1_0_ROOT}")
  file(STRINGS "${BUILD_DIR}/CMakeCache.txt" _entries REGEX "^(CUDNN_LIBRARY_PATH|cudnn_LIBRARY):")
  if(NOT _entries MATCHES "v9_1_0/lib64/libcudnn")
    _port_fail("the original did not cache the first fake cuDNN: ${_entries}")
  endif()
  list(APPEND _port_args "-DCUDNN_ROOT=${FAKE_v9_19_0_ROOT}")
  set(_library "${FAKE_v9_19_0_LIBRARY}")
  set(_from "CUDNN_ROOT")
  set(_code 91900)
elseif(SCENARIO STREQUAL "static")
  list(APPEND _port_args -DUSE_STATIC_CUDNN=ON "-DCUDNN_ROOT=${FAKE_static_v9_ROOT}")
  set(_library "${FAKE_static_v9_LIBRARY}")
  set(_from "CUDNN_ROOT")
  set(_code 91900)
else()
  _port_fail("unknown scenario")
endif()

_port_configure(${_port_args} --warn-uninitialized --check-system-vars -Wdev -Wdeprecated)
get_filename_component(_module_dir "${MODULE_DIR}" ABSOLUTE)
_port_escape("${_module_dir}/" _module_regex)
string(REGEX MATCHALL "CMake (Deprecation )?Warning[^\n]* at ${_module_regex}[^\n]*" _warnings "${_err}")
if(_warnings)
  list(LENGTH _warnings _count)
  _port_fail("${_count} warnings from the package's files:\n${_err}")
endif()
_port_escape("${_library}" _library_regex)
_port_escape("${_from}" _from_regex)
if(NOT _out MATCHES "library: +${_library_regex} \\[${_from_regex}\\]")
  _port_fail("the package did not report ${_library} [${_from}]:\n${_out}")
endif()

execute_process(COMMAND ${CMAKE_COMMAND} --build "${BUILD_DIR}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _build ERROR_VARIABLE _build)
if(NOT _rc EQUAL 0)
  _port_fail("build failed:\n${_build}")
endif()

execute_process(COMMAND ${CMAKE_COMMAND} -E env --unset=LD_LIBRARY_PATH "${BUILD_DIR}/${PROGRAM}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _run ERROR_VARIABLE _run_err)
if(NOT _rc EQUAL 0 OR NOT _run STREQUAL "${PROGRAM} ran against cuDNN ${_code}\n" OR NOT _run_err STREQUAL "")
  _port_fail("the program (exit ${_rc}) printed:\n${_run}${_run_err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E env "LD_LIBRARY_PATH=${_refused}" "${BUILD_DIR}/${PROGRAM}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _run ERROR_VARIABLE _run_err)
if(SCENARIO STREQUAL "static")
  # cuDNN is in the program: another one on the path is never loaded.
  if(NOT _rc EQUAL 0 OR NOT _run STREQUAL "${PROGRAM} ran against cuDNN ${_code}\n")
    _port_fail("the statically linked program loaded the cuDNN on LD_LIBRARY_PATH (exit ${_rc}):\n${_run}${_run_err}")
  endif()
elseif(NOT _rc EQUAL 78 OR NOT _run STREQUAL "" OR NOT _run_err MATCHES "^cudnn-strict: [^\n]*loaded cuDNN 9\\.1\\.0 ")
  _port_fail("the guard did not stop the program run against cuDNN 9.1.0 (exit ${_rc}):\n${_run}${_run_err}")
endif()
message(STATUS "${PROGRAM} (${SCENARIO}): passed")
