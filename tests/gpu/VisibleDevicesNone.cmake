# CUDA_VISIBLE_DEVICES=-1 hides every GPU: a skip under AUTO that says why.
gpu_case_use(v9_19_0 correct)
set(ENV{CUDA_VISIBLE_DEVICES} -1)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
assert_matches(CuDNNStrict_GPU_CHECK_REASON "sees no CUDA device \\(CUDA_VISIBLE_DEVICES=-1\\)$")
