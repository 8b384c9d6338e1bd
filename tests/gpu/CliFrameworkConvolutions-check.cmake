# Convolutions as frameworks run them: backward data and filter in every
# type, and each algorithm with the math type the _v7 heuristic lists it
# with (the fake lists the GEMM family with tensor-op math when TF32 is
# allowed, GEMM with the descriptor's default math, FP16 and BF16 with
# tensor-op math, and FP32 without TF32 with FMA math).
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}" --json)
cudnn_strict_case_expect("exit status, correct fake (${err})" "${rc}" "^0$")
foreach(_op IN ITEMS fwd bwd_data bwd_filter)
  foreach(_type IN ITEMS FLOAT FLOAT_TF32 HALF BFLOAT16)
    expect_json("${out}" gpu.0.${_op}.${_type}.required 1)
    expect_json("${out}" gpu.0.${_op}.${_type}.result PASSED)
    expect_json("${out}" gpu.0.${_op}.${_type}.algo0.result PASSED)
  endforeach()
  expect_json("${out}" gpu.0.${_op}.FLOAT.algo1.math FMA_MATH)
  expect_json("${out}" gpu.0.${_op}.FLOAT_TF32.algo1.math TENSOR_OP_MATH)
  expect_json("${out}" gpu.0.${_op}.HALF.algo1.math TENSOR_OP_MATH)
  expect_json("${out}" gpu.0.${_op}.BFLOAT16.algo1.math TENSOR_OP_MATH)
endforeach()
expect_json("${out}" gpu.0.fwd.FLOAT_TF32.algo2.math DEFAULT_MATH)
# Compute capability 7.5: FP16 required, BF16 and TF32 not run.
expect_json("${out}" gpu.1.bwd_filter.HALF.required 1)
expect_json("${out}" gpu.1.bwd_filter.HALF.result PASSED)
expect_json("${out}" gpu.1.bwd_data.BFLOAT16.result SKIPPED)
expect_json("${out}" gpu.status PASSED)
expect_no_stderr("${err}")
