# A cuDNN whose forward algorithm 1 computes wrong numbers.
gpu_case_use(gpu_wrong_numbers correct)
find_package(CuDNNStrict REQUIRED)
