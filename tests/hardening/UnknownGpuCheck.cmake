set(CUDNN_STRICT_GPU_CHECK ALWAYS)
find_package(CuDNNStrict)
