# --json-from on a file that does not exist: a usage error, exit 64, naming
# the file.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --json-from "${CASE_BUILD_DIR}/missing.txt")
cudnn_strict_case_expect("exit status, --json-from, no file" "${rc}" "^64$")
cudnn_strict_case_expect("--json-from, no file" "${err}" "cannot read '[^']*/missing\\.txt'")
