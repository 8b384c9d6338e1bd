# CUDA_VISIBLE_DEVICES decides which GPUs are checked.
gpu_case_use(v9_19_0 correct)
set(ENV{CUDA_VISIBLE_DEVICES} 1)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
assert_matches(CuDNNStrict_GPU_CHECK_REASON "on 1 device \\(Fake GPU 1 \\(CPU\\) 7\\.5\\)")
