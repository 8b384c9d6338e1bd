# An x86_64 libcudnn (this host's) in an aarch64 build without an
# emulator, where no probe runs: refused by its ELF header all the same,
# not accepted as "not checked".
cross_case_use(cudnn_9_19 cudart_13_0)
unset(CMAKE_CROSSCOMPILING_EMULATOR)
set(CUDNN_LIBRARY "${FAKE_v9_19_0_LIBRARY}")
find_package(CuDNNStrict REQUIRED)
