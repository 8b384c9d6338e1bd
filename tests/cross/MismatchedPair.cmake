# The real aarch64 cuDNN 9.19 header with the real aarch64 9.13.1 library:
# under qemu the probe asks the library itself and refuses the pair.
cross_case_use(cudnn_9_19 cudnn_9_13 cudart_13_0)
set(CUDNN_INCLUDE_DIR "${CROSS_cudnn_9_19_ROOT}/nvidia/cudnn/include")
set(CUDNN_LIBRARY "${CROSS_cudnn_9_13_ROOT}/nvidia/cudnn/lib/libcudnn.so.9")
find_package(CuDNNStrict REQUIRED)
