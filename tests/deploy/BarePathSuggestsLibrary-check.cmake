include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
deploy_run("${DEPLOY_PROBE}" "${FAKE_v9_19_0_LIBRARY}" RESULT "^64$")
deploy_regex_quote("${FAKE_v9_19_0_LIBRARY}" _library)
cudnn_strict_case_expect("stdout" "${out}" "^$")
cudnn_strict_case_expect("stderr" "${err}"
  "^cudnn-strict-probe: unexpected argument '${_library}' \\(to check that cuDNN library: cudnn-strict-probe --library '${_library}'; a program or library that loads cuDNN: --check-binary '${_library}'\\) usage: cudnn-strict-probe ")
