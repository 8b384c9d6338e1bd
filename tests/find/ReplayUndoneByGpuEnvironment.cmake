# Each of the settings that change what cuDNN computes or loads (the C
# core's list, gpu/cudnn_strict_gpu_environment.h: NVIDIA_TF32_OVERRIDE,
# CUDNN_FORWARD_COMPAT_DISABLE, CUDNN_LIB_CONFIG) set between two
# configures: the findings are worked out again (see -check.cmake).
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
