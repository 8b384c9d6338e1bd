# The graph API beside the legacy one: an NHWC forward convolution built
# from backend descriptors, heuristics mode A's engine configurations run
# as execution plans and judged like the legacy algorithms; an engine that
# declines the graph at its plan's finalization is reported, not failed.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}" --gpu-check require --json)
cudnn_strict_case_expect("exit status, graph API (${err})" "${rc}" "^0$")
expect_json("${out}" gpu.0.graph_fwd.FLOAT_TF32.result PASSED)
expect_json("${out}" gpu.0.graph_fwd.FLOAT_TF32.algo0.result PASSED)
expect_json("${out}" gpu.0.graph_fwd.FLOAT_TF32.algo1.result PASSED)
expect_json("${out}" gpu.0.graph_fwd.FLOAT_TF32.algo2.result NOT_SUPPORTED)
expect_json("${out}" gpu.0.graph_fwd.FLOAT_TF32.algo2.status CUDNN_STATUS_NOT_SUPPORTED)
# The fake proposes three engines: no fourth plan.
expect_json("${out}" gpu.0.graph_fwd.FLOAT_TF32.algo3.result NOT_SUPPORTED)
# Without TF32 (compute capability 7.5), in FP32.
expect_json("${out}" gpu.1.graph_fwd.FLOAT.result PASSED)
expect_json("${out}" gpu.status PASSED)
expect_no_stderr("${err}")
