# A workspace that cannot be allocated skips that algorithm, not the GPU.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${FAKE_CUDART_tight_memory_DIR}" --library "${FAKE_v9_19_0_LIBRARY}" --json)
cudnn_strict_case_expect("exit status, tight memory (${err})" "${rc}" "^0$")
expect_json("${out}" gpu.0.fwd.FLOAT.algo2.result SKIPPED)
expect_json("${out}" gpu.0.fwd.FLOAT.algo1.result PASSED)
expect_json("${out}" gpu.status PASSED)
expect_no_stderr("${err}")
