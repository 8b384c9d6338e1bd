if(case_stdout MATCHES "CUDNN_STRICT_SKIP: ")
  return()
endif()
include("${CASE_BUILD_DIR}/facts.cmake")
set(_dir "${CASE_BUILD_DIR}/one-language")
execute_process(COMMAND ${CMAKE_COMMAND} -S "${SUITE_DIR}/support/languages" -B "${_dir}" -G "${GENERATOR}"
    -DLANGUAGE=CXX "-DTOOLKIT_DIR=${TOOLKIT_DIR}" "-DCMAKE_MODULE_PATH=${MODULE_DIR}"
    -DCUDNN_STRICT_SEARCH_LOCATIONS=ROOT "-DCuDNNStrict_ROOT=${FAKE_ROOT}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
cudnn_strict_case_expect("exit code of the C++ project's configure" "${_rc}" "^0$" "${_out}${_err}")
cudnn_strict_case_expect("stderr of the C++ project's configure" "${_err}"
  "^CMake Warning at [^ ]*/HeaderCheck\\.cmake:[0-9]+ \\(message\\): CuDNNStrict: [^ ]*/include, in this project's include path, holds cuDNN 9\\.[0-9]+\\.[0-9]+'s header")
execute_process(COMMAND ${CMAKE_COMMAND} --build "${_dir}" RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
cudnn_strict_case_expect("exit code of the build" "${_rc}" "^[1-9][0-9]*$" "${_out}")
cudnn_strict_case_expect("output of the build" "${_out}"
  "cudnn_strict_header_check\\.cpp:[0-9]+:[0-9]+: error: #error \"CuDNNStrict: this target compiles [^ ]*/include/cudnn_version\\.h( or [^ ]*/cudnn_version\\.h)? \\(cuDNN 9\\.[0-9]+\\.[0-9]+\\), not the cuDNN 9\\.1\\.0 header that CMake judged against the library")
