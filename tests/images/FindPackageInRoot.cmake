# Building for an image: find_package(CuDNNStrict) against an unpacked
# image root through CMAKE_FIND_ROOT_PATH (headers and libraries searched
# only there, as docs/containers.md shows), with CuDNNStrict_ROOT naming
# the wheel as the image sees it.  The root's cuDNN 9.12.0 is found and
# built against, never this machine's own cuDNN, and the program runs.
include("${CMAKE_CURRENT_LIST_DIR}/support/Root.cmake")
get_filename_component(_repo "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)
root_make()
root_cudnn_wheel(cu13_oldest)
execute_process(
  COMMAND ${CMAKE_COMMAND} -S "${_repo}/examples/find-cudnn" -B "${WORK_DIR}/build" -G Ninja
    "-DCMAKE_C_COMPILER=${CC}" "-DCMAKE_MODULE_PATH=${_repo}/cmake"
    "-DCMAKE_FIND_ROOT_PATH=${root}" -DCMAKE_FIND_ROOT_PATH_MODE_INCLUDE=ONLY
    -DCMAKE_FIND_ROOT_PATH_MODE_LIBRARY=ONLY -DCMAKE_FIND_ROOT_PATH_MODE_PACKAGE=ONLY
    "-DCuDNNStrict_ROOT=${site}/nvidia/cudnn" -DCUDNN_STRICT_FEATURES=none
    -DCUDNN_STRICT_PROBE_CACHE=OFF
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
fake_env_quote("${root}${site}" _in_root)
if(NOT _rc EQUAL 0 OR NOT _err STREQUAL "" OR NOT _out MATCHES
    "\n-- CuDNNStrict: cuDNN 9\\.12\\.0 \\(code 91200\\), built for CUDA 13\\.0\n"
    OR NOT _out MATCHES "\n--   header: +${_in_root}/nvidia/cudnn/include/cudnn_version\\.h \\[CuDNNStrict_ROOT\\]\n"
    OR NOT _out MATCHES "\n--   library: +${_in_root}/nvidia/cudnn/lib/libcudnn\\.so\\.9 \\[CuDNNStrict_ROOT\\]\n")
  message(FATAL_ERROR "configure: rc ${_rc}\nstdout:\n${_out}\nstderr:\n${_err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build "${WORK_DIR}/build"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0)
  message(FATAL_ERROR "build: ${_out}${_err}")
endif()
execute_process(COMMAND "${WORK_DIR}/build/cudnn_version"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
if(NOT _rc EQUAL 0 OR NOT _out MATCHES "^built with cuDNN 9\\.12\\.0, running cuDNN 91200\n$")
  message(FATAL_ERROR "the program: rc ${_rc}\nstdout: ${_out}\nstderr: ${_err}")
endif()
