# CUDNN_STRICT_GUARD=warn: the mismatched program runs, after a warning.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
guard_case_linked_program(app)
