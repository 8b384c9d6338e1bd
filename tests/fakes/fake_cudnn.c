/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * A fake libcudnn for the test suite: it reports the version it was
 * compiled with (FAKE_CUDNN_VERSION_CODE, FAKE_CUDNN_CUDART_VERSION) and
 * can be built without cudnnGetVersion (FAKE_CUDNN_NO_GET_VERSION) to
 * stand for a library that is not a cuDNN.  Test fixture only.
 *
 * It also implements, on the CPU, the part of cuDNN's legacy convolution
 * API that the probe's GPU check calls.  Device memory is host memory (see
 * fake_cudart.c), so the convolutions read and write the buffers directly;
 * with the real CUDA runtime loaded, cudnnCreate fails instead.
 *
 * Like cuDNN, FP32 with tensor-op math computes in TF32 (inputs rounded to
 * 10 mantissa bits), and forward algorithm 6 (WINOGRAD) is Winograd's
 * F(6x6,3x3) with its transformed tiles rounded to the data type (TF32 for
 * FP32 with tensor-op math): a correct algorithm whose error in FP16 and
 * BF16 is far above that of the direct ones.  Tensors and filters are NCHW
 * or NHWC (filters then KRSC).  Like cuDNN on Ampere and newer, the _v7
 * heuristics list each algorithm with the math type it runs with: FP16 and
 * BF16 with tensor-op math; FP32 with FMA math when the descriptor asks for
 * FMA, else the GEMM-family and Winograd algorithms with tensor-op math
 * (TF32) and the others with the descriptor's (which computes in FP32).
 * NVIDIA_TF32_OVERRIDE=0 turns TF32 off, as in NVIDIA's libraries.  The
 * graph (backend) API takes one forward convolution: heuristics mode A
 * proposes three engines (0: implicit precomputed GEMM, 1: Winograd where
 * it applies, 2: declines at its plan's finalization), all in FP32.
 *
 *   FAKE_CUDNN_GPU_BEHAVIOUR       FAKE_GPU_CORRECT (default)
 *                                  FAKE_GPU_WRONG_NUMBERS: forward algorithm 1
 *                                    adds 0.5 to every seventh output
 *                                  FAKE_GPU_ARCH_MISMATCH,
 *                                  FAKE_GPU_EXECUTION_FAILED: every
 *                                    convolution fails with that status
 *                                  FAKE_GPU_NOT_INITIALIZED: cudnnCreate fails
 *                                  FAKE_GPU_CRASH: the first convolution
 *                                    aborts the process
 *                                  FAKE_GPU_WRONG_WINOGRAD: Winograd leaves
 *                                    out the last input channel of one tile
 *                                  FAKE_GPU_IGNORES_FMA_MATH: FP32 computes in
 *                                    TF32 even with FMA math (TF32 off)
 *                                  FAKE_GPU_WORKSPACE_UNDERSTATED: GEMM says
 *                                    it needs no workspace, then wants one
 *                                  FAKE_GPU_HALF_DECLINED: every FP16
 *                                    algorithm declines
 *                                  FAKE_GPU_SUBLIBRARY_UNAVAILABLE: the
 *                                    heuristic lists forward algorithm 0
 *                                    with SUBLIBRARY_UNAVAILABLE (3009)
 *                                  FAKE_GPU_NVRTC_MISSING: the first
 *                                    convolution prints what cuDNN 8.7-8.9
 *                                    print without libnvrtc, and aborts
 *                                  FAKE_GPU_HANG: the first convolution
 *                                    never returns
 *                                  FAKE_GPU_ARCH_MISMATCH_SOME: forward
 *                                    algorithm 1 has no kernels for the GPU
 *                                  FAKE_GPU_NO_TF32: FP32 never computes in
 *                                    TF32, whatever the math type
 *                                  FAKE_GPU_WRONG_BFLOAT16_TILES: BF16
 *                                    Winograd leaves 1/16 of the loudest
 *                                    output of the tiles before in each
 *                                    later row of tiles (an accumulator
 *                                    not cleared)
 *                                  FAKE_GPU_WRONG_NHWC: forward algorithm 1
 *                                    reads an NHWC (KRSC) filter as KCRS
 *                                  FAKE_GPU_WRONG_GRAPH_ENGINE: the graph
 *                                    API's engine 1 leaves the first output
 *                                    unwritten
 *   FAKE_CUDNN_CREATE_STATUS       what cudnnCreate returns (default: success
 *                                  with the fake CUDA runtime); with it,
 *                                  cudnnGetLastErrorString says why
 *   FAKE_CUDNN_MAX_DEVICE_VERSION  what cudnnGetMaxDeviceVersion() returns
 *                                  (default 1210, compute capability 12.1)
 *   FAKE_CUDNN_PRINTS_FORGED       its constructor prints the key=value lines
 *                                  of a report that passes cuDNN 9.19.0, as
 *                                  a hostile library would
 *   FAKE_CUDNN_PRINTS_BANNER       its constructor prints a banner without a
 *                                  newline, as chatty libraries do
 */
#define _GNU_SOURCE

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "cudnn_strict_gpu_numbers.h"

#ifndef FAKE_CUDNN_VERSION_CODE
#error "define FAKE_CUDNN_VERSION_CODE"
#endif
#ifndef FAKE_CUDNN_CUDART_VERSION
#error "define FAKE_CUDNN_CUDART_VERSION"
#endif

#define FAKE_GPU_CORRECT 0
#define FAKE_GPU_WRONG_NUMBERS 1
#define FAKE_GPU_ARCH_MISMATCH 2
#define FAKE_GPU_EXECUTION_FAILED 3
#define FAKE_GPU_NOT_INITIALIZED 4
#define FAKE_GPU_CRASH 5
#define FAKE_GPU_WRONG_WINOGRAD 6
#define FAKE_GPU_IGNORES_FMA_MATH 7
#define FAKE_GPU_WORKSPACE_UNDERSTATED 8
#define FAKE_GPU_HALF_DECLINED 9
#define FAKE_GPU_SUBLIBRARY_UNAVAILABLE 10
#define FAKE_GPU_NVRTC_MISSING 11
#define FAKE_GPU_HANG 12
#define FAKE_GPU_ARCH_MISMATCH_SOME 13
#define FAKE_GPU_NO_TF32 14
#define FAKE_GPU_WRONG_BFLOAT16_TILES 15
#define FAKE_GPU_WRONG_NHWC 16
#define FAKE_GPU_WRONG_GRAPH_ENGINE 17
#ifndef FAKE_CUDNN_GPU_BEHAVIOUR
#define FAKE_CUDNN_GPU_BEHAVIOUR FAKE_GPU_CORRECT
#endif
#ifndef FAKE_CUDNN_MAX_DEVICE_VERSION
#define FAKE_CUDNN_MAX_DEVICE_VERSION 1210
#endif

#define FAKE_EXPORT __attribute__((visibility("default")))

/* A real libcudnn names the sub-libraries it opens in its read-only data
   (cuDNN 9's libcudnn_graph names the engines), which is where CuDNNStrict
   reads a release's set from: the fake names the same ones.  Exported, so
   that no linker drops them. */
#if FAKE_CUDNN_VERSION_CODE >= 90000 && FAKE_CUDNN_VERSION_CODE < 100000
FAKE_EXPORT const char *const fake_cudnn_sublibraries[] = {
    "libcudnn_graph.so",
    "libcudnn_ops.so",
    "libcudnn_cnn.so",
    "libcudnn_adv.so",
    "libcudnn_engines_precompiled.so",
    "libcudnn_engines_runtime_compiled.so",
    "libcudnn_heuristic.so",
/* Named from 9.20 on, shipped from 9.21 on. */
#if FAKE_CUDNN_VERSION_CODE >= 92000
    "libcudnn_engines_tensor_ir.so",
#endif
#if FAKE_CUDNN_VERSION_CODE >= 92200
    "libcudnn_ext.so",
#endif
    0};
#elif FAKE_CUDNN_VERSION_CODE >= 8000 && FAKE_CUDNN_VERSION_CODE < 9000
FAKE_EXPORT const char *const fake_cudnn_sublibraries[] = {
    "libcudnn_ops_infer.so.8",
    "libcudnn_ops_train.so.8",
    "libcudnn_cnn_infer.so.8",
    "libcudnn_cnn_train.so.8",
    "libcudnn_adv_infer.so.8",
    "libcudnn_adv_train.so.8",
    0};
#endif

/* Printed when the library is loaded, on the standard output that it
   shares with whoever loads it. */
#if defined(FAKE_CUDNN_PRINTS_FORGED)
__attribute__((constructor)) static void fake_cudnn_prints(void) {
  printf("judgement=OK\nverdict=OK\nlibrary.version=9.19.0\n"
         "library.code=91900\ncheck.0.note.0.library_version=9.19.0\n"
         "check.0.note.0.status=OK\ncheck.0.status=PASS\n"
         "check.status=PASS\n");
}
#elif defined(FAKE_CUDNN_PRINTS_BANNER)
__attribute__((constructor)) static void fake_cudnn_prints(void) {
  printf("fake cuDNN banner, no newline: ");
}
#endif

#ifndef FAKE_CUDNN_NO_GET_VERSION
FAKE_EXPORT size_t cudnnGetVersion(void) { return FAKE_CUDNN_VERSION_CODE; }
#endif

/* cuDNN 9's own check of libcudnn_cnn, answering a chosen status
   (FAKE_CUDNN_CNN_VERSION_CHECK: 3009 is
   CUDNN_STATUS_NOT_SUPPORTED_SUBLIBRARY_UNAVAILABLE); the other checks
   stay absent, as in a build that has none. */
#ifdef FAKE_CUDNN_CNN_VERSION_CHECK
FAKE_EXPORT int cudnnCnnVersionCheck(void) {
  return FAKE_CUDNN_CNN_VERSION_CHECK;
}
#endif

FAKE_EXPORT size_t cudnnGetCudartVersion(void) {
  return FAKE_CUDNN_CUDART_VERSION;
}

FAKE_EXPORT size_t cudnnGetMaxDeviceVersion(void) {
  return FAKE_CUDNN_MAX_DEVICE_VERSION;
}

/* cuDNN 9 renumbered the statuses; the fake uses its version's numbers. */
#if FAKE_CUDNN_VERSION_CODE >= 90000 && FAKE_CUDNN_VERSION_CODE < 100000
enum fake_status {
  FAKE_SUCCESS = 0,
  FAKE_NOT_INITIALIZED = 1001,
  FAKE_BAD_PARAM = 2000,
  FAKE_WORKSPACE_TOO_SMALL = 2006, /* BAD_PARAM_SIZE_INSUFFICIENT */
  FAKE_NOT_SUPPORTED = 3000,
  FAKE_ARCH_MISMATCH = 3007,
  FAKE_SUBLIBRARY_UNAVAILABLE = 3009,
  FAKE_EXECUTION_FAILED = 5000
};
#else
enum fake_status {
  FAKE_SUCCESS = 0,
  FAKE_NOT_INITIALIZED = 1,
  FAKE_BAD_PARAM = 3,
  FAKE_ARCH_MISMATCH = 6,
  FAKE_EXECUTION_FAILED = 8,
  FAKE_NOT_SUPPORTED = 9,
  FAKE_WORKSPACE_TOO_SMALL = 3,
  FAKE_SUBLIBRARY_UNAVAILABLE = 11
};
#endif

FAKE_EXPORT const char *cudnnGetErrorString(int status) {
  switch (status) {
  case FAKE_SUCCESS:
    return "CUDNN_STATUS_SUCCESS";
  case FAKE_NOT_INITIALIZED:
    return "CUDNN_STATUS_NOT_INITIALIZED";
  case FAKE_BAD_PARAM:
    return "CUDNN_STATUS_BAD_PARAM";
  case FAKE_NOT_SUPPORTED:
    return "CUDNN_STATUS_NOT_SUPPORTED";
#if FAKE_CUDNN_VERSION_CODE >= 90000 && FAKE_CUDNN_VERSION_CODE < 100000
  case FAKE_ARCH_MISMATCH:
    return "CUDNN_STATUS_NOT_SUPPORTED_ARCH_MISMATCH";
#else
  case FAKE_ARCH_MISMATCH:
    return "CUDNN_STATUS_ARCH_MISMATCH";
#endif
  case FAKE_EXECUTION_FAILED:
    return "CUDNN_STATUS_EXECUTION_FAILED";
#if FAKE_CUDNN_VERSION_CODE >= 90000 && FAKE_CUDNN_VERSION_CODE < 100000
  case FAKE_WORKSPACE_TOO_SMALL:
    return "CUDNN_STATUS_BAD_PARAM_SIZE_INSUFFICIENT";
  case FAKE_SUBLIBRARY_UNAVAILABLE:
    return "CUDNN_STATUS_NOT_SUPPORTED_SUBLIBRARY_UNAVAILABLE";
  case 1002:
    return "CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH";
  case 1008:
    return "CUDNN_STATUS_SUBLIBRARY_LOADING_FAILED";
  case 3006:
    return "CUDNN_STATUS_NOT_SUPPORTED_INCOMPATIBLE_CUDART";
  case 4004:
    return "CUDNN_STATUS_INTERNAL_ERROR_DEVICE_ALLOCATION_FAILED";
#endif
  default:
    return "CUDNN_STATUS_UNKNOWN";
  }
}

#ifdef FAKE_CUDNN_CREATE_STATUS
FAKE_EXPORT void cudnnGetLastErrorString(char *message, size_t size) {
  snprintf(message, size,
           "CUDNN_BACKEND_API: fake cudnnCreate was built to fail with %d",
           FAKE_CUDNN_CREATE_STATUS);
}
#endif

/* ---- handle and descriptors ------------------------------------------ */

struct fake_handle {
  int unused;
};

/* Tensors and filters alike: n/k, c, h/r, w/s, stored NCHW or NHWC. */
struct fake_tensor {
  int data_type;
  int format;
  int dims[4];
};

/* Where element (a, b, h, w) of `t` lies. */
static size_t fake_index(const struct fake_tensor *t, int a, int b, int h,
                         int w) {
  if (t->format == CUDNN_STRICT_TENSOR_NHWC)
    return (((size_t)a * t->dims[2] + h) * t->dims[3] + w) * t->dims[1] + b;
  return (((size_t)a * t->dims[1] + b) * t->dims[2] + h) * t->dims[3] + w;
}

struct fake_convolution {
  int pad[2], stride[2], dilation[2];
  int mode;
  int math_type;
};

FAKE_EXPORT int cudnnCreate(struct fake_handle **handle) {
  /* The convolutions below read device pointers as host memory: only the
     fake CUDA runtime hands out such pointers. */
  if (dlsym(RTLD_DEFAULT, "fakeCudartDeviceMemoryIsHostMemory") == NULL ||
      FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_NOT_INITIALIZED)
    return FAKE_NOT_INITIALIZED;
#ifdef FAKE_CUDNN_CREATE_STATUS
  return FAKE_CUDNN_CREATE_STATUS;
#endif
  *handle = (struct fake_handle *)calloc(1, sizeof(**handle));
  return *handle != NULL ? FAKE_SUCCESS : FAKE_NOT_INITIALIZED;
}

FAKE_EXPORT int cudnnDestroy(struct fake_handle *handle) {
  free(handle);
  return FAKE_SUCCESS;
}

static int fake_create(void **object, size_t size) {
  *object = calloc(1, size);
  return *object != NULL ? FAKE_SUCCESS : FAKE_BAD_PARAM;
}

static int fake_destroy(void *object) {
  free(object);
  return FAKE_SUCCESS;
}

FAKE_EXPORT int cudnnCreateTensorDescriptor(void **desc) {
  return fake_create(desc, sizeof(struct fake_tensor));
}
FAKE_EXPORT int cudnnDestroyTensorDescriptor(void *desc) {
  return fake_destroy(desc);
}
FAKE_EXPORT int cudnnCreateFilterDescriptor(void **desc) {
  return fake_create(desc, sizeof(struct fake_tensor));
}
FAKE_EXPORT int cudnnDestroyFilterDescriptor(void *desc) {
  return fake_destroy(desc);
}
FAKE_EXPORT int cudnnCreateConvolutionDescriptor(void **desc) {
  return fake_create(desc, sizeof(struct fake_convolution));
}
FAKE_EXPORT int cudnnDestroyConvolutionDescriptor(void *desc) {
  return fake_destroy(desc);
}

static int fake_set_tensor(struct fake_tensor *t, int format, int data_type,
                           int a, int b, int c, int d) {
  if ((format != CUDNN_STRICT_TENSOR_NCHW &&
       format != CUDNN_STRICT_TENSOR_NHWC) ||
      (data_type != CUDNN_STRICT_DATA_FLOAT &&
       data_type != CUDNN_STRICT_DATA_HALF &&
       data_type != CUDNN_STRICT_DATA_BFLOAT16))
    return FAKE_NOT_SUPPORTED;
  if (a <= 0 || b <= 0 || c <= 0 || d <= 0)
    return FAKE_BAD_PARAM;
  t->data_type = data_type;
  t->format = format;
  t->dims[0] = a;
  t->dims[1] = b;
  t->dims[2] = c;
  t->dims[3] = d;
  return FAKE_SUCCESS;
}

FAKE_EXPORT int cudnnSetTensor4dDescriptor(struct fake_tensor *t, int format,
                                           int data_type, int n, int c, int h,
                                           int w) {
  return fake_set_tensor(t, format, data_type, n, c, h, w);
}

FAKE_EXPORT int cudnnSetFilter4dDescriptor(struct fake_tensor *t, int data_type,
                                           int format, int k, int c, int h,
                                           int w) {
  return fake_set_tensor(t, format, data_type, k, c, h, w);
}

FAKE_EXPORT int cudnnSetConvolution2dDescriptor(struct fake_convolution *conv,
                                                int pad_h, int pad_w,
                                                int stride_h, int stride_w,
                                                int dilation_h, int dilation_w,
                                                int mode, int compute_type) {
  if (pad_h < 0 || pad_w < 0 || stride_h <= 0 || stride_w <= 0 ||
      dilation_h <= 0 || dilation_w <= 0 ||
      compute_type != CUDNN_STRICT_DATA_FLOAT)
    return FAKE_BAD_PARAM;
  conv->pad[0] = pad_h;
  conv->pad[1] = pad_w;
  conv->stride[0] = stride_h;
  conv->stride[1] = stride_w;
  conv->dilation[0] = dilation_h;
  conv->dilation[1] = dilation_w;
  conv->mode = mode;
  return FAKE_SUCCESS;
}

FAKE_EXPORT int cudnnSetConvolutionMathType(struct fake_convolution *conv,
                                            int math_type) {
  conv->math_type = math_type;
  return FAKE_SUCCESS;
}

/* ---- which algorithms the fake offers ---------------------------------- */

enum fake_operation { FAKE_FORWARD, FAKE_BACKWARD_DATA, FAKE_BACKWARD_FILTER };

static int fake_algorithm_count(enum fake_operation op) {
  return op == FAKE_FORWARD         ? CUDNN_STRICT_FWD_ALGO_COUNT
         : op == FAKE_BACKWARD_DATA ? CUDNN_STRICT_BWD_DATA_ALGO_COUNT
                                    : CUDNN_STRICT_BWD_FILTER_ALGO_COUNT;
}

/* Like cuDNN: the GEMM family always, Winograd (forward algorithm 6) only
   for 3x3 filters with stride 1 and no dilation. */
static int fake_offers(enum fake_operation op, int algorithm,
                       const struct fake_tensor *filter,
                       const struct fake_convolution *conv) {
  if (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_HALF_DECLINED &&
      filter->data_type == CUDNN_STRICT_DATA_HALF)
    return 0;
  if (op == FAKE_FORWARD && algorithm == 6)
    return filter->dims[2] == 3 && filter->dims[3] == 3 &&
           conv->stride[0] == 1 && conv->stride[1] == 1 &&
           conv->dilation[0] == 1 && conv->dilation[1] == 1;
  if (op == FAKE_BACKWARD_FILTER)
    return algorithm == 0 || algorithm == 1 || algorithm == 3;
  return algorithm <= (op == FAKE_FORWARD ? 2 : 1);
}

/* Forward GEMM wants a workspace, so that the probe's workspace path runs;
   larger than any of the check's tensors (see fake_cudart.c's
   FAKE_CUDART_TIGHT_MEMORY). */
static size_t fake_workspace(enum fake_operation op, int algorithm) {
  return op == FAKE_FORWARD && algorithm == 2 ? 65536u : 0u;
}

/* What the workspace query says it wants. */
static size_t fake_stated_workspace(enum fake_operation op, int algorithm) {
  if (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_WORKSPACE_UNDERSTATED)
    return 0u;
  return fake_workspace(op, algorithm);
}

static int fake_output_size(int input, int pad, int filter, int dilation,
                            int stride) {
  return (input + 2 * pad - ((filter - 1) * dilation + 1)) / stride + 1;
}

/* The tensors must fit the convolution, as cuDNN checks. */
static int fake_check_shapes(const struct fake_tensor *x,
                             const struct fake_tensor *w,
                             const struct fake_tensor *y,
                             const struct fake_convolution *conv) {
  if (conv->mode != CUDNN_STRICT_CROSS_CORRELATION ||
      x->data_type != w->data_type || x->data_type != y->data_type ||
      x->dims[1] != w->dims[1] || y->dims[0] != x->dims[0] ||
      y->dims[1] != w->dims[0] ||
      y->dims[2] != fake_output_size(x->dims[2], conv->pad[0], w->dims[2],
                                     conv->dilation[0], conv->stride[0]) ||
      y->dims[3] != fake_output_size(x->dims[3], conv->pad[1], w->dims[3],
                                     conv->dilation[1], conv->stride[1]))
    return FAKE_BAD_PARAM;
  return FAKE_SUCCESS;
}

/* The math type the heuristic lists an algorithm with (see the top). */
static int fake_listed_math(enum fake_operation op, int algorithm,
                            const struct fake_tensor *x,
                            const struct fake_convolution *conv) {
  int tensor_cores = algorithm <= 1 || (op == FAKE_FORWARD && algorithm == 6);
  if (x->data_type != CUDNN_STRICT_DATA_FLOAT)
    return CUDNN_STRICT_TENSOR_OP_MATH;
  if (conv->math_type == CUDNN_STRICT_FMA_MATH || !tensor_cores)
    return conv->math_type;
  return CUDNN_STRICT_TENSOR_OP_MATH;
}

static int fake_algorithms(enum fake_operation op, const struct fake_tensor *x,
                           const struct fake_tensor *w,
                           const struct fake_tensor *y,
                           const struct fake_convolution *conv, int requested,
                           int *returned, struct cudnn_strict_algo_perf *perf) {
  int count = fake_algorithm_count(op), pass, algorithm, n = 0;
  int status = fake_check_shapes(x, w, y, conv);
  if (status != FAKE_SUCCESS)
    return status;
  /* Offered algorithms first, as cuDNN sorts them. */
  for (pass = 1; pass >= 0; --pass)
    for (algorithm = 0; algorithm < count && n < requested; ++algorithm) {
      int offered = fake_offers(op, algorithm, w, conv);
      if (offered != pass)
        continue;
      memset(&perf[n], 0, sizeof(perf[n]));
      perf[n].algo = algorithm;
      perf[n].status = offered ? FAKE_SUCCESS : FAKE_NOT_SUPPORTED;
      if (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_SUBLIBRARY_UNAVAILABLE &&
          op == FAKE_FORWARD && algorithm == 0)
        perf[n].status = FAKE_SUBLIBRARY_UNAVAILABLE;
      perf[n].memory = fake_stated_workspace(op, algorithm);
      perf[n].determinism = 1;
      perf[n].math_type = fake_listed_math(op, algorithm, x, conv);
      ++n;
    }
  *returned = n;
  return FAKE_SUCCESS;
}

static int fake_workspace_query(enum fake_operation op,
                                const struct fake_tensor *x,
                                const struct fake_tensor *w,
                                const struct fake_tensor *y,
                                const struct fake_convolution *conv,
                                int algorithm, size_t *bytes) {
  int status = fake_check_shapes(x, w, y, conv);
  if (status != FAKE_SUCCESS)
    return status;
  if (algorithm < 0 || algorithm >= fake_algorithm_count(op) ||
      !fake_offers(op, algorithm, w, conv))
    return FAKE_NOT_SUPPORTED;
  *bytes = fake_stated_workspace(op, algorithm);
  return FAKE_SUCCESS;
}

/* ---- the convolution, on the CPU ---------------------------------------- */

static size_t fake_count(const struct fake_tensor *t) {
  return (size_t)t->dims[0] * (size_t)t->dims[1] * (size_t)t->dims[2] *
         (size_t)t->dims[3];
}

/* FP32 rounded to TF32's 10 mantissa bits, as tensor cores read it. */
static double fake_tf32(double value) {
  uint32_t bits = cudnn_strict_float_bits((float)value);
  bits = cudnn_strict_round_even(bits >> 13, bits & 0x1fffu, 13) << 13;
  return cudnn_strict_bits_float(bits);
}

/* NVIDIA_TF32_OVERRIDE=0 turns TF32 off in every NVIDIA library. */
static int fake_tf32_overridden(void) {
  const char *text = getenv("NVIDIA_TF32_OVERRIDE");
  return text != NULL && strcmp(text, "0") == 0;
}

static int fake_uses_tf32(const struct fake_tensor *x,
                          const struct fake_convolution *conv) {
  return x->data_type == CUDNN_STRICT_DATA_FLOAT &&
         FAKE_CUDNN_GPU_BEHAVIOUR != FAKE_GPU_NO_TF32 &&
         !fake_tf32_overridden() &&
         (conv->math_type == CUDNN_STRICT_TENSOR_OP_MATH ||
          conv->math_type == CUDNN_STRICT_TENSOR_OP_MATH_ALLOW_CONVERSION ||
          (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_IGNORES_FMA_MATH &&
           conv->math_type == CUDNN_STRICT_FMA_MATH));
}

/* An input element as the arithmetic sees it. */
static double fake_input(const void *data, size_t index,
                         const struct fake_tensor *x,
                         const struct fake_convolution *conv) {
  double value = cudnn_strict_load_element(data, index, x->data_type);
  return fake_uses_tf32(x, conv) ? fake_tf32(value) : value;
}

/* ---- Winograd F(6x6,3x3) ------------------------------------------------ */

/* Toom-Cook on the points 0, +-1, +-2, +-1/2 and infinity.  For a 1-D
   correlation y = A^T [(G g) . (B^T d)] with A^T = E_m^T, G = E_r and
   B^T = (E_n^-1)^T, where E_k evaluates a polynomial of k coefficients at
   the points (the row of infinity takes the leading one). */
#define FAKE_WINO_M 6
#define FAKE_WINO_R 3
#define FAKE_WINO_N (FAKE_WINO_M + FAKE_WINO_R - 1)

struct fake_winograd {
  double at[FAKE_WINO_M][FAKE_WINO_N];
  double g[FAKE_WINO_N][FAKE_WINO_R];
  double bt[FAKE_WINO_N][FAKE_WINO_N];
};

static void fake_evaluation(double points[FAKE_WINO_N - 1], int k,
                            double e[FAKE_WINO_N][FAKE_WINO_N]) {
  int i, j;
  for (i = 0; i < FAKE_WINO_N; ++i)
    for (j = 0; j < k; ++j) {
      double power = 1.0;
      int t;
      if (i == FAKE_WINO_N - 1) {
        e[i][j] = j == k - 1 ? 1.0 : 0.0;
        continue;
      }
      for (t = 0; t < j; ++t)
        power *= points[i];
      e[i][j] = power;
    }
}

static void fake_winograd_init(struct fake_winograd *t) {
  double points[FAKE_WINO_N - 1] = {0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5};
  double e[FAKE_WINO_N][FAKE_WINO_N], inv[FAKE_WINO_N][FAKE_WINO_N];
  int i, j, c;
  fake_evaluation(points, FAKE_WINO_M, e);
  for (i = 0; i < FAKE_WINO_M; ++i)
    for (j = 0; j < FAKE_WINO_N; ++j)
      t->at[i][j] = e[j][i];
  fake_evaluation(points, FAKE_WINO_R, e);
  for (i = 0; i < FAKE_WINO_N; ++i)
    for (j = 0; j < FAKE_WINO_R; ++j)
      t->g[i][j] = e[i][j];
  /* Gauss-Jordan with partial pivoting on E_n. */
  fake_evaluation(points, FAKE_WINO_N, e);
  for (i = 0; i < FAKE_WINO_N; ++i)
    for (j = 0; j < FAKE_WINO_N; ++j)
      inv[i][j] = i == j ? 1.0 : 0.0;
  for (c = 0; c < FAKE_WINO_N; ++c) {
    int pivot = c;
    double scale;
    for (i = c + 1; i < FAKE_WINO_N; ++i)
      if ((e[i][c] < 0 ? -e[i][c] : e[i][c]) >
          (e[pivot][c] < 0 ? -e[pivot][c] : e[pivot][c]))
        pivot = i;
    for (j = 0; j < FAKE_WINO_N; ++j) {
      double swap = e[c][j];
      e[c][j] = e[pivot][j];
      e[pivot][j] = swap;
      swap = inv[c][j];
      inv[c][j] = inv[pivot][j];
      inv[pivot][j] = swap;
    }
    scale = e[c][c];
    for (j = 0; j < FAKE_WINO_N; ++j) {
      e[c][j] /= scale;
      inv[c][j] /= scale;
    }
    for (i = 0; i < FAKE_WINO_N; ++i) {
      double f = e[i][c];
      if (i == c || f == 0.0)
        continue;
      for (j = 0; j < FAKE_WINO_N; ++j) {
        e[i][j] -= f * e[c][j];
        inv[i][j] -= f * inv[c][j];
      }
    }
  }
  for (i = 0; i < FAKE_WINO_N; ++i)
    for (j = 0; j < FAKE_WINO_N; ++j)
      t->bt[i][j] = inv[j][i];
}

/* A transformed value as the tile stores it. */
static double fake_tile_round(double value, const struct fake_tensor *x,
                              const struct fake_convolution *conv) {
  if (x->data_type == CUDNN_STRICT_DATA_FLOAT)
    return fake_uses_tf32(x, conv) ? fake_tf32(value) : (float)value;
  return x->data_type == CUDNN_STRICT_DATA_HALF
             ? cudnn_strict_half_to_float(
                   cudnn_strict_float_to_half((float)value))
             : cudnn_strict_bfloat16_to_float(
                   cudnn_strict_float_to_bfloat16((float)value));
}

/* Forward convolution, stride 1 and no dilation (fake_offers), tile by
   tile: Y = A^T [sum_c (G g G^T) . (B^T d B)] A. */
static void
fake_winograd_forward(const struct fake_tensor *x, const void *x_data,
                      const struct fake_tensor *w, const void *w_data,
                      const struct fake_tensor *y,
                      const struct fake_convolution *conv, double *sum) {
  struct fake_winograd t;
  int n, k, c, p0, q0, i, j, a, b;
  double loudest = 0.0, tile_loudest = 0.0;
  fake_winograd_init(&t);
  for (n = 0; n < x->dims[0]; ++n)
    for (k = 0; k < w->dims[0]; ++k, loudest = tile_loudest = 0.0)
      for (p0 = 0; p0 < y->dims[2]; p0 += FAKE_WINO_M, loudest = tile_loudest)
        for (q0 = 0; q0 < y->dims[3]; q0 += FAKE_WINO_M) {
          double m[FAKE_WINO_N][FAKE_WINO_N], out[FAKE_WINO_M][FAKE_WINO_N];
          memset(m, 0, sizeof(m));
          for (c = 0; c < x->dims[1]; ++c) {
            double d[FAKE_WINO_N][FAKE_WINO_N], g[FAKE_WINO_R][FAKE_WINO_R];
            double u1[FAKE_WINO_N][FAKE_WINO_R], u[FAKE_WINO_N][FAKE_WINO_N];
            double v1[FAKE_WINO_N][FAKE_WINO_N], v[FAKE_WINO_N][FAKE_WINO_N];
            if (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_WRONG_WINOGRAD &&
                c == x->dims[1] - 1 && p0 == 0 && q0 == 0)
              continue;
            for (i = 0; i < FAKE_WINO_N; ++i)
              for (j = 0; j < FAKE_WINO_N; ++j) {
                int ih = p0 - conv->pad[0] + i, iw = q0 - conv->pad[1] + j;
                d[i][j] =
                    ih < 0 || ih >= x->dims[2] || iw < 0 || iw >= x->dims[3]
                        ? 0.0
                        : fake_input(x_data, fake_index(x, n, c, ih, iw), x,
                                     conv);
              }
            for (i = 0; i < FAKE_WINO_R; ++i)
              for (j = 0; j < FAKE_WINO_R; ++j)
                g[i][j] =
                    fake_input(w_data, fake_index(w, k, c, i, j), x, conv);
            /* U = G g G^T and V = B^T d B, each stored rounded. */
            for (i = 0; i < FAKE_WINO_N; ++i)
              for (j = 0; j < FAKE_WINO_R; ++j) {
                u1[i][j] = 0.0;
                for (a = 0; a < FAKE_WINO_R; ++a)
                  u1[i][j] += t.g[i][a] * g[a][j];
              }
            for (i = 0; i < FAKE_WINO_N; ++i)
              for (j = 0; j < FAKE_WINO_N; ++j) {
                double value = 0.0;
                for (a = 0; a < FAKE_WINO_R; ++a)
                  value += u1[i][a] * t.g[j][a];
                u[i][j] = fake_tile_round(value, x, conv);
              }
            for (i = 0; i < FAKE_WINO_N; ++i)
              for (j = 0; j < FAKE_WINO_N; ++j) {
                v1[i][j] = 0.0;
                for (a = 0; a < FAKE_WINO_N; ++a)
                  v1[i][j] += t.bt[i][a] * d[a][j];
              }
            for (i = 0; i < FAKE_WINO_N; ++i)
              for (j = 0; j < FAKE_WINO_N; ++j) {
                double value = 0.0;
                for (a = 0; a < FAKE_WINO_N; ++a)
                  value += v1[i][a] * t.bt[j][a];
                v[i][j] = fake_tile_round(value, x, conv);
              }
            for (i = 0; i < FAKE_WINO_N; ++i)
              for (j = 0; j < FAKE_WINO_N; ++j)
                m[i][j] = (float)(m[i][j] + u[i][j] * v[i][j]);
          }
          /* Y = A^T M A, in FP32. */
          for (i = 0; i < FAKE_WINO_M; ++i)
            for (j = 0; j < FAKE_WINO_N; ++j) {
              double value = 0.0;
              for (a = 0; a < FAKE_WINO_N; ++a)
                value += t.at[i][a] * m[a][j];
              out[i][j] = (float)value;
            }
          for (i = 0; i < FAKE_WINO_M && p0 + i < y->dims[2]; ++i)
            for (j = 0; j < FAKE_WINO_M && q0 + j < y->dims[3]; ++j) {
              double value = 0.0;
              for (b = 0; b < FAKE_WINO_N; ++b)
                value += out[i][b] * t.at[j][b];
              if (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_WRONG_BFLOAT16_TILES &&
                  x->data_type == CUDNN_STRICT_DATA_BFLOAT16 && p0 > 0)
                value += loudest / 16.0;
              if ((value < 0 ? -value : value) > tile_loudest)
                tile_loudest = value < 0 ? -value : value;
              sum[fake_index(y, n, k, p0 + i, q0 + j)] = (float)value;
            }
        }
}

/* Accumulates op(a, b) into `sum` (indexed like the operation's output). */
/* Every element of `t` as the arithmetic sees it, or NULL. */
static double *fake_inputs(const void *data, const struct fake_tensor *t,
                           const struct fake_tensor *x,
                           const struct fake_convolution *conv) {
  size_t i, count = fake_count(t);
  double *values = (double *)malloc(count * sizeof(double));
  for (i = 0; values != NULL && i < count; ++i)
    values[i] = fake_input(data, i, x, conv);
  return values;
}

static void fake_accumulate(enum fake_operation op, int algorithm,
                            const struct fake_tensor *x, const void *x_data,
                            const struct fake_tensor *w, const void *w_data,
                            const struct fake_tensor *y, const void *y_data,
                            const struct fake_convolution *conv, double *sum) {
  int n, k, p, q, c, r, s;
  double *xv = fake_inputs(x_data, x, x, conv);
  double *wv = fake_inputs(w_data, w, x, conv);
  double *yv = fake_inputs(y_data, y, x, conv);
  if (xv == NULL || wv == NULL || yv == NULL)
    n = x->dims[0]; /* no memory: leaves the sum at zero */
  else
    n = 0;
  for (; n < x->dims[0]; ++n)
    for (k = 0; k < w->dims[0]; ++k)
      for (p = 0; p < y->dims[2]; ++p)
        for (q = 0; q < y->dims[3]; ++q)
          for (c = 0; c < x->dims[1]; ++c)
            for (r = 0; r < w->dims[2]; ++r)
              for (s = 0; s < w->dims[3]; ++s) {
                int ih =
                    p * conv->stride[0] - conv->pad[0] + r * conv->dilation[0];
                int iw =
                    q * conv->stride[1] - conv->pad[1] + s * conv->dilation[1];
                size_t xi, wi, yi;
                if (ih < 0 || ih >= x->dims[2] || iw < 0 || iw >= x->dims[3])
                  continue;
                xi = fake_index(x, n, c, ih, iw);
                wi = fake_index(w, k, c, r, s);
                yi = fake_index(y, n, k, p, q);
                if (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_WRONG_NHWC &&
                    w->format == CUDNN_STRICT_TENSOR_NHWC &&
                    op == FAKE_FORWARD && algorithm == 1)
                  wi = (((size_t)k * w->dims[1] + c) * w->dims[2] + r) *
                           w->dims[3] +
                       s;
                if (op == FAKE_FORWARD)
                  sum[yi] += xv[xi] * wv[wi];
                else if (op == FAKE_BACKWARD_DATA)
                  sum[xi] += yv[yi] * wv[wi];
                else
                  sum[wi] += yv[yi] * xv[xi];
              }
  free(xv);
  free(wv);
  free(yv);
}

static int fake_convolve(enum fake_operation op, int algorithm,
                         const float *alpha, const struct fake_tensor *x,
                         const void *x_data, const struct fake_tensor *w,
                         const void *w_data, const struct fake_tensor *y,
                         const void *y_data,
                         const struct fake_convolution *conv,
                         size_t workspace_bytes, const float *beta,
                         const struct fake_tensor *out, void *out_data) {
  size_t i, count = fake_count(out);
  double *sum;
  int status = fake_check_shapes(x, w, y, conv);
  if (status != FAKE_SUCCESS)
    return status;
  if (algorithm < 0 || algorithm >= fake_algorithm_count(op) ||
      !fake_offers(op, algorithm, w, conv))
    return FAKE_NOT_SUPPORTED;
  if (workspace_bytes < fake_workspace(op, algorithm))
    return FAKE_WORKSPACE_TOO_SMALL;
  if (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_ARCH_MISMATCH ||
      (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_ARCH_MISMATCH_SOME &&
       op == FAKE_FORWARD && algorithm == 1))
    return FAKE_ARCH_MISMATCH;
  if (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_EXECUTION_FAILED)
    return FAKE_EXECUTION_FAILED;
  if (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_CRASH)
    abort();
  if (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_NVRTC_MISSING) {
    fprintf(stderr, "Could not load library libcudnn_cnn_infer.so.8. Error: "
                    "libnvrtc.so: cannot open shared object file: No such "
                    "file or directory\n");
    abort();
  }
  while (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_HANG)
    sleep(1);
  sum = (double *)calloc(count, sizeof(double));
  if (sum == NULL)
    return FAKE_EXECUTION_FAILED;
  if (op == FAKE_FORWARD && algorithm == 6)
    fake_winograd_forward(x, x_data, w, w_data, y, conv, sum);
  else
    fake_accumulate(op, algorithm, x, x_data, w, w_data, y, y_data, conv, sum);
  for (i = 0; i < count; ++i) {
    double value = *alpha * sum[i];
    if (*beta != 0.0f)
      value += *beta * cudnn_strict_load_element(out_data, i, out->data_type);
    if (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_WRONG_NUMBERS &&
        op == FAKE_FORWARD && algorithm == 1 && i % 7 == 0)
      value += 0.5;
    cudnn_strict_store_element(out_data, i, out->data_type, value);
  }
  free(sum);
  return FAKE_SUCCESS;
}

/* ---- the legacy API entry points ---------------------------------------- */

FAKE_EXPORT int cudnnGetConvolutionForwardAlgorithm_v7(
    void *handle, const struct fake_tensor *x, const struct fake_tensor *w,
    const struct fake_convolution *conv, const struct fake_tensor *y,
    int requested, int *returned, struct cudnn_strict_algo_perf *perf) {
  (void)handle;
  return fake_algorithms(FAKE_FORWARD, x, w, y, conv, requested, returned,
                         perf);
}

FAKE_EXPORT int cudnnGetConvolutionBackwardDataAlgorithm_v7(
    void *handle, const struct fake_tensor *w, const struct fake_tensor *dy,
    const struct fake_convolution *conv, const struct fake_tensor *dx,
    int requested, int *returned, struct cudnn_strict_algo_perf *perf) {
  (void)handle;
  return fake_algorithms(FAKE_BACKWARD_DATA, dx, w, dy, conv, requested,
                         returned, perf);
}

FAKE_EXPORT int cudnnGetConvolutionBackwardFilterAlgorithm_v7(
    void *handle, const struct fake_tensor *x, const struct fake_tensor *dy,
    const struct fake_convolution *conv, const struct fake_tensor *dw,
    int requested, int *returned, struct cudnn_strict_algo_perf *perf) {
  (void)handle;
  return fake_algorithms(FAKE_BACKWARD_FILTER, x, dw, dy, conv, requested,
                         returned, perf);
}

FAKE_EXPORT int cudnnGetConvolutionForwardWorkspaceSize(
    void *handle, const struct fake_tensor *x, const struct fake_tensor *w,
    const struct fake_convolution *conv, const struct fake_tensor *y,
    int algorithm, size_t *bytes) {
  (void)handle;
  return fake_workspace_query(FAKE_FORWARD, x, w, y, conv, algorithm, bytes);
}

FAKE_EXPORT int cudnnGetConvolutionBackwardDataWorkspaceSize(
    void *handle, const struct fake_tensor *w, const struct fake_tensor *dy,
    const struct fake_convolution *conv, const struct fake_tensor *dx,
    int algorithm, size_t *bytes) {
  (void)handle;
  return fake_workspace_query(FAKE_BACKWARD_DATA, dx, w, dy, conv, algorithm,
                              bytes);
}

FAKE_EXPORT int cudnnGetConvolutionBackwardFilterWorkspaceSize(
    void *handle, const struct fake_tensor *x, const struct fake_tensor *dy,
    const struct fake_convolution *conv, const struct fake_tensor *dw,
    int algorithm, size_t *bytes) {
  (void)handle;
  return fake_workspace_query(FAKE_BACKWARD_FILTER, x, dw, dy, conv, algorithm,
                              bytes);
}

FAKE_EXPORT int cudnnConvolutionForward(
    void *handle, const float *alpha, const struct fake_tensor *x_desc,
    const void *x, const struct fake_tensor *w_desc, const void *w,
    const struct fake_convolution *conv, int algorithm, void *workspace,
    size_t workspace_bytes, const float *beta, const struct fake_tensor *y_desc,
    void *y) {
  (void)handle;
  (void)workspace;
  return fake_convolve(FAKE_FORWARD, algorithm, alpha, x_desc, x, w_desc, w,
                       y_desc, y, conv, workspace_bytes, beta, y_desc, y);
}

FAKE_EXPORT int cudnnConvolutionBackwardData(
    void *handle, const float *alpha, const struct fake_tensor *w_desc,
    const void *w, const struct fake_tensor *dy_desc, const void *dy,
    const struct fake_convolution *conv, int algorithm, void *workspace,
    size_t workspace_bytes, const float *beta,
    const struct fake_tensor *dx_desc, void *dx) {
  (void)handle;
  (void)workspace;
  return fake_convolve(FAKE_BACKWARD_DATA, algorithm, alpha, dx_desc, dx,
                       w_desc, w, dy_desc, dy, conv, workspace_bytes, beta,
                       dx_desc, dx);
}

FAKE_EXPORT int cudnnConvolutionBackwardFilter(
    void *handle, const float *alpha, const struct fake_tensor *x_desc,
    const void *x, const struct fake_tensor *dy_desc, const void *dy,
    const struct fake_convolution *conv, int algorithm, void *workspace,
    size_t workspace_bytes, const float *beta,
    const struct fake_tensor *dw_desc, void *dw) {
  (void)handle;
  (void)workspace;
  return fake_convolve(FAKE_BACKWARD_FILTER, algorithm, alpha, x_desc, x,
                       dw_desc, dw, dy_desc, dy, conv, workspace_bytes, beta,
                       dw_desc, dw);
}

/* ---- the graph (backend) API ----------------------------------------------
 */

/* Every descriptor is a bag of attributes; finalizing checks what the GPU
   check's graph needs.  Heuristics mode A proposes three engines, all in
   FP32: 0 runs implicit precomputed GEMM, 1 Winograd where it applies, 2
   declines the graph at its plan's finalization. */
#define FAKE_ENGINES 3
#define FAKE_ATTRIBUTES 16
#define FAKE_ATTRIBUTE_BYTES 64
/* An engine configuration's engine index and operation graph: private
   attributes. */
#define FAKE_ATTR_ENGINE_INDEX (-1)
#define FAKE_ATTR_GRAPH (-2)

struct fake_attribute {
  int name;
  int type;
  int64_t count;
  unsigned char data[FAKE_ATTRIBUTE_BYTES];
};

struct fake_backend {
  int type;
  int finalized;
  int attribute_count;
  struct fake_attribute attributes[FAKE_ATTRIBUTES];
};

static size_t fake_attribute_size(int type) {
  return type == CUDNN_STRICT_TYPE_INT64 ? 8u
         : type == CUDNN_STRICT_TYPE_FLOAT ||
                 type == CUDNN_STRICT_TYPE_DATA_TYPE ||
                 type == CUDNN_STRICT_TYPE_CONVOLUTION_MODE ||
                 type == CUDNN_STRICT_TYPE_HEUR_MODE
             ? 4u
             : sizeof(void *);
}

static struct fake_attribute *fake_attribute_of(const struct fake_backend *d,
                                                int name) {
  int i;
  for (i = 0; i < d->attribute_count; ++i)
    if (d->attributes[i].name == name)
      return (struct fake_attribute *)&d->attributes[i];
  return NULL;
}

static int64_t fake_int64(const struct fake_backend *d, int name, int index) {
  const struct fake_attribute *a = fake_attribute_of(d, name);
  int64_t value = 0;
  if (a != NULL && index < a->count)
    memcpy(&value, a->data + (size_t)index * 8u, 8u);
  return value;
}

static void *fake_pointer(const struct fake_backend *d, int name, int index) {
  const struct fake_attribute *a = fake_attribute_of(d, name);
  void *value = NULL;
  if (a != NULL && index < a->count)
    memcpy(&value, a->data + (size_t)index * sizeof(void *), sizeof(void *));
  return value;
}

FAKE_EXPORT int cudnnBackendCreateDescriptor(int type,
                                             struct fake_backend **out) {
  *out = (struct fake_backend *)calloc(1, sizeof(**out));
  if (*out == NULL)
    return FAKE_BAD_PARAM;
  (*out)->type = type;
  return FAKE_SUCCESS;
}

FAKE_EXPORT int cudnnBackendDestroyDescriptor(struct fake_backend *d) {
  free(d);
  return FAKE_SUCCESS;
}

FAKE_EXPORT int cudnnBackendSetAttribute(struct fake_backend *d, int name,
                                         int type, int64_t count,
                                         const void *elements) {
  struct fake_attribute *a = fake_attribute_of(d, name);
  size_t bytes = fake_attribute_size(type) * (size_t)count;
  if (d == NULL || d->finalized || count < 0 || bytes > FAKE_ATTRIBUTE_BYTES)
    return FAKE_BAD_PARAM;
  if (a == NULL) {
    if (d->attribute_count == FAKE_ATTRIBUTES)
      return FAKE_BAD_PARAM;
    a = &d->attributes[d->attribute_count++];
  }
  a->name = name;
  a->type = type;
  a->count = count;
  memcpy(a->data, elements, bytes);
  return FAKE_SUCCESS;
}

/* The tensor of a graph: NCHW dims, and NHWC when channels vary fastest. */
static void fake_backend_tensor(const struct fake_backend *d,
                                struct fake_tensor *t) {
  const struct fake_attribute *type =
      fake_attribute_of(d, CUDNN_STRICT_ATTR_TENSOR_DATA_TYPE);
  int i;
  t->data_type = 0;
  if (type != NULL)
    memcpy(&t->data_type, type->data, sizeof(int));
  for (i = 0; i < 4; ++i)
    t->dims[i] = (int)fake_int64(d, CUDNN_STRICT_ATTR_TENSOR_DIMENSIONS, i);
  t->format =
      fake_int64(d, CUDNN_STRICT_ATTR_TENSOR_STRIDES, 1) == 1 && t->dims[1] > 1
          ? CUDNN_STRICT_TENSOR_NHWC
          : CUDNN_STRICT_TENSOR_NCHW;
}

FAKE_EXPORT int cudnnBackendFinalize(struct fake_backend *d) {
  static const int needs_tensor[] = {
      CUDNN_STRICT_ATTR_TENSOR_DATA_TYPE, CUDNN_STRICT_ATTR_TENSOR_DIMENSIONS,
      CUDNN_STRICT_ATTR_TENSOR_STRIDES, CUDNN_STRICT_ATTR_TENSOR_UNIQUE_ID,
      CUDNN_STRICT_ATTR_TENSOR_BYTE_ALIGNMENT};
  size_t i;
  if (d == NULL || d->finalized)
    return FAKE_BAD_PARAM;
  if (d->type == CUDNN_STRICT_BACKEND_TENSOR)
    for (i = 0; i < sizeof(needs_tensor) / sizeof(needs_tensor[0]); ++i)
      if (fake_attribute_of(d, needs_tensor[i]) == NULL)
        return FAKE_BAD_PARAM;
  if (d->type == CUDNN_STRICT_BACKEND_EXECUTION_PLAN) {
    struct fake_backend *config = (struct fake_backend *)fake_pointer(
        d, CUDNN_STRICT_ATTR_EXECUTION_PLAN_ENGINE_CONFIG, 0);
    if (config == NULL ||
        fake_attribute_of(d, CUDNN_STRICT_ATTR_EXECUTION_PLAN_HANDLE) == NULL)
      return FAKE_BAD_PARAM;
    if (fake_int64(config, FAKE_ATTR_ENGINE_INDEX, 0) == 2)
      return FAKE_NOT_SUPPORTED;
  }
  d->finalized = 1;
  return FAKE_SUCCESS;
}

FAKE_EXPORT int cudnnBackendGetAttribute(const struct fake_backend *d, int name,
                                         int type, int64_t requested,
                                         int64_t *count, void *elements) {
  int64_t i;
  (void)type;
  if (d == NULL || !d->finalized)
    return FAKE_BAD_PARAM;
  if (d->type == CUDNN_STRICT_BACKEND_ENGINEHEUR &&
      name == CUDNN_STRICT_ATTR_ENGINEHEUR_RESULTS) {
    *count = requested == 0             ? FAKE_ENGINES
             : requested < FAKE_ENGINES ? requested
                                        : FAKE_ENGINES;
    for (i = 0; requested > 0 && i < *count; ++i) {
      struct fake_backend *config = ((struct fake_backend **)elements)[i];
      void *graph =
          fake_pointer(d, CUDNN_STRICT_ATTR_ENGINEHEUR_OPERATION_GRAPH, 0);
      int64_t index = i;
      config->attribute_count = 0;
      cudnnBackendSetAttribute(config, FAKE_ATTR_ENGINE_INDEX,
                               CUDNN_STRICT_TYPE_INT64, 1, &index);
      cudnnBackendSetAttribute(config, FAKE_ATTR_GRAPH,
                               CUDNN_STRICT_TYPE_BACKEND_DESCRIPTOR, 1, &graph);
      config->finalized = 1;
    }
    return FAKE_SUCCESS;
  }
  if (d->type == CUDNN_STRICT_BACKEND_EXECUTION_PLAN &&
      name == CUDNN_STRICT_ATTR_EXECUTION_PLAN_WORKSPACE_SIZE) {
    int64_t bytes = 0;
    *count = 1;
    memcpy(elements, &bytes, sizeof(bytes));
    return FAKE_SUCCESS;
  }
  return FAKE_NOT_SUPPORTED;
}

FAKE_EXPORT int cudnnBackendExecute(void *handle, struct fake_backend *plan,
                                    struct fake_backend *pack) {
  struct fake_backend *config, *graph, *op, *conv_desc;
  struct fake_tensor x, w, y;
  struct fake_convolution conv;
  void *data[3];
  const float alpha = 1.0f, beta = 0.0f;
  int64_t engine;
  double first;
  int i, algorithm, status;
  (void)handle;
  if (plan == NULL || pack == NULL || !plan->finalized || !pack->finalized)
    return FAKE_BAD_PARAM;
  config = (struct fake_backend *)fake_pointer(
      plan, CUDNN_STRICT_ATTR_EXECUTION_PLAN_ENGINE_CONFIG, 0);
  engine = fake_int64(config, FAKE_ATTR_ENGINE_INDEX, 0);
  graph = (struct fake_backend *)fake_pointer(config, FAKE_ATTR_GRAPH, 0);
  if (graph == NULL)
    return FAKE_BAD_PARAM;
  op = (struct fake_backend *)fake_pointer(
      graph, CUDNN_STRICT_ATTR_OPERATIONGRAPH_OPS, 0);
  conv_desc = (struct fake_backend *)fake_pointer(
      op, CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_CONV_DESC, 0);
  fake_backend_tensor((struct fake_backend *)fake_pointer(
                          op, CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_X, 0),
                      &x);
  fake_backend_tensor((struct fake_backend *)fake_pointer(
                          op, CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_W, 0),
                      &w);
  fake_backend_tensor((struct fake_backend *)fake_pointer(
                          op, CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_Y, 0),
                      &y);
  memset(&conv, 0, sizeof(conv));
  for (i = 0; i < 2; ++i) {
    conv.pad[i] = (int)fake_int64(
        conv_desc, CUDNN_STRICT_ATTR_CONVOLUTION_PRE_PADDINGS, i);
    conv.stride[i] = (int)fake_int64(
        conv_desc, CUDNN_STRICT_ATTR_CONVOLUTION_FILTER_STRIDES, i);
    conv.dilation[i] =
        (int)fake_int64(conv_desc, CUDNN_STRICT_ATTR_CONVOLUTION_DILATIONS, i);
  }
  conv.mode = CUDNN_STRICT_CROSS_CORRELATION;
  /* The fake does not know the GPU: no TF32, which older GPUs lack. */
  conv.math_type = CUDNN_STRICT_FMA_MATH;
  for (i = 0; i < 3; ++i) {
    int64_t uid =
        fake_int64(pack, CUDNN_STRICT_ATTR_VARIANT_PACK_UNIQUE_IDS, i);
    if (uid < 1 || uid > 3)
      return FAKE_BAD_PARAM;
    data[uid - 1] =
        fake_pointer(pack, CUDNN_STRICT_ATTR_VARIANT_PACK_DATA_POINTERS, i);
  }
  algorithm = engine == 1 && fake_offers(FAKE_FORWARD, 6, &w, &conv) ? 6 : 1;
  first = cudnn_strict_load_element(data[2], 0, y.data_type);
  status = fake_convolve(FAKE_FORWARD, algorithm, &alpha, &x, data[0], &w,
                         data[1], &y, data[2], &conv, 0, &beta, &y, data[2]);
  if (FAKE_CUDNN_GPU_BEHAVIOUR == FAKE_GPU_WRONG_GRAPH_ENGINE && engine == 1)
    cudnn_strict_store_element(data[2], 0, y.data_type, first);
  return status;
}
