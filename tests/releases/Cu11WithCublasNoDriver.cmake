# cuDNN 8.5 with the cuBLAS it needs, on a machine without an NVIDIA
# driver: it reports its version, then aborts for libcuda in
# cudnnCnnInferVersionCheck (libcudnn_cnn_infer needs it).  The message
# names that step, and the toolkit's stub.
release_case_use(cu11_8_5_cublas)
find_package(CuDNNStrict REQUIRED)
