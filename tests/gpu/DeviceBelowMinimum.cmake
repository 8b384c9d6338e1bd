# A GPU older than the oldest the CUDA major of this cuDNN supports.
gpu_case_use(v9_19_0 old_gpu)
find_package(CuDNNStrict REQUIRED)
