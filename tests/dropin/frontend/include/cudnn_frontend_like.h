/* The header-only library: a thin layer over cuDNN's C API. */
#ifndef CUDNN_FRONTEND_LIKE_H
#define CUDNN_FRONTEND_LIKE_H

#include <cudnn.h>

/* The version of the cuDNN library this process runs. */
static inline size_t frontend_backend_version(void) {
  return cudnnGetVersion();
}

/* 0 when the library is at least the header the code was built with. */
static inline int frontend_check_backend(void) {
  return frontend_backend_version() >= (size_t)CUDNN_VERSION ? 0 : 1;
}

#endif
