# cudnnCreate failing with NOT_SUPPORTED_INCOMPATIBLE_CUDART: cuDNN was built
# for another CUDA runtime than the one loaded.
gpu_case_use(gpu_create_incompatible_cudart correct)
find_package(CuDNNStrict REQUIRED)
