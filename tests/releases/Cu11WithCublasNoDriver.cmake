# cuDNN 8.5 with the cuBLAS it needs, on a machine without an NVIDIA
# driver: it aborts for libcuda.  The message says that this release needs
# libcuda even to report its version, and names the toolkit's stub.
release_case_use(cu11_8_5_cublas)
find_package(CuDNNStrict REQUIRED)
