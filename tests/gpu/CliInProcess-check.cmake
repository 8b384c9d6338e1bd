# --in-process (what the module passes under an emulator): the same
# verdict, from cuDNN loaded in the probe's own process only.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}:${FAKE_v9_19_0_LIBRARY_DIR}" --in-process --json)
cudnn_strict_case_expect("exit status, --in-process" "${rc}" "^0$")
expect_json("${out}" verdict COMPATIBLE)
expect_no_stderr("${err}")
