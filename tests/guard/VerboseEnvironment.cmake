# CUDNN_STRICT_GUARD=verbose: one line on stderr says that the guard ran and
# passed, naming the loaded file and both versions.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
guard_case_linked_program(app)
