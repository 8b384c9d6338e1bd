# Cross-compiling with an emulator: the probe runs through it.
gpu_case_use(v9_19_0 correct)
set(CMAKE_CROSSCOMPILING TRUE)
set(CMAKE_CROSSCOMPILING_EMULATOR "${CMAKE_COMMAND};-E;env;CUDNN_STRICT_TEST_EMULATED=1")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_GPU_CHECK PASSED)
