# The only visible GPU is busy: a skip under AUTO, not a broken cuDNN.
gpu_case_use(v9_19_0 exclusive_held)
set(ENV{CUDA_VISIBLE_DEVICES} 0)
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
