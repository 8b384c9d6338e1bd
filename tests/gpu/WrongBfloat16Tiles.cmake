# A Winograd kernel wrong only in BF16's quiet tiles fails the configure:
# the bound of each element comes from its own tile's magnitude (GPUs of
# compute capability 8.6, which run BF16).
gpu_case_use(gpu_wrong_bfloat16_tiles ampere_86)
find_package(CuDNNStrict REQUIRED)
