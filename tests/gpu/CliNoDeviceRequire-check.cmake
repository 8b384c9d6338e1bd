# No GPU under --gpu-check require: a failure, exit 3.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${FAKE_CUDART_no_device_DIR}" --library "${FAKE_v9_19_0_LIBRARY}" --gpu-check require)
cudnn_strict_case_expect("exit status, no device, require" "${rc}" "^3$")
expect_no_stderr("${err}")
