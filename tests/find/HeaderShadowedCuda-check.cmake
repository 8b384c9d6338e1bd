if(case_stdout MATCHES "CUDNN_STRICT_SKIP: ")
  return()
endif()
include("${CASE_BUILD_DIR}/facts.cmake")
set(_dir "${CASE_BUILD_DIR}/one-language")
execute_process(COMMAND ${CMAKE_COMMAND} -S "${SUITE_DIR}/support/languages" -B "${_dir}" -G "${GENERATOR}"
    -DLANGUAGE=CUDA "-DTOOLKIT_DIR=${TOOLKIT_DIR}" "-DCMAKE_MODULE_PATH=${MODULE_DIR}"
    -DCUDNN_STRICT_SEARCH_LOCATIONS=ROOT "-DCuDNNStrict_ROOT=${FAKE_ROOT}"
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
cudnn_strict_case_expect("exit code of the CUDA project's configure" "${_rc}" "^0$" "${_out}${_err}")
cudnn_strict_case_expect("stderr of the CUDA project's configure" "${_err}" "^$")
# Keep going past the failing CUDA object, so the C++ one is built too:
# Ninja takes a count of failures (0: any), make none.
set(_keep_going -k)
if(GENERATOR MATCHES "Ninja")
  set(_keep_going -k 0)
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build "${_dir}" -- ${_keep_going}
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _out)
cudnn_strict_case_expect("exit code of the build" "${_rc}" "^[1-9][0-9]*$" "${_out}")
cudnn_strict_case_expect("output of the build" "${_out}"
  "cudnn_strict_header_check\\.h:[0-9]+:[0-9]+: error: #error \"CuDNNStrict: this target compiles [^ ]*/include/cudnn_version\\.h( or [^ ]*/cudnn_version\\.h)? \\(cuDNN 9\\.[0-9]+\\.[0-9]+\\), not the cuDNN 9\\.1\\.0 header that CMake judged against the library \\([^ ]*/v9_1_0/include/cudnn_version\\.h\\): [^ ]*/include( or [^ ]*)? comes before [^ ]*/v9_1_0/include in its include directories\\. Fix: set_target_properties\\(<target> PROPERTIES NO_SYSTEM_FROM_IMPORTED ON\\)")
# The C++ check of the same target compiled: its include path finds cuDNN's.
cudnn_strict_case_expect("output of the build" "${_out}" "Building CXX object CMakeFiles/program\\.dir/CuDNNStrict/header_check/[0-9a-f]+/cudnn_strict_header_check\\.cpp\\.o")
