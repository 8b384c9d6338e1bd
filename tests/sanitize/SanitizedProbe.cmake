# Distributed under the OSI-approved BSD 3-Clause License.
#
# Builds the probe with AddressSanitizer and UndefinedBehaviorSanitizer and
# runs it through its outcomes: a passing GPU check on the fake GPU, wrong
# numbers, the real install without a driver, a file that is not a cuDNN.
# Any sanitizer report stops the program (-fno-sanitize-recover) and fails
# the test.  cmake -P with CC, PROBE_DIR, WORK_DIR, CUDA_INCLUDE_DIRS,
# CUDART_LIBRARY, FAKES_FILE.

include("${FAKES_FILE}")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
file(WRITE "${WORK_DIR}/cudnn_strict_probe_config.h"
  "#include <cudnn_version.h>\n#define CUDNN_STRICT_PROBE_HAVE_CUDART 1\n")
set(_includes -I${WORK_DIR} -I${FAKE_v9_19_0_INCLUDE_DIR})
foreach(_folder IN ITEMS include base platform core binary guard gpu configure cli)
  list(APPEND _includes -I${PROBE_DIR}/${_folder})
endforeach()
foreach(_dir IN LISTS CUDA_INCLUDE_DIRS)
  list(APPEND _includes -I${_dir})
endforeach()
get_filename_component(_cudart_dir "${CUDART_LIBRARY}" DIRECTORY)
# Every C file of probe/ but the guard's is a source of the probe (the
# module compiles them as one generated unit; here they are compiled side by
# side, which also checks that they do not depend on each other's static
# definitions).
file(GLOB_RECURSE _sources "${PROBE_DIR}/*.c")
list(FILTER _sources EXCLUDE REGEX "/cudnn_strict_guard[.]c$")
execute_process(
  COMMAND "${CC}" -std=c99 -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=all
    -fno-omit-frame-pointer -Wall -Wextra -Werror ${_includes}
    ${_sources}
    -o "${WORK_DIR}/probe" "${CUDART_LIBRARY}" -ldl "-Wl,--enable-new-dtags,-rpath,${_cudart_dir}"
  RESULT_VARIABLE _rc ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "building the sanitized probe failed:\n${_err}")
endif()

# <expected exit> <expected output regex> <LD_LIBRARY_PATH> <probe arguments...>
function(_run_sanitized expected_exit regex library_path)
  execute_process(
    COMMAND ${CMAKE_COMMAND} -E env "LD_LIBRARY_PATH=${library_path}"
      "ASAN_OPTIONS=detect_leaks=1" "${WORK_DIR}/probe" ${ARGN}
    RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
  if(_err MATCHES "Sanitizer|runtime error")
    message(FATAL_ERROR "sanitizer report for probe ${ARGN}:\n${_err}")
  endif()
  if(NOT _rc STREQUAL "${expected_exit}" OR NOT _out MATCHES "${regex}")
    message(FATAL_ERROR "probe ${ARGN}: exit ${_rc} (expected ${expected_exit}), output:\n${_out}${_err}")
  endif()
  string(REPLACE ";" " " _arguments "${ARGN}")
  message(STATUS "probe ${_arguments}: exit ${_rc} as expected, no sanitizer report")
endfunction()

_run_sanitized(0 "gpu.status=PASSED" "${FAKE_CUDART_correct_DIR}"
  --library "${FAKE_v9_19_0_LIBRARY}" --gpu-check require)
_run_sanitized(0 "\"gpu.status\": *\"PASSED\"" "${FAKE_CUDART_correct_DIR}"
  --library "${FAKE_v9_19_0_LIBRARY}" --gpu-check require --json)
_run_sanitized(3 "gpu.status=FAILED" "${FAKE_CUDART_correct_DIR}"
  --library "${FAKE_gpu_wrong_numbers_LIBRARY}" --gpu-check auto)
_run_sanitized(1 "verdict=MINOR_OLDER" ""
  --library "${FAKE_v9_1_0_LIBRARY}" --gpu-check off)
_run_sanitized(2 "verdict=NOT_LOADABLE" "" --library "${WORK_DIR}/cudnn_strict_probe_config.h")
_run_sanitized(2 "verdict=NOT_CUDNN" "" --library "${FAKE_v9_no_get_version_LIBRARY}")
# --check-binary: the ELF reader, the loader emulation with this machine's
# ld.so cache, and the files it refuses.
# The probe carries no note and names libcudnn.so for its dlopen(): judged
# by the libcudnn that dlopen() would find.  CMake names no cuDNN.
get_filename_component(_fake_dir "${FAKE_v9_19_0_LIBRARY}" DIRECTORY)
_run_sanitized(0 "check.0.cudnn.loaded_by=DLOPEN" "${_fake_dir}" --check-binary "${WORK_DIR}/probe")
_run_sanitized(5 "check.0.status=NO_NOTE" "" --check-binary "${CMAKE_COMMAND}")
_run_sanitized(5 "check.0.status=NOT_ELF" "" --check-binary "${WORK_DIR}/cudnn_strict_probe_config.h")
