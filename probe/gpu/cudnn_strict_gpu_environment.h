/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Settings that change what cuDNN computes or loads, as a reader of a
 * report from another machine cannot see them: NVIDIA_TF32_OVERRIDE=0
 * turns TF32 off in every library, CUDNN_FORWARD_COMPAT_DISABLE turns
 * forward-compatibility mode off, CUDNN_LIB_CONFIG selects the
 * sub-libraries cuDNN loads.  The GPU check reports them (gpu.env.<NAME>)
 * and the CMake module stamps them into the probe's key, reading this
 * file (_CuDNNStrict_gpu_environment_names): one entry per line, in
 * exactly this form.  The check reads each as CUDNN_STRICT_GPU_ENV(NAME).
 */
#ifndef CUDNN_STRICT_GPU_ENVIRONMENT_H
#define CUDNN_STRICT_GPU_ENVIRONMENT_H

/* clang-format off */
#define CUDNN_STRICT_GPU_ENVIRONMENT_MAP(XX) \
  XX(NVIDIA_TF32_OVERRIDE) \
  XX(CUDNN_FORWARD_COMPAT_DISABLE) \
  XX(CUDNN_LIB_CONFIG)
/* clang-format on */

enum cudnn_strict_gpu_environment_variable {
#define XX(name) CUDNN_STRICT_GPU_ENVIRONMENT_##name,
  CUDNN_STRICT_GPU_ENVIRONMENT_MAP(XX)
#undef XX
      CUDNN_STRICT_GPU_ENVIRONMENT_COUNT
};

/* The name of the listed setting <name>, read as the configure's other
   variables are (base/cudnn_strict_environment.h): a name this list lacks
   does not compile. */
#define CUDNN_STRICT_GPU_ENV(name)                                             \
  (&#name[0 * CUDNN_STRICT_GPU_ENVIRONMENT_##name])

#endif /* CUDNN_STRICT_GPU_ENVIRONMENT_H */
