# A check that hangs is stopped at its time limit and reported as such.
gpu_case_use(gpu_hang correct)
set(ENV{CUDNN_STRICT_GPU_CHECK_TIMEOUT} 2)
find_package(CuDNNStrict REQUIRED)
