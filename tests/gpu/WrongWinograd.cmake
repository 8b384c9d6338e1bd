# A Winograd kernel that leaves out one channel of one tile fails even in
# BF16, whose error bound is the loosest (the probe lists each type).
gpu_case_use(gpu_wrong_winograd correct)
find_package(CuDNNStrict REQUIRED)
