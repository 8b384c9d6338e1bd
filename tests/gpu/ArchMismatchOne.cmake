# On a GPU cuDNN names, one algorithm without kernels for it fails the check.
gpu_case_use(gpu_arch_mismatch_some correct)
set(ENV{CUDA_VISIBLE_DEVICES} 0)
find_package(CuDNNStrict REQUIRED)
