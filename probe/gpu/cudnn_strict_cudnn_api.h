/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The part of cuDNN's legacy convolution API that the GPU check calls,
 * declared here instead of taken from cudnn.h: the probe loads libcudnn with
 * dlopen, and an install may hold only the version header.  These entry
 * points and their argument lists are the same from cuDNN 7 to 9; enums are
 * passed as plain ints, which is how the C ABI passes them anyway.
 *
 * Status codes are NOT stable across majors (cuDNN 9 renumbered them), so
 * statuses are classified by cudnn_strict_cudnn_status_class() with the
 * library's major.
 *
 * C99 and valid C++.  The test suite's fake libcudnn includes it too, so that
 * both sides agree on the numbers.
 */
#ifndef CUDNN_STRICT_CUDNN_API_H
#define CUDNN_STRICT_CUDNN_API_H

#include "cudnn_strict_internal.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "cudnn_strict_loader.h"

#ifdef __cplusplus
extern "C" {
#endif

/* cudnnDataType_t */
#define CUDNN_STRICT_DATA_FLOAT 0
#define CUDNN_STRICT_DATA_HALF 2
#define CUDNN_STRICT_DATA_BFLOAT16 9
/* cudnnTensorFormat_t */
#define CUDNN_STRICT_TENSOR_NCHW 0
#define CUDNN_STRICT_TENSOR_NHWC 1 /* filters: KRSC */
/* cudnnConvolutionMode_t: what deep-learning frameworks call convolution */
#define CUDNN_STRICT_CROSS_CORRELATION 1
/* cudnnMathType_t; FMA (no TF32) exists from cuDNN 8 on */
#define CUDNN_STRICT_DEFAULT_MATH 0
#define CUDNN_STRICT_TENSOR_OP_MATH 1
#define CUDNN_STRICT_TENSOR_OP_MATH_ALLOW_CONVERSION 2
#define CUDNN_STRICT_FMA_MATH 3
#define CUDNN_STRICT_MATH_TYPE_COUNT 4
#define CUDNN_STRICT_FIRST_FMA_MATH_MAJOR 8
/* Algorithm enum sizes (cudnnConvolution*Algo_t ..._COUNT) */
#define CUDNN_STRICT_FWD_ALGO_COUNT 8
#define CUDNN_STRICT_BWD_DATA_ALGO_COUNT 6
#define CUDNN_STRICT_BWD_FILTER_ALGO_COUNT 7
#define CUDNN_STRICT_MAX_ALGO_COUNT 8

#define CUDNN_STRICT_CUDNN_SUCCESS 0

/* The graph (backend) API, cuDNN 8 and later (cudnn_graph.h): descriptor
   types, attributes and attribute types the GPU check uses. */
#define CUDNN_STRICT_BACKEND_CONVOLUTION 1
#define CUDNN_STRICT_BACKEND_ENGINE 2
#define CUDNN_STRICT_BACKEND_ENGINECFG 3
#define CUDNN_STRICT_BACKEND_ENGINEHEUR 4
#define CUDNN_STRICT_BACKEND_EXECUTION_PLAN 5
#define CUDNN_STRICT_BACKEND_OPERATION_CONVOLUTION_FORWARD 10
#define CUDNN_STRICT_BACKEND_OPERATIONGRAPH 15
#define CUDNN_STRICT_BACKEND_VARIANT_PACK 16
#define CUDNN_STRICT_BACKEND_TENSOR 17
#define CUDNN_STRICT_ATTR_CONVOLUTION_COMP_TYPE 100
#define CUDNN_STRICT_ATTR_CONVOLUTION_CONV_MODE 101
#define CUDNN_STRICT_ATTR_CONVOLUTION_DILATIONS 102
#define CUDNN_STRICT_ATTR_CONVOLUTION_FILTER_STRIDES 103
#define CUDNN_STRICT_ATTR_CONVOLUTION_POST_PADDINGS 104
#define CUDNN_STRICT_ATTR_CONVOLUTION_PRE_PADDINGS 105
#define CUDNN_STRICT_ATTR_CONVOLUTION_SPATIAL_DIMS 106
#define CUDNN_STRICT_ATTR_ENGINEHEUR_MODE 200
#define CUDNN_STRICT_ATTR_ENGINEHEUR_OPERATION_GRAPH 201
#define CUDNN_STRICT_ATTR_ENGINEHEUR_RESULTS 202
#define CUDNN_STRICT_ATTR_ENGINECFG_ENGINE 300
#define CUDNN_STRICT_ATTR_EXECUTION_PLAN_HANDLE 400
#define CUDNN_STRICT_ATTR_EXECUTION_PLAN_ENGINE_CONFIG 401
#define CUDNN_STRICT_ATTR_EXECUTION_PLAN_WORKSPACE_SIZE 402
#define CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_ALPHA 700
#define CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_BETA 701
#define CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_CONV_DESC 702
#define CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_W 703
#define CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_X 704
#define CUDNN_STRICT_ATTR_CONVOLUTION_FORWARD_Y 705
#define CUDNN_STRICT_ATTR_OPERATIONGRAPH_HANDLE 800
#define CUDNN_STRICT_ATTR_OPERATIONGRAPH_OPS 801
#define CUDNN_STRICT_ATTR_TENSOR_BYTE_ALIGNMENT 900
#define CUDNN_STRICT_ATTR_TENSOR_DATA_TYPE 901
#define CUDNN_STRICT_ATTR_TENSOR_DIMENSIONS 902
#define CUDNN_STRICT_ATTR_TENSOR_STRIDES 903
#define CUDNN_STRICT_ATTR_TENSOR_UNIQUE_ID 906
#define CUDNN_STRICT_ATTR_VARIANT_PACK_UNIQUE_IDS 1000
#define CUDNN_STRICT_ATTR_VARIANT_PACK_DATA_POINTERS 1001
#define CUDNN_STRICT_ATTR_VARIANT_PACK_WORKSPACE 1003
#define CUDNN_STRICT_ATTR_ENGINE_GLOBAL_INDEX 1301
#define CUDNN_STRICT_TYPE_HANDLE 0
#define CUDNN_STRICT_TYPE_DATA_TYPE 1
#define CUDNN_STRICT_TYPE_INT64 3
#define CUDNN_STRICT_TYPE_FLOAT 4
#define CUDNN_STRICT_TYPE_VOID_PTR 6
#define CUDNN_STRICT_TYPE_CONVOLUTION_MODE 7
#define CUDNN_STRICT_TYPE_HEUR_MODE 8
#define CUDNN_STRICT_TYPE_BACKEND_DESCRIPTOR 15
#define CUDNN_STRICT_HEUR_MODE_A 3

/* cudnnConvolution{Fwd,BwdData,BwdFilter}AlgoPerf_t share this layout. */
struct cudnn_strict_algo_perf {
  int algo;
  int status;
  float time;
  size_t memory;
  int determinism;
  int math_type;
  int reserved[3];
};

typedef void *cudnn_strict_handle;
typedef void *cudnn_strict_descriptor;

typedef int (*cudnn_strict_backend_create_fn)(int type, void **out);
typedef int (*cudnn_strict_backend_set_fn)(void *desc, int attribute, int type,
                                           int64_t count, const void *elements);
typedef int (*cudnn_strict_backend_get_fn)(const void *desc, int attribute,
                                           int type, int64_t requested,
                                           int64_t *count, void *elements);
typedef int (*cudnn_strict_backend_execute_fn)(cudnn_strict_handle handle,
                                               void *plan, void *variant_pack);

typedef const char *(*cudnn_strict_error_string_fn)(int status);
typedef void (*cudnn_strict_last_error_fn)(char *message, size_t size);
typedef size_t (*cudnn_strict_size_query_fn)(void);
typedef int (*cudnn_strict_create_fn)(void **out);
typedef int (*cudnn_strict_destroy_fn)(void *object);
typedef int (*cudnn_strict_set_tensor_4d_fn)(cudnn_strict_descriptor desc,
                                             int format, int data_type, int n,
                                             int c, int h, int w);
typedef int (*cudnn_strict_set_filter_4d_fn)(cudnn_strict_descriptor desc,
                                             int data_type, int format, int k,
                                             int c, int h, int w);
typedef int (*cudnn_strict_set_convolution_2d_fn)(
    cudnn_strict_descriptor desc, int pad_h, int pad_w, int stride_h,
    int stride_w, int dilation_h, int dilation_w, int mode, int compute_type);
typedef int (*cudnn_strict_set_math_type_fn)(cudnn_strict_descriptor desc,
                                             int math_type);
/* The three _v7 heuristics and workspace queries take four descriptors in
   the order (in/weights/grad, ..., conv, out); see the call sites. */
typedef int (*cudnn_strict_algorithms_fn)(cudnn_strict_handle handle,
                                          cudnn_strict_descriptor a,
                                          cudnn_strict_descriptor b,
                                          cudnn_strict_descriptor conv,
                                          cudnn_strict_descriptor d,
                                          int requested, int *returned,
                                          struct cudnn_strict_algo_perf *perf);
typedef int (*cudnn_strict_workspace_fn)(cudnn_strict_handle handle,
                                         cudnn_strict_descriptor a,
                                         cudnn_strict_descriptor b,
                                         cudnn_strict_descriptor conv,
                                         cudnn_strict_descriptor d, int algo,
                                         size_t *bytes);
/* cudnnConvolutionForward/BackwardData/BackwardFilter:
   out = alpha * op(a, b) + beta * out. */
typedef int (*cudnn_strict_convolution_fn)(
    cudnn_strict_handle handle, const void *alpha,
    cudnn_strict_descriptor a_desc, const void *a,
    cudnn_strict_descriptor b_desc, const void *b, cudnn_strict_descriptor conv,
    int algo, void *workspace, size_t workspace_bytes, const void *beta,
    cudnn_strict_descriptor out_desc, void *out);

struct cudnn_strict_cudnn_api {
  cudnn_strict_error_string_fn get_error_string;
  cudnn_strict_last_error_fn get_last_error_string; /* optional, cuDNN 9 */
  cudnn_strict_create_fn create;
  cudnn_strict_destroy_fn destroy;
  cudnn_strict_size_query_fn get_max_device_version; /* optional */
  cudnn_strict_create_fn create_tensor;
  cudnn_strict_set_tensor_4d_fn set_tensor_4d;
  cudnn_strict_destroy_fn destroy_tensor;
  cudnn_strict_create_fn create_filter;
  cudnn_strict_set_filter_4d_fn set_filter_4d;
  cudnn_strict_destroy_fn destroy_filter;
  cudnn_strict_create_fn create_convolution;
  cudnn_strict_set_convolution_2d_fn set_convolution_2d;
  cudnn_strict_set_math_type_fn set_math_type;
  cudnn_strict_destroy_fn destroy_convolution;
  cudnn_strict_algorithms_fn forward_algorithms; /* optional */
  cudnn_strict_workspace_fn forward_workspace;
  cudnn_strict_convolution_fn forward;
  cudnn_strict_algorithms_fn backward_data_algorithms; /* optional */
  cudnn_strict_workspace_fn backward_data_workspace;
  cudnn_strict_convolution_fn backward_data;
  cudnn_strict_algorithms_fn backward_filter_algorithms; /* optional */
  cudnn_strict_workspace_fn backward_filter_workspace;
  cudnn_strict_convolution_fn backward_filter;
  /* The graph API: all optional (cuDNN 8 and later). */
  cudnn_strict_backend_create_fn backend_create;
  cudnn_strict_destroy_fn backend_destroy;
  cudnn_strict_destroy_fn backend_finalize;
  cudnn_strict_backend_set_fn backend_set;
  cudnn_strict_backend_get_fn backend_get;
  cudnn_strict_backend_execute_fn backend_execute;
};

struct cudnn_strict_cudnn_symbol {
  const char *name;
  size_t offset;
  int required;
};

/* The symbols the GPU check looks up, and which of them it needs. */
CUDNN_STRICT_INTERNAL const struct cudnn_strict_cudnn_symbol *
cudnn_strict_cudnn_symbols(size_t *count);

/* Fills `api` from an open libcudnn.  Returns the name of the first
   required symbol that is missing, or NULL when all are there. */
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_cudnn_api_load(const struct cudnn_strict_library *lib,
                            struct cudnn_strict_cudnn_api *api);

/* The fix for a status of no single cause. */
#define CUDNN_STRICT_STATUS_FIX_OTHER                                          \
  "check the NVIDIA driver, the CUDA runtime and cuDNN against NVIDIA's "      \
  "cuDNN support matrix; a status about a missing prerequisite or "            \
  "sub-library means an incomplete install: reinstall cuDNN with its "         \
  "dependencies"

/* What a status means to the GPU check, whatever the library's major:
   XX(CLASS, the gpu.cause a failure of that class reports, its fix).  A
   status that merely declines the case (UNSUPPORTED) or runs out of memory
   on a busy GPU (OUT_OF_MEMORY) skips an algorithm; every other class
   fails.  A fix is a printf format given the GPU's compute capability
   (major, minor), which it may leave unused. */
#define CUDNN_STRICT_STATUS_CLASS_MAP(XX)                                      \
  XX(OK, CUDNN_ERROR, CUDNN_STRICT_STATUS_FIX_OTHER)                           \
  /* an algorithm declines this case */                                        \
  XX(UNSUPPORTED, CUDNN_ERROR, CUDNN_STRICT_STATUS_FIX_OTHER)                  \
  /* host or device allocation */                                              \
  XX(OUT_OF_MEMORY, DEVICE_BUSY,                                               \
     "free GPU memory (nvidia-smi lists the processes using it) or "           \
     "configure while the GPU is idle")                                        \
  /* no usable driver/GPU */                                                   \
  XX(NOT_INITIALIZED, CUDNN_NOT_INITIALIZED,                                   \
     "the NVIDIA driver, the CUDA runtime and cuDNN do not work together on "  \
     "this GPU: update the driver and use a cuDNN built for the installed "    \
     "CUDA major")                                                             \
  /* parts of two releases */                                                  \
  XX(SUBLIBRARY_MISMATCH, SUBLIBRARY_MISMATCH,                                 \
     "libcudnn loaded sub-libraries (libcudnn_*.so) of another cuDNN "         \
     "release, often a pip wheel's (nvidia-cudnn-cu*, as torch installs) "     \
     "beside a system cuDNN: let LD_LIBRARY_PATH name only the directory of "  \
     "the libcudnn that was found")                                            \
  /* a part or prerequisite */                                                 \
  XX(SUBLIBRARY_MISSING, CUDNN_INCOMPLETE,                                     \
     "a cuDNN sub-library or one of its prerequisites (libcublas, "            \
     "libcublasLt, libnvrtc, libz) cannot be loaded: `ldd` on the "            \
     "libcudnn_*.so files names it; install it or reinstall cuDNN with its "   \
     "dependencies")                                                           \
  XX(DRIVER_INCOMPATIBLE, DRIVER_TOO_OLD,                                      \
     "the NVIDIA driver is too old for this cuDNN: update the driver "         \
     "(nvidia-smi shows the CUDA version it supports) or use a cuDNN built "   \
     "for an older CUDA major")                                                \
  XX(CUDART_INCOMPATIBLE, CUDART_MISMATCH,                                     \
     "this cuDNN was built for another CUDA runtime than the one loaded "      \
     "(cudart.file): use a cuDNN built for the installed CUDA major, or put "  \
     "that CUDA's libcudart first")                                            \
  /* no kernels for this GPU */                                                \
  XX(ARCH_MISMATCH, ARCH_MISMATCH,                                             \
     "install a cuDNN build with kernels for compute capability %d.%d (a "     \
     "cuDNN release that supports this GPU, built for the installed CUDA "     \
     "major)")                                                                 \
  /* a bad argument from the probe */                                          \
  XX(PROBE_BUG, PROBE_BUG,                                                     \
     "cuDNN rejected an argument of the GPU check itself, a bug in "           \
     "CuDNNStrict and not in cuDNN: set CUDNN_STRICT_GPU_CHECK=OFF and "       \
     "report the output of cudnn-strict-probe --gpu-check require")            \
  /* a kernel failed on the GPU */                                             \
  XX(EXECUTION_FAILED, EXECUTION_FAILED,                                       \
     "the GPU could not run cuDNN's kernel: check the NVIDIA driver "          \
     "(nvidia-smi, Xid errors in the kernel log), update it, or use a cuDNN "  \
     "release that supports this GPU")                                         \
  XX(OTHER_ERROR, CUDNN_ERROR, CUDNN_STRICT_STATUS_FIX_OTHER)

#define CUDNN_STRICT_CLASS_ENUMERATOR(name, cause, fix)                        \
  CUDNN_STRICT_CLASS_##name,
enum cudnn_strict_status_class {
  CUDNN_STRICT_STATUS_CLASS_MAP(CUDNN_STRICT_CLASS_ENUMERATOR)
      CUDNN_STRICT_CLASS_COUNT
};
#undef CUDNN_STRICT_CLASS_ENUMERATOR

/* cuDNN 9 groups statuses by thousands (1xxx not initialized, 2xxx bad
   parameter, 3xxx not supported, 4xxx internal, 5xxx execution failed) and
   names the cause in the rest; cuDNN 7 and 8 number them 1..N. */
CUDNN_STRICT_INTERNAL enum cudnn_strict_status_class
cudnn_strict_cudnn_status_class(int library_major, int status);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_CUDNN_API_H */
