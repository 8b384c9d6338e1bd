# --format keyvalue, what the module reads: the facts of CliJsonReport as
# key=value lines, one per line.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}" --format keyvalue)
cudnn_strict_case_expect("exit status, text report" "${rc}" "^0$")
string(REGEX REPLACE "\n$" "" lines "${out}")
string(REPLACE "\n" ";" lines "${lines}")
foreach(line IN LISTS lines)
  if(NOT line MATCHES "^[a-z0-9_.A-Z]+=")
    message(FATAL_ERROR "Case ${CASE}: not a key=value line: '${line}'")
  endif()
endforeach()
cudnn_strict_case_expect("text report" "${out}" "gpu\\.0\\.fwd\\.FLOAT\\.algo1\\.max_error=[0-9.e+-]+ gpu\\.0\\.fwd\\.FLOAT\\.algo1\\.bound=[0-9.e+-]+ .*gpu\\.status=PASSED ")
expect_no_stderr("${err}")
