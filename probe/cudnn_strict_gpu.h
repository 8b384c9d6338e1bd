/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The GPU check: on every visible GPU, cuDNN convolutions whose results are
 * compared with a CPU reference.  It writes gpu.* keys to the probe's
 * report; see cudnn_strict_gpu.c for what it checks and why.
 */
#ifndef CUDNN_STRICT_GPU_H
#define CUDNN_STRICT_GPU_H

#include "cudnn_strict_loader.h"
#include "cudnn_strict_version.h"

#ifdef __cplusplus
extern "C" {
#endif

enum cudnn_strict_gpu_mode {
  CUDNN_STRICT_GPU_AUTO = 0, /* run when a GPU can be used, else skip */
  CUDNN_STRICT_GPU_REQUIRE,  /* no usable GPU is a failure */
  CUDNN_STRICT_GPU_OFF
};

enum cudnn_strict_gpu_status {
  CUDNN_STRICT_GPU_PASSED = 0,
  CUDNN_STRICT_GPU_FAILED,
  CUDNN_STRICT_GPU_SKIPPED
};

struct cudnn_strict_gpu_request {
  enum cudnn_strict_gpu_mode mode;
  /* The loaded libcudnn, or NULL when the agreement check failed. */
  const struct cudnn_strict_library *cudnn;
  struct cudnn_strict_version cudnn_version;
  /* What cudnnGetCudartVersion() returned, 0 when unknown. */
  long cudnn_cudart_code;
};

int cudnn_strict_parse_gpu_mode(const char *text,
                                enum cudnn_strict_gpu_mode *out);
const char *cudnn_strict_gpu_mode_name(enum cudnn_strict_gpu_mode mode);

/* Runs the check and reports it, ending with gpu.status, gpu.cause,
   gpu.reason and (when there is one) gpu.fix. */
enum cudnn_strict_gpu_status
cudnn_strict_gpu_check(const struct cudnn_strict_gpu_request *request);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_GPU_H */
