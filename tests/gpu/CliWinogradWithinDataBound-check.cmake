# The fake's Winograd is F(6x6,3x3) with tiles rounded to the data type: a
# correct algorithm whose error exceeds the constant tolerances an error
# model without the data would use (1e-2 for FP16 and TF32, 3e-2 for BF16),
# and passes under the bound from the data.  largest_error: the largest
# error of any element, relative to the largest output.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}" --json)
cudnn_strict_case_expect("exit status, correct fake (${err})" "${rc}" "^0$")
foreach(_type IN ITEMS FLOAT_TF32 HALF BFLOAT16)
  expect_json("${out}" gpu.0.fwd.${_type}.algo6.result PASSED)
  expect_json_number("${out}" gpu.0.fwd.${_type}.algo6.largest_error GREATER 0.01)
endforeach()
expect_json_number("${out}" gpu.0.fwd.BFLOAT16.algo6.largest_error GREATER 0.03)
expect_no_stderr("${err}")
