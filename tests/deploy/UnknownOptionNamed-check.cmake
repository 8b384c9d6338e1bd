include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
deploy_run("${DEPLOY_PROBE}" --gpu-check off --frobnicate RESULT "^64$")
cudnn_strict_case_expect("stdout" "${out}" "^$")
cudnn_strict_case_expect("stderr" "${err}"
  "^cudnn-strict-probe: unknown option '--frobnicate' usage: cudnn-strict-probe .* Try 'cudnn-strict-probe --help' for more\\. $")
