# The kept report holds the checks program's own check.* words and the
# sub-library record (sub.*), after its verdict and before what the module
# adds after its run; the reader's --verdict was not asked, so its input
# file was never written.
load_cache("${CASE_BUILD_DIR}" READ_WITH_PREFIX _ _CuDNNStrict_PROBE_REPORT)
string(ASCII 30 _separator)
string(REPLACE "${_separator}" "\n" _report "${__CuDNNStrict_PROBE_REPORT}")
# (Lines are folded into spaces before the match.)
cudnn_strict_case_expect("the report's words" "${_report}"
  " verdict=COMPATIBLE .* gpu\\.reason=[^ ]* [^=]* check\\.target=[a-z0-9_]+ check=PASSED check\\.reason=library 9\\.19\\.0 is compatible with header 9\\.19\\.0 \\(policy COMPATIBLE\\) check\\.agreement=library 9\\.19\\.0 is compatible with header 9\\.19\\.0 \\(policy COMPATIBLE\\) check\\.warning\\.count=0 check\\.keep=YES sub\\.file\\.graph=[^ ]*/libcudnn_graph\\.so\\.9 .* sub\\.found=graph ops cnn adv engines_precompiled engines_runtime_compiled heuristic .* sub\\.message= probe\\.exit=0 ")
if(EXISTS "${CASE_BUILD_DIR}/CMakeFiles/CuDNNStrict/run/judged-report.txt")
  message(FATAL_ERROR "Case ${CASE}: the reader was asked for the words of a report that holds them")
endif()
