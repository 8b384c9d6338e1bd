# OFF runs no convolution: even a cuDNN that computes wrong numbers passes.
gpu_case_use(gpu_wrong_numbers correct)
set(CUDNN_STRICT_GPU_CHECK OFF)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
assert_equal(CuDNNStrict_GPU_CHECK_REASON "CUDNN_STRICT_GPU_CHECK is OFF")
