# --json-from undoes the key=value writer's escapes and keeps its number
# rule: a value with a leading zero stays a string.
include("${SUITE_DIR}/support/CliCheck.cmake")
file(WRITE "${CASE_BUILD_DIR}/escaped.txt" "a=two\\nlines\\\\\nb=007\nc=-12")
run_probe("${correct}" --json-from "${CASE_BUILD_DIR}/escaped.txt")
cudnn_strict_case_expect("exit status, --json-from escapes (${err})" "${rc}" "^0$")
expect_json("${out}" a "two\nlines\\")
expect_json("${out}" b 007)
expect_json_type("${out}" b STRING)
expect_json("${out}" c -12)
expect_json_type("${out}" c NUMBER)
expect_no_stderr("${err}")
