# An engine reached only through the graph API that leaves an output
# unwritten: the legacy algorithms all pass, the graph-API check fails it.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_gpu_wrong_graph_engine_LIBRARY}" --json)
cudnn_strict_case_expect("exit status, wrong graph engine" "${rc}" "^3$")
expect_json("${out}" gpu.cause WRONG_RESULT)
expect_json("${out}" gpu.failure.operation graph_fwd)
expect_json("${out}" gpu.failure.algorithm 1)
expect_json("${out}" gpu.0.graph_fwd.FLOAT_TF32.algo1.result FAILED)
expect_json("${out}" gpu.0.graph_fwd.FLOAT_TF32.algo0.result PASSED)
expect_json("${out}" gpu.0.fwd.FLOAT.result PASSED)
string(JSON _reason GET "${out}" gpu.reason)
cudnn_strict_case_expect("gpu.reason" "${_reason}" "graph-API forward convolution algorithm 1 \\(HEURISTIC_A_1\\) in FLOAT_TF32 differs from the CPU reference")
expect_no_stderr("${err}")
