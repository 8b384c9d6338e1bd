/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The GPU check: on every visible GPU, cuDNN convolutions whose results are
 * compared with a CPU reference.  See cudnn_strict_gpu.c for what it checks
 * and why.  Its report keys (absent when not reached):
 *
 *   gpu.mode                       AUTO | REQUIRE | OFF
 *   cudart.file, cudart.found_by   the libcudart mapped, and LD_LIBRARY_PATH
 *                                  or loader-search
 *   gpu.runtime_code/_version      cudaRuntimeGetVersion (13000, "13.0")
 *   gpu.driver_code/_version       cudaDriverGetVersion (0: no driver)
 *   gpu.max_device_version         newest compute capability cuDNN supports
 *   gpu.min_device_version         oldest one its CUDA major supports
 *   gpu.visible_devices            CUDA_VISIBLE_DEVICES, when set
 *   gpu.device_count
 *   gpu.<d>.name, .cc, .pci, .memory_mib, .status (PASSED | FAILED)
 *   gpu.<d>.<op>.<type>.result     PASSED | FAILED | NOT_SUPPORTED | SKIPPED
 *   gpu.<d>.<op>.<type>.tolerance  worst error allowed, relative to the
 *                                  largest reference value
 *   gpu.<d>.<op>.<type>.algo<n>.result, .name, .max_error, .status
 *       <op>: fwd, bwd_data, bwd_filter; <type>: FLOAT (TF32 off),
 *       FLOAT_TF32, HALF, BFLOAT16 (forward only); .max_error is the worst
 *       over the test geometries ("not-finite" for Inf/NaN); .status is the
 *       last cuDNN status that was not success
 *   gpu.failure.device, .device_name, .operation, .data_type, .algorithm,
 *   .algorithm_name, .cudnn_status, .max_error, .tolerance
 *                                  where the first failure happened
 *   gpu.status                     PASSED | FAILED | SKIPPED
 *   gpu.cause                      NONE, or for a skip: OFF, AGREEMENT,
 *                                  NO_CUDART, NO_DRIVER, NO_DEVICE; for a
 *                                  failure: DRIVER_TOO_OLD, DEVICE_TOO_NEW,
 *                                  DEVICE_TOO_OLD, KNOWN_BAD (a release of
 *                                  cudnn_strict_known_bad.h for this GPU),
 *                                  CUDNN_NOT_INITIALIZED,
 *                                  ARCH_MISMATCH, NO_KERNEL_IMAGE,
 *                                  EXECUTION_FAILED, WRONG_RESULT,
 *                                  NO_ALGORITHM, CUDNN_ERROR, CUDA_ERROR,
 *                                  MISSING_SYMBOL
 *   gpu.reason, gpu.fix            one sentence each
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
