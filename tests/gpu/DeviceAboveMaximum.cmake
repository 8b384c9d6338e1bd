# A GPU newer than the newest this cuDNN supports.
gpu_case_use(gpu_max_sm86 correct)
find_package(CuDNNStrict REQUIRED)
