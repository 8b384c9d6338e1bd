# A GPU newer than the newest cuDNN 9 (for CUDA 12 or later) names runs in
# forward-compatibility mode, and passes there.
gpu_case_use(gpu_max_sm86 correct)
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
assert_matches(CuDNNStrict_GPU_CHECK_REASON "on 2 devices \\(Fake GPU 0 \\(CPU\\) 9\\.0 forward-compatible, Fake GPU 1 \\(CPU\\) 7\\.5\\)")
