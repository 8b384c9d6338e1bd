# No NVIDIA driver at all (cudaDriverGetVersion gives 0): AUTO skips.
gpu_case_use(v9_19_0 no_driver)
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
