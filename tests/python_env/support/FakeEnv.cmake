# Distributed under the OSI-approved BSD 3-Clause License.
#
# Helpers of the python_env cases: a fake Python environment and the
# report of cudnn-strict-probe --python on it.

include("${FAKES_FILE}")

# A fresh venv (no pip) at WORK_DIR/venv; sets `venv_python` and `site`.
macro(fake_env_make)
  file(REMOVE_RECURSE "${WORK_DIR}")
  execute_process(COMMAND "${PYTHON}" -m venv --without-pip "${WORK_DIR}/venv" RESULT_VARIABLE _rc)
  if(NOT _rc EQUAL 0)
    message(FATAL_ERROR "could not create a venv with ${PYTHON}")
  endif()
  set(venv_python "${WORK_DIR}/venv/bin/python")
  execute_process(COMMAND "${venv_python}" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])"
    OUTPUT_VARIABLE site OUTPUT_STRIP_TRAILING_WHITESPACE)
endmacro()

# An installed distribution: <name>-<version>.dist-info/METADATA with one
# Requires-Dist line per REQUIRES entry.
function(fake_env_dist name version)
  cmake_parse_arguments(PARSE_ARGV 2 _dist "" "" "REQUIRES")
  string(REPLACE "-" "_" _dir "${name}")
  set(_text "Metadata-Version: 2.1\nName: ${name}\nVersion: ${version}\n")
  foreach(_requirement IN LISTS _dist_REQUIRES)
    string(APPEND _text "Requires-Dist: ${_requirement}\n")
  endforeach()
  file(WRITE "${site}/${_dir}-${version}.dist-info/METADATA" "${_text}")
endfunction()

# nvidia-cudnn-cu<cuda> <version>, its files those of the fake tree <fake>.
# A second wheel overwrites the first one's files, as pip does.
function(fake_env_cudnn_wheel cuda version fake)
  fake_env_dist(nvidia-cudnn-cu${cuda} ${version})
  file(GLOB _files "${FAKE_${fake}_LIBRARY_DIR}/libcudnn*.so.*")
  file(MAKE_DIRECTORY "${site}/nvidia/cudnn/lib")
  foreach(_file IN LISTS _files)
    get_filename_component(_name "${_file}" NAME)
    file(REMOVE "${site}/nvidia/cudnn/lib/${_name}")
    file(COPY_FILE "${_file}" "${site}/nvidia/cudnn/lib/${_name}")
  endforeach()
endfunction()

# torch/include/caffe2/core/macros.h as a torch wheel has it, recording
# cuDNN <cudnn> ("" for a build without cuDNN).
function(fake_env_torch_macros cudnn)
  set(_use ON)
  if(cudnn STREQUAL "")
    set(_use OFF)
  endif()
  file(WRITE "${site}/torch/include/caffe2/core/macros.h"
    "#pragma once\n/* #undef CAFFE2_USE_CUDNN */\n#define CAFFE2_BUILD_STRINGS { \\\n"
    "  {\"TORCH_VERSION\", \"2.12.0\"}, \\\n  {\"USE_CUDNN\", \"${_use}\"}, \\\n"
    "  {\"CUDNN_VERSION\", \"${cudnn}\"}, \\\n  {\"USE_NCCL\", \"ON\"}, \\\n}\n")
endfunction()

# Runs the probe with --python <venv_python> and ARGN (ENV entries for
# cmake -E env before a literal ARGS); sets `rc`, `out` (white space
# folded) and `raw`.  Stderr must be empty, or match STDERR <regex> (what
# a loaded library printed).
function(fake_env_run)
  cmake_parse_arguments(PARSE_ARGV 0 _run "" "STDERR" "ENV;ARGS")
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env --unset=VIRTUAL_ENV --unset=LD_LIBRARY_PATH ${_run_ENV}
      "${PROBE}" --python "${venv_python}" ${_run_ARGS}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(DEFINED _run_STDERR)
    if(NOT _err MATCHES "${_run_STDERR}")
      message(FATAL_ERROR "stderr does not match\n  ${_run_STDERR}\nstderr:\n${_err}\nstdout:\n${_out}")
    endif()
  elseif(NOT _err STREQUAL "")
    message(FATAL_ERROR "stderr is not empty:\n${_err}\nstdout:\n${_out}")
  endif()
  string(REGEX REPLACE "[ \t\n]+" " " _folded "${_out}")
  set(rc "${_rc}" PARENT_SCOPE)
  set(out "${_folded}" PARENT_SCOPE)
  set(raw "${_out}" PARENT_SCOPE)
endfunction()

# Fails unless the folded report matches the regex its arguments make
# when joined.
function(fake_env_expect)
  set(regex "")
  math(EXPR _last "${ARGC} - 1")
  foreach(_i RANGE ${_last})
    string(APPEND regex "${ARGV${_i}}")
  endforeach()
  if(NOT out MATCHES "${regex}")
    message(FATAL_ERROR "the report does not match\n  ${regex}\nreport:\n${raw}")
  endif()
endfunction()

function(fake_env_expect_rc expected)
  if(NOT rc STREQUAL "${expected}")
    message(FATAL_ERROR "exit status ${rc}, expected ${expected}; report:\n${raw}")
  endif()
endfunction()

# Sets <out> to <text> with regex special characters escaped.
function(fake_env_quote text out)
  string(REGEX REPLACE "([][.*+?^$()|\\\\{}])" "\\\\\\1" _quoted "${text}")
  set(${out} "${_quoted}" PARENT_SCOPE)
endfunction()
