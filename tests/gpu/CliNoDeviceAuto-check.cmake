# No GPU under the default mode, auto: a skip, which is no failure: exit 0.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${FAKE_CUDART_no_device_DIR}" --library "${FAKE_v9_19_0_LIBRARY}" --format keyvalue)
cudnn_strict_case_expect("exit status, no device, auto" "${rc}" "^0$")
cudnn_strict_case_expect("no device, auto" "${out}" "gpu\\.status=SKIPPED gpu\\.cause=NO_DEVICE ")
expect_no_stderr("${err}")
