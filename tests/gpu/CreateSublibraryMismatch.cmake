# cudnnCreate failing with SUBLIBRARY_VERSION_MISMATCH: its own cause and
# fix, and cuDNN's last error message.
gpu_case_use(gpu_create_sublibrary_mismatch correct)
find_package(CuDNNStrict REQUIRED)
