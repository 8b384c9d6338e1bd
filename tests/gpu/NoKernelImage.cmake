# A cuDNN whose kernels have no image for the GPU: a failure, not a skip.
gpu_case_use(v9_19_0 no_kernel_image)
find_package(CuDNNStrict REQUIRED)
