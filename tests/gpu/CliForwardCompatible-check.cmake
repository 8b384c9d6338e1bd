# Forward compatibility: a GPU newer than the library's newest runs it
# forward-compatible; the mode is reported per GPU.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_gpu_max_sm86_LIBRARY}" --json)
expect_json("${out}" gpu.0.mode forward-compatible)
expect_json("${out}" gpu.1.mode native)
expect_json("${out}" gpu.status PASSED)
expect_no_stderr("${err}")
