# A release the known-bad table warns about on compute capability 8.6, on
# such GPUs: the configure passes and warns, naming the device.
gpu_case_use(known_bad_v9_23_1 ampere_86)
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
