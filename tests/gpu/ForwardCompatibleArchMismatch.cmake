# In forward-compatibility mode an algorithm without kernels for the new GPU
# declines; the others pass.
gpu_case_use(gpu_arch_mismatch_some_max_sm86 correct)
set(ENV{CUDA_VISIBLE_DEVICES} 0)
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
assert_matches(CuDNNStrict_GPU_CHECK_REASON "\\(Fake GPU 0 \\(CPU\\) 9\\.0 forward-compatible\\)")
