# A wrong Winograd kernel fails in every type, BF16 included.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_gpu_wrong_winograd_LIBRARY}" --json)
foreach(_type IN ITEMS FLOAT FLOAT_TF32 HALF BFLOAT16)
  expect_json("${out}" gpu.0.fwd.${_type}.algo6.result FAILED)
endforeach()
expect_json("${out}" gpu.0.fwd.BFLOAT16.algo0.result PASSED)
expect_no_stderr("${err}")
