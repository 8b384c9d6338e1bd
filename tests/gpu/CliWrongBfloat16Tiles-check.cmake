# Winograd that errs only in BF16 and only in the quiet tiles, by 1/16 of
# the loudest output: the old allowance (a share of the largest magnitude,
# about 0.6 of the largest output here) took it; the bound from each tile's
# own magnitude refuses it, and the same kernel passes in FP16 and TF32.
# --gpu-check require: GPU 1 (7.5) runs no BF16 and passes.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_gpu_wrong_bfloat16_tiles_LIBRARY}"
  --gpu-check require --json)
cudnn_strict_case_expect("exit status, wrong BF16 tiles" "${rc}" "^3$")
expect_json("${out}" gpu.cause WRONG_RESULT)
expect_json("${out}" gpu.failure.data_type BFLOAT16)
expect_json("${out}" gpu.failure.algorithm_name WINOGRAD)
expect_json("${out}" gpu.0.fwd.BFLOAT16.algo6.result FAILED)
expect_json("${out}" gpu.0.fwd.BFLOAT16.algo0.result PASSED)
foreach(_type IN ITEMS FLOAT FLOAT_TF32 HALF)
  expect_json("${out}" gpu.0.fwd.${_type}.algo6.result PASSED)
endforeach()
# The error stays far below the old allowance (0.125 of the largest M).
expect_json_number("${out}" gpu.0.fwd.BFLOAT16.algo6.max_error LESS 0.1)
expect_json_number("${out}" gpu.0.fwd.BFLOAT16.algo6.bound LESS 0.03)
expect_no_stderr("${err}")
