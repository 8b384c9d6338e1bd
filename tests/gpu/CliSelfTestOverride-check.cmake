# NVIDIA_TF32_OVERRIDE=0 turns TF32 off (the fake honours it, as NVIDIA's
# libraries do): the self-test has nothing to catch and says so.
include("${SUITE_DIR}/support/CliCheck.cmake")
set(ENV{NVIDIA_TF32_OVERRIDE} 0)
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}" --gpu-self-test --json)
unset(ENV{NVIDIA_TF32_OVERRIDE})
cudnn_strict_case_expect("exit status, override (${err})" "${rc}" "^0$")
expect_json("${out}" gpu.0.self_test.result SKIPPED)
expect_json("${out}" gpu.0.self_test.reason "NVIDIA_TF32_OVERRIDE=0 turns TF32 off")
expect_json("${out}" gpu.env.NVIDIA_TF32_OVERRIDE 0)
# TF32-allowed FP32 computed in FP32: far below TF32's rounding.
expect_json_number("${out}" gpu.0.fwd.FLOAT_TF32.algo1.largest_error LESS 1e-6)
expect_no_stderr("${err}")
