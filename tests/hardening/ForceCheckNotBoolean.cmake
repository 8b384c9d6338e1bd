# A typo in a switch would silently read as false.
set(CUDNN_STRICT_FORCE_CHECK YSE)
find_package(CuDNNStrict)
