# A driver that sees no GPU: AUTO skips, with the reason in the summary.
gpu_case_use(v9_19_0 no_device)
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
