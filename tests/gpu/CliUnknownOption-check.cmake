# A usage error, an unknown option: exit 64 with the usage line.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --frobnicate)
cudnn_strict_case_expect("exit status, unknown option" "${rc}" "^64$")
cudnn_strict_case_expect("unknown option" "${err}" "usage: cudnn-strict-probe .*--gpu-check auto\\|require\\|off\\] .*\\[--in-process\\] \\[--format text\\|json\\|keyvalue\\]")
