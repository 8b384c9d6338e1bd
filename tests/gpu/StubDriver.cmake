# The toolkit's stub libcuda.so loaded instead of a driver: a skip, as
# without a driver.
gpu_case_use(v9_19_0 stub)
find_package(CuDNNStrict REQUIRED)
gpu_case_print_result()
assert_equal(CuDNNStrict_GPU_CHECK SKIPPED)
