# A GPU or cuDNN that never computes in TF32: the FP32 bound then catches
# nothing, and the self-test says that it proved nothing.  Without the
# self-test the same library passes.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_gpu_no_tf32_LIBRARY}"
  --gpu-check require --gpu-self-test --json)
cudnn_strict_case_expect("exit status, no TF32" "${rc}" "^3$")
expect_json("${out}" gpu.0.self_test.result FAILED)
expect_json("${out}" gpu.cause SELF_TEST)
string(JSON _reason GET "${out}" gpu.reason)
cudnn_strict_case_expect("gpu.reason" "${_reason}" "so the bound cannot tell FP32 from TF32$")
run_probe("${correct}" --library "${FAKE_gpu_no_tf32_LIBRARY}" --json)
cudnn_strict_case_expect("exit status, no TF32, no self-test" "${rc}" "^0$")
expect_json("${out}" gpu.status PASSED)
expect_no_stderr("${err}")
