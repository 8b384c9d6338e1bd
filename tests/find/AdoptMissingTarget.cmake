# CUDNN_STRICT_ADOPT_TARGET naming no target is an error that says so.
set(CUDNN_STRICT_ADOPT_TARGET CUDNN::cudnn_all)
find_package(CuDNNStrict REQUIRED)
