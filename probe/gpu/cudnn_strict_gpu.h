/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The GPU check: on every visible GPU, cuDNN convolutions whose results are
 * compared with a CPU reference.  See cudnn_strict_gpu.c for what it checks
 * and why.  It runs in a child process that stops after
 * CUDNN_STRICT_GPU_CHECK_TIMEOUT seconds (environment; default 200).  Its
 * report keys (absent when not reached):
 *
 *   gpu.mode                       AUTO | REQUIRE | OFF
 *   gpu.env.<NAME>                 NVIDIA_TF32_OVERRIDE,
 *                                  CUDNN_FORWARD_COMPAT_DISABLE and
 *                                  CUDNN_LIB_CONFIG, each when set (they
 *                                  change what cuDNN computes or loads)
 *   cudart.file, cudart.found_by   the libcudart mapped, and LD_LIBRARY_PATH
 *                                  or loader-search
 *   gpu.runtime_code/_version      cudaRuntimeGetVersion (13000, "13.0")
 *   gpu.driver_code/_version       cudaDriverGetVersion (0: no driver)
 *   gpu.max_device_version         newest compute capability cuDNN supports
 *   gpu.min_device_version         oldest one this release supports for
 *                                  its CUDA major (the support matrix)
 *   gpu.visible_devices            CUDA_VISIBLE_DEVICES, when set
 *   gpu.device_count
 *   gpu.<d>.name, .cc, .pci, .uuid, .memory_mib
 *   gpu.<d>.mode                   native | forward-compatible (a GPU newer
 *                                  than cudnnGetMaxDeviceVersion, which
 *                                  cuDNN 9 for CUDA 12+ runs)
 *   gpu.<d>.status                 PASSED | FAILED | SKIPPED (busy)
 *   gpu.<d>.reason                 why it failed or was skipped
 *   gpu.<d>.seconds                time spent on it
 *   gpu.<d>.time_capped            when the convolutions' share of the time
 *                                  limit (half, over the GPUs left) ran out:
 *                                  then each operation and type ran its
 *                                  first geometry and layout only
 *   gpu.<d>.<op>.<type>.result     PASSED | FAILED | NOT_SUPPORTED | SKIPPED
 *   gpu.<d>.<op>.<type>.required   1 when an algorithm must pass (FP32 always,
 *                                  TF32 and BF16 from 8.0, FP16 from 7.0)
 *   gpu.<d>.<op>.<type>.algo<n>.result, .name, .max_error, .bound,
 *   .largest_error, .math, .status
 *       <op>: fwd, bwd_data, bwd_filter; <type>: FLOAT (TF32 off),
 *       FLOAT_TF32, HALF, BFLOAT16, each in NCHW and NHWC; .max_error and
 *       .bound are |GPU - reference| and what the error model allows, at
 *       the element whose error is the largest share of its bound over the
 *       test geometries and layouts, both relative to the largest
 *       |reference| ("not-finite" for Inf/NaN); .largest_error the largest
 *       error of any element, likewise; .math the math types it ran with
 *       (the _v7 heuristic's, e.g. TENSOR_OP_MATH+FMA_MATH); .status the
 *       last cuDNN status that was not success
 *   gpu.<d>.graph_fwd.<type>.result, .algo<n>.*
 *                                  the graph API: one NHWC forward
 *                                  convolution through the backend
 *                                  descriptors, the first 4 engine configs
 *                                  of heuristics mode A as execution plans
 *                                  (algo<n>: the n-th), <type> FLOAT_TF32
 *                                  from 8.0, else FLOAT; NOT_SUPPORTED
 *                                  without a graph API or a graph
 *   gpu.<d>.self_test.result       --gpu-self-test: PASSED when FP32 with
 *                                  TF32 allowed exceeds the FP32 bound (the
 *                                  bound bites), FAILED when it does not,
 *                                  SKIPPED without TF32 (before 8.0, or
 *                                  NVIDIA_TF32_OVERRIDE=0); .reason; its
 *                                  algorithms as gpu.<d>.fwd.
 *                                  TF32_JUDGED_AS_FLOAT.algo<n>.*
 *   gpu.seconds                    the whole check
 *   gpu.failure.device, .device_name, .operation, .data_type, .algorithm,
 *   .algorithm_name, .cudnn_status, .max_error, .bound
 *                                  where the first failure happened
 *   gpu.status                     PASSED | FAILED | SKIPPED
 *   gpu.cause                      CUDNN_STRICT_GPU_CAUSE_MAP below
 *   gpu.reason, gpu.fix            one sentence each
 */
#ifndef CUDNN_STRICT_GPU_H
#define CUDNN_STRICT_GPU_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict_loader.h"
#include "cudnn_strict_version.h"
#include "cudnn_strict_writer.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Each enum from one list, which also gives the names the report prints. */
#define CUDNN_STRICT_GPU_MODE_MAP(XX)                                          \
  XX(AUTO)    /* run when a GPU can be used, else skip */                      \
  XX(REQUIRE) /* no usable GPU is a failure */                                 \
  XX(OFF)

#define CUDNN_STRICT_GPU_STATUS_MAP(XX)                                        \
  XX(PASSED)                                                                   \
  XX(FAILED)                                                                   \
  XX(SKIPPED)

/* gpu.cause: why the check passed, was skipped or failed. */
#define CUDNN_STRICT_GPU_CAUSE_MAP(XX)                                         \
  XX(NONE)                /* passed */                                         \
  XX(SOME_DEVICES_FAILED) /* passed on the others (AUTO) */                    \
  XX(OFF)                 /* skips: --gpu-check off */                         \
  XX(AGREEMENT)           /* the version check failed first */                 \
  XX(NO_CUDART)           /* built without the CUDA runtime */                 \
  XX(NO_DRIVER)                                                                \
  XX(STUB_DRIVER) /* the toolkit's stub libcuda.so.1 was loaded */             \
  XX(NO_DEVICE)                                                                \
  XX(DEVICE_BUSY)          /* in use, prohibited or out of memory */           \
  XX(DRIVER_TOO_OLD)       /* failures */                                      \
  XX(SYSTEM_NOT_READY)     /* NVSwitch systems without the fabric manager */   \
  XX(DRIVER_MISMATCH)      /* driver libraries and kernel module differ */     \
  XX(COMPAT_NOT_SUPPORTED) /* cuda-compat's driver on a GPU it does not run */ \
  XX(PTX_TOO_NEW)          /* PTX from a newer CUDA than the driver's */       \
  XX(DEVICE_TOO_NEW)                                                           \
  XX(DEVICE_TOO_OLD)                                                           \
  XX(KNOWN_BAD) /* cudnn_strict_known_bad.h, for this GPU */                   \
  XX(CUDNN_NOT_INITIALIZED)                                                    \
  XX(SUBLIBRARY_MISMATCH) /* sub-libraries of another release */               \
  XX(CUDNN_INCOMPLETE)    /* a sub-library or prerequisite missing */          \
  XX(CUDART_MISMATCH)     /* built for another CUDA runtime */                 \
  XX(ARCH_MISMATCH)                                                            \
  XX(NO_KERNEL_IMAGE)                                                          \
  XX(EXECUTION_FAILED)                                                         \
  XX(WRONG_RESULT)                                                             \
  XX(SELF_TEST) /* the FP32 bound did not catch TF32 (--gpu-self-test) */      \
  XX(NO_ALGORITHM)                                                             \
  XX(PROBE_BUG) /* cuDNN rejected an argument of the probe's */                \
  XX(CUDNN_ERROR)                                                              \
  XX(CUDA_ERROR)                                                               \
  XX(MISSING_SYMBOL)                                                           \
  XX(CRASHED) /* the check's process died of a signal */                       \
  XX(TIMED_OUT)

#define CUDNN_STRICT_GPU_ENUMERATOR(name) CUDNN_STRICT_GPU_##name,
enum cudnn_strict_gpu_mode {
  CUDNN_STRICT_GPU_MODE_MAP(CUDNN_STRICT_GPU_ENUMERATOR)
      CUDNN_STRICT_GPU_MODE_COUNT
};

enum cudnn_strict_gpu_status {
  CUDNN_STRICT_GPU_STATUS_MAP(CUDNN_STRICT_GPU_ENUMERATOR)
      CUDNN_STRICT_GPU_STATUS_COUNT
};
#undef CUDNN_STRICT_GPU_ENUMERATOR

#define CUDNN_STRICT_GPU_CAUSE_ENUMERATOR(name) CUDNN_STRICT_GPU_CAUSE_##name,
enum cudnn_strict_gpu_cause {
  CUDNN_STRICT_GPU_CAUSE_MAP(CUDNN_STRICT_GPU_CAUSE_ENUMERATOR)
      CUDNN_STRICT_GPU_CAUSE_COUNT
};
#undef CUDNN_STRICT_GPU_CAUSE_ENUMERATOR

struct cudnn_strict_gpu_request {
  enum cudnn_strict_gpu_mode mode;
  struct cudnn_strict_writer *writer; /* where the check reports */
  /* The loaded libcudnn, or NULL when the agreement check failed. */
  const struct cudnn_strict_library *cudnn;
  struct cudnn_strict_version cudnn_version;
  /* What cudnnGetCudartVersion() returned, 0 when unknown. */
  long cudnn_cudart_code;
  /* The CUDA runtime the program is built with (the toolkit's
     CUDART_VERSION), 0 when unknown: the runtime the check loads, where it
     is loaded, is of its major, else of cuDNN's. */
  long built_cudart_code;
  /* For the known-bad table's entries that depend on the GPU: the header's
     version code (0 when unknown) and what the project declared it uses
     (cudnn_strict_parse_features(), 0 when it declared nothing). */
  long built_code;
  unsigned long features;
  /* Check in this process, not in a child (--in-process). */
  int in_process;
  /* Also prove that the error bound bites (--gpu-self-test). */
  int self_test;
};

CUDNN_STRICT_INTERNAL int
cudnn_strict_parse_gpu_mode(const char *text, enum cudnn_strict_gpu_mode *out);
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_gpu_mode_name(enum cudnn_strict_gpu_mode mode);
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_gpu_status_name(enum cudnn_strict_gpu_status status);
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_gpu_cause_name(enum cudnn_strict_gpu_cause cause);

/* Runs the check and reports it through request->writer, ending with
   gpu.status, gpu.cause, gpu.reason and (when there is one) gpu.fix. */
CUDNN_STRICT_INTERNAL enum cudnn_strict_gpu_status
cudnn_strict_gpu_check(const struct cudnn_strict_gpu_request *request);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_GPU_H */
