# A cuDNN without kernels for the GPU: a failure, not a skip, even under AUTO.
gpu_case_use(gpu_arch_mismatch correct)
find_package(CuDNNStrict REQUIRED)
