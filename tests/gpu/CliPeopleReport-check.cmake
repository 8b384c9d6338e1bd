# The default report is for people: one line per judged thing (the library,
# the GPU check) with its verdict, the facts under it, and no key=value
# line; --format text asks for it by name.
include("${SUITE_DIR}/support/CliCheck.cmake")
foreach(_format IN ITEMS "" "--format;text")
  run_probe("${correct}" --library "${FAKE_v9_19_0_LIBRARY}" ${_format})
  cudnn_strict_case_expect("exit status, report for people" "${rc}" "^0$")
  expect_lines("report for people" "${out}" "^[^\n]*/libcudnn\\.so\\.9 +OK\n  built: +cuDNN 9\\.19\\.0 header, CUDA 13\\.0\n  loads: +cuDNN 9\\.19\\.0 for CUDA 13\\.0 \\(explicit-path\\)\n  reason: +the library can run code built with the header\nGPU check +PASSED\n  reason: +[^\n]+\n$")
  if(out MATCHES "(^|\n)[a-z0-9_.]+=")
    message(FATAL_ERROR "Case ${CASE}: a key=value line in the report for people:\n${out}")
  endif()
  expect_no_stderr("${err}")
endforeach()
