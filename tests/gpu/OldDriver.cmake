# A driver older than the CUDA runtime: a failure even under AUTO.
gpu_case_use(v9_19_0 old_driver)
find_package(CuDNNStrict REQUIRED)
