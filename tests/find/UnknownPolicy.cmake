set(CUDNN_STRICT_POLICY LOOSE)
find_package(CuDNNStrict)
