# Under REQUIRE no usable GPU is an error.
gpu_case_use(v9_19_0 no_device)
set(CUDNN_STRICT_GPU_CHECK REQUIRE)
find_package(CuDNNStrict REQUIRED)
