/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_cudnn_api.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_cudnn_api.h"

/* Optional entries may be missing from older releases: without a _v7
   heuristic every algorithm is tried, without cudnnGetMaxDeviceVersion the
   header's CUDNN_MAX_DEVICE_VERSION (if any) is used. */
#define CUDNN_STRICT_SYMBOL(name, field, required)                             \
  { name, offsetof(struct cudnn_strict_cudnn_api, field), required }

CUDNN_STRICT_INTERNAL const struct cudnn_strict_cudnn_symbol *
cudnn_strict_cudnn_symbols(size_t *count) {
  static const struct cudnn_strict_cudnn_symbol table[] = {
      CUDNN_STRICT_SYMBOL("cudnnGetErrorString", get_error_string, 1),
      CUDNN_STRICT_SYMBOL("cudnnGetLastErrorString", get_last_error_string, 0),
      CUDNN_STRICT_SYMBOL("cudnnCreate", create, 1),
      CUDNN_STRICT_SYMBOL("cudnnDestroy", destroy, 1),
      CUDNN_STRICT_SYMBOL("cudnnGetMaxDeviceVersion", get_max_device_version,
                          0),
      CUDNN_STRICT_SYMBOL("cudnnCreateTensorDescriptor", create_tensor, 1),
      CUDNN_STRICT_SYMBOL("cudnnSetTensor4dDescriptor", set_tensor_4d, 1),
      CUDNN_STRICT_SYMBOL("cudnnDestroyTensorDescriptor", destroy_tensor, 1),
      CUDNN_STRICT_SYMBOL("cudnnCreateFilterDescriptor", create_filter, 1),
      CUDNN_STRICT_SYMBOL("cudnnSetFilter4dDescriptor", set_filter_4d, 1),
      CUDNN_STRICT_SYMBOL("cudnnDestroyFilterDescriptor", destroy_filter, 1),
      CUDNN_STRICT_SYMBOL("cudnnCreateConvolutionDescriptor",
                          create_convolution, 1),
      CUDNN_STRICT_SYMBOL("cudnnSetConvolution2dDescriptor", set_convolution_2d,
                          1),
      CUDNN_STRICT_SYMBOL("cudnnSetConvolutionMathType", set_math_type, 1),
      CUDNN_STRICT_SYMBOL("cudnnDestroyConvolutionDescriptor",
                          destroy_convolution, 1),
      CUDNN_STRICT_SYMBOL("cudnnGetConvolutionForwardAlgorithm_v7",
                          forward_algorithms, 0),
      CUDNN_STRICT_SYMBOL("cudnnGetConvolutionForwardWorkspaceSize",
                          forward_workspace, 1),
      CUDNN_STRICT_SYMBOL("cudnnConvolutionForward", forward, 1),
      CUDNN_STRICT_SYMBOL("cudnnGetConvolutionBackwardDataAlgorithm_v7",
                          backward_data_algorithms, 0),
      CUDNN_STRICT_SYMBOL("cudnnGetConvolutionBackwardDataWorkspaceSize",
                          backward_data_workspace, 1),
      CUDNN_STRICT_SYMBOL("cudnnConvolutionBackwardData", backward_data, 1),
      CUDNN_STRICT_SYMBOL("cudnnGetConvolutionBackwardFilterAlgorithm_v7",
                          backward_filter_algorithms, 0),
      CUDNN_STRICT_SYMBOL("cudnnGetConvolutionBackwardFilterWorkspaceSize",
                          backward_filter_workspace, 1),
      CUDNN_STRICT_SYMBOL("cudnnConvolutionBackwardFilter", backward_filter, 1),
      CUDNN_STRICT_SYMBOL("cudnnBackendCreateDescriptor", backend_create, 0),
      CUDNN_STRICT_SYMBOL("cudnnBackendDestroyDescriptor", backend_destroy, 0),
      CUDNN_STRICT_SYMBOL("cudnnBackendFinalize", backend_finalize, 0),
      CUDNN_STRICT_SYMBOL("cudnnBackendSetAttribute", backend_set, 0),
      CUDNN_STRICT_SYMBOL("cudnnBackendGetAttribute", backend_get, 0),
      CUDNN_STRICT_SYMBOL("cudnnBackendExecute", backend_execute, 0)};
  *count = sizeof(table) / sizeof(table[0]);
  return table;
}

