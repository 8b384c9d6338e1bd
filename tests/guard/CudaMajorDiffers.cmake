# A cuDNN 9.19.0 built for CUDA 12 under a program built for CUDA 13.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
guard_case_linked_program(app)
