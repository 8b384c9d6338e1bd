# cudnnCreate failing although a GPU is there: a failure, not a skip.
gpu_case_use(gpu_not_initialized correct)
find_package(CuDNNStrict REQUIRED)
