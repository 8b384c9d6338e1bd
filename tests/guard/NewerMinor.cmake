# The binary built against cuDNN 9.19.0 runs on a cuDNN 9.21.0: a newer
# minor is compatible under the default policy.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
guard_case_linked_program(app)
