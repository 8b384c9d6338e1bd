# A kernel that is wrong only for channels-last (NHWC) tensors: the check
# runs every convolution in NCHW and NHWC, and names the layout.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_gpu_wrong_nhwc_LIBRARY}" --json)
cudnn_strict_case_expect("exit status, wrong NHWC" "${rc}" "^3$")
expect_json("${out}" gpu.cause WRONG_RESULT)
expect_json("${out}" gpu.failure.algorithm 1)
expect_json("${out}" gpu.0.fwd.FLOAT.algo1.result FAILED)
expect_json("${out}" gpu.0.fwd.FLOAT.algo0.result PASSED)
string(JSON _reason GET "${out}" gpu.reason)
cudnn_strict_case_expect("gpu.reason" "${_reason}" "in FLOAT differs from the CPU reference .*, NHWC\\)$")
expect_no_stderr("${err}")
