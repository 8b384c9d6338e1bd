# cuDNN crashing the probe during the GPU check: the agreement facts written
# before it survive, and the failure says where the probe stopped.
gpu_case_use(gpu_crash correct)
find_package(CuDNNStrict REQUIRED)
