/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Settings that change what cuDNN computes or loads, as a reader of a
 * report from another machine cannot see them: NVIDIA_TF32_OVERRIDE=0
 * turns TF32 off in every library, CUDNN_FORWARD_COMPAT_DISABLE turns
 * forward-compatibility mode off, CUDNN_LIB_CONFIG selects the
 * sub-libraries cuDNN loads.  The GPU check reports them (gpu.env.<NAME>)
 * and the CMake module stamps them into the probe's key, reading this
 * file (_CuDNNStrict_gpu_environment_names): one entry per line, in
 * exactly this form.
 */
#ifndef CUDNN_STRICT_GPU_ENVIRONMENT_H
#define CUDNN_STRICT_GPU_ENVIRONMENT_H

/* clang-format off */
#define CUDNN_STRICT_GPU_ENVIRONMENT_MAP(XX) \
  XX(NVIDIA_TF32_OVERRIDE) \
  XX(CUDNN_FORWARD_COMPAT_DISABLE) \
  XX(CUDNN_LIB_CONFIG)
/* clang-format on */

#endif /* CUDNN_STRICT_GPU_ENVIRONMENT_H */
