# Without --library, libcudnn comes from the loader's search.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}:${FAKE_v9_19_0_LIBRARY_DIR}" --json)
cudnn_strict_case_expect("exit status, loader search" "${rc}" "^0$")
expect_json("${out}" library.found_by LD_LIBRARY_PATH)
expect_json("${out}" library.file "${fake_cudnn}")
expect_no_stderr("${err}")
