# A cuDNN 9.1.0 built for CUDA 12 under a program built with 9.19.0 for
# CUDA 13: both rules refuse it.  The message says both, and the release
# it asks for is of the right minor and the right CUDA major, so that the
# fix is not refused next for the CUDA major.
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
guard_case_linked_program(app)
