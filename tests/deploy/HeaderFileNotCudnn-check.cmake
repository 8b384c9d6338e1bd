include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
file(WRITE "${CASE_BUILD_DIR}/other.h" "#define CUDNN_MAJOR 9\n#define CUDNN_PATCHLEVEL 0\n")
deploy_run("${DEPLOY_PROBE}" --header "${CASE_BUILD_DIR}/other.h" --library "${FAKE_v9_19_0_LIBRARY}"
  RESULT "^64$")
deploy_regex_quote("${CASE_BUILD_DIR}/other.h" _file)
cudnn_strict_case_expect("stdout" "${out}" "^$")
cudnn_strict_case_expect("stderr" "${err}"
  "^cudnn-strict-probe: --header ${_file}: does not define CUDNN_MINOR: not a cuDNN version header $")
