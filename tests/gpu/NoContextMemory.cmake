# No memory left on GPU 0 for a CUDA context: skipped as busy.
gpu_case_use(v9_19_0 no_context_memory)
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
assert_matches(CuDNNStrict_GPU_CHECK_REASON "skipped: device 0 .* is busy: creating a context on it fails with cudaErrorMemoryAllocation")
