# The runtime guard in an aarch64 program under qemu: it passes with the
# cuDNN the build used, stops the program with 78 when LD_LIBRARY_PATH
# puts the real 9.13.1 in front, warns and lets it run under
# CUDNN_STRICT_GUARD=warn, and stays off under CUDNN_STRICT_GUARD=off.
cross_case_use(cudnn_9_19 cudnn_9_13 cudart_13_0)
find_package(CuDNNStrict REQUIRED)
cross_add_version_program(guarded)
cudnn_strict_add_guard(guarded)
