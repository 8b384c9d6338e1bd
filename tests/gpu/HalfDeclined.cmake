# Every FP16 algorithm declining on a GPU with tensor cores (7.0 and later)
# is a failure, not a pass by default.
gpu_case_use(gpu_half_declined correct)
find_package(CuDNNStrict REQUIRED)
