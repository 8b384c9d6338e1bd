include("${SUITE_DIR}/support/Check.cmake")
deploy_build()
deploy_run("${DEPLOY_PROBE}" --check-binary RESULT "^64$")
cudnn_strict_case_expect("usage" "${err}" "cudnn-strict-probe --check-binary FILE\\.\\.\\. \\[--expect MAJOR\\.MINOR\\[\\.PATCH\\]\\] \\[--format text\\|json\\|keyvalue\\]")
cudnn_strict_case_expect("usage" "${err}" "cudnn-strict-probe --python \\[PYTHON\\] \\[--format text\\|json\\|keyvalue\\]")
# An unknown format names the valid ones.
deploy_run("${DEPLOY_PROBE}" --check-binary app --format yaml RESULT "^64$")
cudnn_strict_case_expect("format" "${err}" "^cudnn-strict-probe: unknown format 'yaml' \\(valid: text, json, keyvalue\\)")
deploy_run("${DEPLOY_PROBE}" --check-binary --frobnicate RESULT "^64$")
