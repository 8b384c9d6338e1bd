# cudnnCreate out of device memory: the GPUs are busy, a skip under AUTO.
gpu_case_use(gpu_create_out_of_memory correct)
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
