# A library whose cudnnGetVersion() returns 0 is not a cuDNN either.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
guard_case_linked_program(app)