#undef CUDNN_STRICT_SYMBOL

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_cudnn_api_load(const struct cudnn_strict_library *lib,
                            struct cudnn_strict_cudnn_api *api) {
  size_t count, i;
  const struct cudnn_strict_cudnn_symbol *table =
      cudnn_strict_cudnn_symbols(&count);
  memset(api, 0, sizeof(*api));
  for (i = 0; i < count; ++i) {
    void *symbol = cudnn_strict_library_symbol(lib, table[i].name);
    if (symbol == NULL) {
      if (table[i].required)
        return table[i].name;
      continue;
    }
    /* ISO C has no cast from object to function pointer; POSIX guarantees
       the representations agree. */
    memcpy((char *)api + table[i].offset, &symbol, sizeof(symbol));
  }
  return NULL;
}

/* cuDNN 9's statuses by their full code (cudnn_graph.h); a code missing
   here falls back to its thousand.  Legacy algorithms decline a shape with
   plain BAD_PARAM (2000); the specific ones (null or misaligned pointer,
   workspace too small...) are the probe's own mistakes. */
#define CUDNN_STRICT_CUDNN9_STATUS_MAP(XX)                                     \
  XX(1001, NOT_INITIALIZED)                                                    \
  XX(1002, SUBLIBRARY_MISMATCH)                                                \
  XX(1008, SUBLIBRARY_MISSING) /* SUBLIBRARY_LOADING_FAILED */                 \
  XX(2000, UNSUPPORTED)                                                        \
  XX(3005, DRIVER_INCOMPATIBLE)                                                \
  XX(3006, CUDART_INCOMPATIBLE)                                                \
  XX(3007, ARCH_MISMATCH)                                                      \
  XX(3008, SUBLIBRARY_MISSING) /* RUNTIME_PREREQUISITE_MISSING */              \
  XX(3009, SUBLIBRARY_MISSING) /* SUBLIBRARY_UNAVAILABLE */                    \
  XX(4003, OUT_OF_MEMORY)      /* HOST_ALLOCATION_FAILED */                    \
  XX(4004, OUT_OF_MEMORY)      /* DEVICE_ALLOCATION_FAILED */

/* cuDNN 7 and 8 (cudnn_ops_infer.h, cudnn.h). */
#define CUDNN_STRICT_CUDNN8_STATUS_MAP(XX)                                     \
  XX(1, NOT_INITIALIZED)                                                       \
  XX(2, OUT_OF_MEMORY) /* ALLOC_FAILED */                                      \
  XX(3, UNSUPPORTED)   /* BAD_PARAM: how an algorithm declines a shape */      \
  XX(6, ARCH_MISMATCH)                                                         \
  XX(8, EXECUTION_FAILED)                                                      \
  XX(9, UNSUPPORTED)                                                           \
  XX(11, SUBLIBRARY_MISSING)  /* RUNTIME_PREREQUISITE_MISSING */               \
  XX(14, SUBLIBRARY_MISMATCH) /* VERSION_MISMATCH */

#define CUDNN_STRICT_STATUS_CASE(code, name)                                   \
  case code:                                                                   \
    return CUDNN_STRICT_CLASS_##name;

CUDNN_STRICT_INTERNAL enum cudnn_strict_status_class
cudnn_strict_cudnn_status_class(int library_major, int status) {
  if (status == CUDNN_STRICT_CUDNN_SUCCESS)
    return CUDNN_STRICT_CLASS_OK;
  if (library_major >= 9) {
    switch (status) {
      CUDNN_STRICT_CUDNN9_STATUS_MAP(CUDNN_STRICT_STATUS_CASE)
    default:
      break;
    }
    switch (status / 1000) {
    case 2:
      return CUDNN_STRICT_CLASS_PROBE_BUG;
    case 3:
      return CUDNN_STRICT_CLASS_UNSUPPORTED;
    case 5:
      return CUDNN_STRICT_CLASS_EXECUTION_FAILED;
    default:
      return CUDNN_STRICT_CLASS_OTHER_ERROR;
    }
  }
  switch (status) {
    CUDNN_STRICT_CUDNN8_STATUS_MAP(CUDNN_STRICT_STATUS_CASE)
  default:
    return CUDNN_STRICT_CLASS_OTHER_ERROR;
  }
}

#undef CUDNN_STRICT_STATUS_CASE
