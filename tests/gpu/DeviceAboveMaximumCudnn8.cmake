# cuDNN 8 has no forward compatibility: a GPU above its newest fails.
gpu_case_use(gpu_v8_max_sm86 correct)
set(ENV{CUDA_VISIBLE_DEVICES} 0)
find_package(CuDNNStrict REQUIRED)
