# Convolutions that fail on the GPU.
gpu_case_use(gpu_execution_failed correct)
find_package(CuDNNStrict REQUIRED)
