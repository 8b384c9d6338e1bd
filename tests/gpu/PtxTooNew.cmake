# A driver that cannot compile the PTX of cuDNN's kernels (built by a newer
# CUDA than the driver's): its own cause and fix, not a generic CUDA error.
gpu_case_use(v9_19_0 ptx_too_new)
find_package(CuDNNStrict REQUIRED)
