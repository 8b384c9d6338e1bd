# A usage error, an unknown --gpu-check mode: exit 64 with the valid
# values.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --gpu-check sometimes)
cudnn_strict_case_expect("exit status, bad mode" "${rc}" "^64$")
cudnn_strict_case_expect("bad mode" "${err}" "unknown GPU check mode 'sometimes' \\(valid: auto, require, off\\)")
