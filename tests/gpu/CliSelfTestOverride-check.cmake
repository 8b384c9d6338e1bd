# NVIDIA_TF32_OVERRIDE=0 turns TF32 off: the self-test has nothing to catch
# and says so.
include("${SUITE_DIR}/support/CliCheck.cmake")
set(ENV{NVIDIA_TF32_OVERRIDE} 0)
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}" --gpu-self-test --json)
unset(ENV{NVIDIA_TF32_OVERRIDE})
cudnn_strict_case_expect("exit status, override (${err})" "${rc}" "^0$")
expect_json("${out}" gpu.0.self_test.result SKIPPED)
expect_json("${out}" gpu.0.self_test.reason "NVIDIA_TF32_OVERRIDE=0 turns TF32 off")
expect_json("${out}" gpu.env.NVIDIA_TF32_OVERRIDE 0)
expect_no_stderr("${err}")
