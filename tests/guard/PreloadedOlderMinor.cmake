# The binary built against cuDNN 9.19.0, started with a cuDNN 9.1.0 in
# LD_PRELOAD, which the loader maps before any search: the guard stops it,
# and its fix names LD_PRELOAD, since no LD_LIBRARY_PATH would change the
# file used (see -check.cmake).
enable_language(C)
guard_case_use_cudnn_9_19_0()
find_package(CuDNNStrict REQUIRED)
guard_case_record_install()
guard_case_linked_program(app)
