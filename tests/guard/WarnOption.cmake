# CUDNN_STRICT_GUARD_ACTION=WARN at configure time; CUDNN_STRICT_GUARD=abort
# at run time still stops.
enable_language(C)
guard_case_use_cudnn_9_19_0()
set(CUDNN_STRICT_GUARD_ACTION warn)
find_package(CuDNNStrict REQUIRED)
guard_case_linked_program(app)
