# No CUDA toolkit: the probe is built without the CUDA runtime, and its GPU
# check says so instead of running.
set(CMAKE_DISABLE_FIND_PACKAGE_CUDAToolkit TRUE)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
