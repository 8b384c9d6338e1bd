# cuDNN 8 numbers its statuses differently; its arch mismatch is one too.
gpu_case_use(gpu_v8_arch_mismatch correct)
find_package(CuDNNStrict REQUIRED)
