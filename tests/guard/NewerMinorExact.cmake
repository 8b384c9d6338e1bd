# Under the policy EXACT, the binary built against cuDNN 9.19.0 stops on a
# cuDNN 9.21.0.
enable_language(C)
guard_case_use_cudnn_9_19_0()
set(CUDNN_STRICT_POLICY EXACT)
find_package(CuDNNStrict REQUIRED)
guard_case_linked_program(app)
