# cudnnCreate failing with SUBLIBRARY_LOADING_FAILED: an incomplete install.
gpu_case_use(gpu_create_loading_failed correct)
find_package(CuDNNStrict REQUIRED)
