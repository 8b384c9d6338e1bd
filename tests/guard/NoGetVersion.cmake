# A libcudnn.so.9 without cudnnGetVersion is not a cuDNN: the guard says so.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
guard_case_linked_program(app)
