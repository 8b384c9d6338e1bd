# Distributed under the OSI-approved BSD 3-Clause License.
#
# examples/ci as CI services read it (cmake -P, with MODE, SOURCE_DIR,
# WORK_DIR, PYTHON, DOWNLOADS and DOWNLOAD_WHEEL; see Register.cmake).
# The tools (check-jsonschema, scikit-build-core) live in a venv of the
# work folder's parent, made once.

set(_example "${SOURCE_DIR}/examples/ci")
get_filename_component(_tools "${WORK_DIR}/../tools" ABSOLUTE)
if(NOT EXISTS "${_tools}/installed.txt")
  file(REMOVE_RECURSE "${_tools}")
  execute_process(COMMAND "${PYTHON}" -m venv "${_tools}" RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "could not create a virtual environment: ${_err}")
  endif()
  execute_process(
    COMMAND "${_tools}/bin/python" -m pip install --disable-pip-version-check --quiet
      check-jsonschema "scikit-build-core>=1.0"
    RESULT_VARIABLE _rc ERROR_VARIABLE _err)
  if(NOT _rc EQUAL 0)
    file(REMOVE_RECURSE "${_tools}")
    message(STATUS "CUDNN_STRICT_SKIP: pip could not install check-jsonschema: ${_err}")
    return()
  endif()
  file(WRITE "${_tools}/installed.txt" "check-jsonschema scikit-build-core\n")
endif()
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

