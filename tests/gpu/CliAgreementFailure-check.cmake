# An agreement failure (a library older than the header) keeps its exit
# status, 1; the GPU check says why it did not run.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_v9_1_0_LIBRARY}")
cudnn_strict_case_expect("exit status, older library" "${rc}" "^1$")
cudnn_strict_case_expect("older library" "${out}" "verdict=MINOR_OLDER .*gpu\\.status=SKIPPED gpu\\.cause=AGREEMENT ")
expect_no_stderr("${err}")
