# A GPU in PROHIBITED compute mode is skipped, never opened.
gpu_case_use(v9_19_0 prohibited)
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
assert_matches(CuDNNStrict_GPU_CHECK_REASON "skipped: device 0 .* is in compute mode PROHIBITED")
