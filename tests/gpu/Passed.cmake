# A correct cuDNN on two working GPUs: every convolution matches.
gpu_case_use(v9_19_0 correct)
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
assert_matches(CuDNNStrict_GPU_CHECK_REASON "^[0-9]+ cuDNN convolutions on 2 devices \\(Fake GPU 0 \\(CPU\\) 9\\.0, Fake GPU 1 \\(CPU\\) 7\\.5\\) match the CPU reference$")
