# --json-from on a file with a line that is not key=value: a usage error,
# exit 64, naming the file and the line.
include("${SUITE_DIR}/support/CliCheck.cmake")
file(WRITE "${CASE_BUILD_DIR}/broken.txt" "a=1\nnot a fact\n")
run_probe("${correct}" --json-from "${CASE_BUILD_DIR}/broken.txt")
cudnn_strict_case_expect("exit status, --json-from, not key=value" "${rc}" "^64$")
cudnn_strict_case_expect("--json-from, not key=value" "${err}" "broken\\.txt:2 is not a key=value line: not a fact")
