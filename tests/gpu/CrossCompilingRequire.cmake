# ... which REQUIRE does not accept.
gpu_case_use(v9_19_0 correct)
set(CMAKE_CROSSCOMPILING TRUE)
set(CUDNN_STRICT_GPU_CHECK REQUIRE)
find_package(CuDNNStrict REQUIRED)
