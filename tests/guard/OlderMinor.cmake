# The binary built against cuDNN 9.19.0, started against a cuDNN 9.1.0
# (LD_LIBRARY_PATH): the guard stops it before main (see -check.cmake).
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
guard_case_record_install()
guard_case_linked_program(app)