if(MODE STREQUAL "schemas")
  # With a proxy that refuses every connection: the schemas are the ones
  # check-jsonschema vendors, not fetched.
  function(validate schema file out_rc out_text)
    execute_process(COMMAND ${CMAKE_COMMAND} -E env HTTP_PROXY=http://127.0.0.1:9
        HTTPS_PROXY=http://127.0.0.1:9 "${_tools}/bin/check-jsonschema" --builtin-schema "${schema}" "${file}"
      RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
    set(${out_rc} "${_rc}" PARENT_SCOPE)
    set(${out_text} "${_out}" PARENT_SCOPE)
  endfunction()
  foreach(_pair IN ITEMS "vendor.github-workflows|github-actions.yml" "vendor.gitlab-ci|.gitlab-ci.yml")
    string(REPLACE "|" ";" _pair "${_pair}")
    list(GET _pair 0 _schema)
    list(GET _pair 1 _name)
    validate("${_schema}" "${_example}/${_name}" _rc _out)
    if(NOT _rc EQUAL 0 OR NOT _out MATCHES "^ok -- validation done")
      message(FATAL_ERROR "${_name} is not valid against ${_schema} (exit ${_rc}):\n${_out}")
    endif()
  endforeach()
  # The control: the workflow without its triggers is refused, as the
  # example once was.
  file(READ "${_example}/github-actions.yml" _text)
  string(REGEX REPLACE "\non:[^\n]*\n" "\n" _text "${_text}")
  file(WRITE "${WORK_DIR}/no-on.yml" "${_text}")
  validate(vendor.github-workflows "${WORK_DIR}/no-on.yml" _rc _out)
  if(_rc EQUAL 0 OR NOT _out MATCHES "'on' is a required property")
    message(FATAL_ERROR "a workflow without 'on' was not refused (exit ${_rc}):\n${_out}")
  endif()
  message(STATUS "both CI files validate against their schemas, offline")
  return()
elseif(NOT MODE STREQUAL "hosted_job")
  message(FATAL_ERROR "MODE must be schemas or hosted_job, not '${MODE}'")
endif()

# The hosted runner has no CUDA: the job runs in a mount namespace with
# /usr/local (this machine's toolkit and cuDNN) hidden.
find_program(_unshare unshare)
if(_unshare)
  execute_process(COMMAND "${_unshare}" -r -m true RESULT_VARIABLE _rc OUTPUT_QUIET ERROR_QUIET)
endif()
if(NOT _unshare OR NOT _rc EQUAL 0)
  message(STATUS "CUDNN_STRICT_SKIP: unshare -r -m cannot hide this machine's CUDA here")
  return()
endif()

# The wheels pip would fetch: cuDNN and the CUDA runtime from the suite's
# download folder, and this repository's own, built here.
include("${DOWNLOAD_WHEEL}")
set(_wheels "${WORK_DIR}/wheels")
file(MAKE_DIRECTORY "${_wheels}")
foreach(_requirement IN ITEMS nvidia-cudnn-cu13==9.28.1.4 nvidia-cuda-runtime==13.5.37 nvidia-cuda-crt==13.5.37
    nvidia-cuda-nvrtc==13.5.37)
  cudnn_strict_download_wheel("${_requirement}" "${DOWNLOADS}" _wheel _error --only-binary=:all:)
  if(NOT _wheel)
    message(STATUS "CUDNN_STRICT_SKIP: ${_error}")
    return()
  endif()
  file(COPY "${_wheel}" DESTINATION "${_wheels}")
endforeach()
execute_process(
  COMMAND ${CMAKE_COMMAND} -E env --unset=CMAKE_ARGS --unset=SKBUILD_CMAKE_ARGS
    "${_tools}/bin/python" -m pip wheel --disable-pip-version-check --no-build-isolation --no-deps
    --quiet -w "${_wheels}" -C "build-dir=${WORK_DIR}/wheel-build" "${SOURCE_DIR}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "pip wheel of this repository failed:\n${_out}")
endif()

file(GLOB _package "${_wheels}/cudnn_strict-*.whl")
# The checkout: the example alone.  CuDNNStrict's requirement, a git URL on
# the runner, names the wheel built above.  The job's steps, pip offline: from the
# wheels above, without their dependencies (cuDNN's cuBLAS is several
# hundred MB; the configure warns that it is missing, as it should).
set(_checkout "${WORK_DIR}/checkout")
file(COPY "${_example}/" DESTINATION "${_checkout}")
execute_process(COMMAND "${_unshare}" -r -m /bin/sh -c
    "mount -t tmpfs none /usr/local && exec \"$0\" \"$@\""
    ${CMAKE_COMMAND} -E env --unset=LD_LIBRARY_PATH --unset=CMAKE_PREFIX_PATH --unset=VIRTUAL_ENV
      --unset=CUDA_PATH --unset=CUDA_HOME --unset=CUDAToolkit_ROOT
      "PATH=/usr/bin:/bin" PIP_NO_INDEX=1 PIP_NO_DEPS=1 "PIP_FIND_LINKS=${_wheels}"
      PIP_DISABLE_PIP_VERSION_CHECK=1
    "${_tools}/bin/python" "${CMAKE_CURRENT_LIST_DIR}/run_github_job.py"
      "${_example}/github-actions.yml" build "${_checkout}"
      "CUDNN_STRICT_SOURCE=file://${_package}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0 OR NOT _out MATCHES "\n-- CuDNNStrict: cuDNN 9\\.28\\.1 \\(code 92801\\)"
    OR NOT _out MATCHES "\n--   library: +[^\n]*/\\.venv/lib/python[0-9.]+/site-packages/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\[pip wheel\\]\n"
    OR NOT _out MATCHES "\n--   GPU check: +SKIPPED \\("
    OR NOT _out MATCHES "Linking C executable ci_app")
  message(FATAL_ERROR "the build job's steps did not configure and build offline (exit ${_rc}):\n"
    "--- stdout ---\n${_out}\n--- stderr ---\n${_err}")
endif()
# Its only warning is for the cuBLAS left out on purpose.
string(REGEX MATCHALL "CMake (Warning|Error|Deprecation)" _messages "${_err}")
string(REGEX REPLACE "[ \t\r\n]+" " " _folded "${_err}")
if(NOT _messages STREQUAL "CMake Warning"
    OR NOT _folded MATCHES "^CMake Warning at [^ ]*/Report\\.cmake:[0-9]+ \\(message\\): CuDNNStrict: cuDNN 9\\.28\\.1 opens libcublasLt\\.so\\.13 itself ")
  message(FATAL_ERROR "the build job wrote to stderr more than the cuBLAS warning:\n${_err}")
endif()
message(STATUS "the hosted build job's steps ran offline, with no CUDA toolkit")
