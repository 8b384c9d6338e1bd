# A cuDNN that computes FP32 in TF32 although TF32 is off (CUDNN_FMA_MATH):
# the inputs carry bits TF32 drops, so the FP32 check sees it.
gpu_case_use(gpu_ignores_fma_math correct)
find_package(CuDNNStrict REQUIRED)
