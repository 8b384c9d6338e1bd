# Driver libraries upgraded without a reboot: kernel module and libraries
# differ.
gpu_case_use(v9_19_0 driver_mismatch)
find_package(CuDNNStrict REQUIRED)
