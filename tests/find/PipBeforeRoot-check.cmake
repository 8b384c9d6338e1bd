# ROOT before PIP, in a fresh tree: ROOT's 9.19.0.
file(REMOVE_RECURSE "${CASE_BUILD_DIR}-default")
execute_process(
  COMMAND ${CMAKE_COMMAND} -S "${SUITE_DIR}" -B "${CASE_BUILD_DIR}-default" -G "${GENERATOR}"
    "-DRUN_CASE=${CASE}" "-DCUDNN_STRICT_TEST_FAKES=${FAKES_FILE}"
    "-DCUDNN_STRICT_TEST_ASSERT=${ASSERT_FILE}" "-DCMAKE_MODULE_PATH=${MODULE_DIR}"
    -DDEFAULT_ORDER=ON
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
cudnn_strict_case_expect("exit code, ROOT first" "${_rc}" "^0$")
cudnn_strict_case_expect("stderr, ROOT first" "${_err}" "^$")
cudnn_strict_case_expect("stdout, ROOT first" "${_out}" "RESULT VERSION=9\\.19\\.0")
