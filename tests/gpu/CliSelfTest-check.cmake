# --gpu-self-test: FP32 with TF32 allowed, judged with the FP32 bound, must
# fail on a GPU with TF32.  The fake computes in TF32 only for the
# algorithms its heuristic lists with tensor-op math, so this passes only
# when each algorithm runs with the math type it was listed with.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}" --gpu-self-test --json)
cudnn_strict_case_expect("exit status, self-test (${err})" "${rc}" "^0$")
expect_json("${out}" gpu.0.self_test.result PASSED)
expect_json("${out}" gpu.0.fwd.TF32_JUDGED_AS_FLOAT.algo1.result FAILED)
expect_json("${out}" gpu.0.fwd.TF32_JUDGED_AS_FLOAT.algo1.math TENSOR_OP_MATH)
# GEMM runs with default math, in FP32: within the FP32 bound.
expect_json("${out}" gpu.0.fwd.TF32_JUDGED_AS_FLOAT.algo2.result PASSED)
# Compute capability 7.5 has no TF32.
expect_json("${out}" gpu.1.self_test.result SKIPPED)
expect_json("${out}" gpu.status PASSED)
expect_no_stderr("${err}")
# Without the option there is no self-test.
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}" --json)
string(JSON _value ERROR_VARIABLE _error GET "${out}" gpu.0.self_test.result)
cudnn_strict_case_expect("self-test without --gpu-self-test" "${_error}" "not found")
