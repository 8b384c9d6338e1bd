# The aarch64 cuDNN without an aarch64 CUDA runtime (only the host's nvcc,
# the usual cross case): cuDNN is not reported found, and the error says
# what to install instead of a build failing on cuda_runtime_api.h.
cross_case_use(cudnn_9_19)
find_package(CuDNNStrict REQUIRED)
