# An agreement failure (a library older than the header) keeps its exit
# status, 1; the report for people (the default) gives the verdict on the
# first line, the core's reason and fix under it, and says why the GPU
# check did not run.
include("${SUITE_DIR}/support/CliCheck.cmake")
run_probe("${correct}" --library "${FAKE_v9_1_0_LIBRARY}")
cudnn_strict_case_expect("exit status, older library" "${rc}" "^1$")
string(REGEX REPLACE "([][+.*()^$?|\\\\{}])" "\\\\\\1" _library "${FAKE_v9_1_0_LIBRARY}")
expect_lines("older library" "${out}" "^${_library} +INCOMPATIBLE\n  built: +cuDNN 9\\.19\\.0 header, CUDA 13\\.0\n  loads: +cuDNN 9\\.1\\.0 for CUDA 13\\.0 \\(explicit-path\\)\n  reason: +cuDNN header of this build is 9\\.19\\.0 but the library ${_library} is 9\\.1\\.0: the library's minor version must be equal to or newer than the header's \\(policy COMPATIBLE\\)\\.\n  fix: +use a cuDNN 9\\.19 or newer 9\\.x library \\(set CUDNN_LIBRARY\\), or build against the library's own headers \\(CUDNN_INCLUDE_DIR\\)\\.\n.*GPU check +SKIPPED\n  reason: +[^\n]+\n$")
expect_no_stderr("${err}")
