# An x86_64 libcudnn (this host's) in an aarch64 build is refused by its
# ELF header before anything loads it.
cross_case_use(cudnn_9_19 cudart_13_0)
set(CUDNN_LIBRARY "${FAKE_v9_19_0_LIBRARY}")
find_package(CuDNNStrict REQUIRED)
