# REQUIRE with working GPUs passes like AUTO.
gpu_case_use(v9_19_0 correct)
set(CUDNN_STRICT_GPU_CHECK REQUIRE)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
