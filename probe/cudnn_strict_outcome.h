/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The outcome of checking one binary's expectation against the cuDNN it
 * loads: filled by the runtime guard for its own process, and by
 * cudnn-strict-probe --check-binary for a binary on disk, and worded by
 * cudnn_strict_message.h, so that both say the same thing the same way.
 *
 * Header-only, C99 and valid C++; part of the guard's public headers.
 */
#ifndef CUDNN_STRICT_OUTCOME_H
#define CUDNN_STRICT_OUTCOME_H

#include <stddef.h>

#include "cudnn_strict_version.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_REPORT_PATH_SIZE 4096
#define CUDNN_STRICT_REPORT_DETAIL_SIZE 512
/* The fix sentence names up to two directories. */
#define CUDNN_STRICT_REPORT_FIX_SIZE (2 * CUDNN_STRICT_REPORT_PATH_SIZE + 512)

enum cudnn_strict_status {
  CUDNN_STRICT_STATUS_OK = 0,
  CUDNN_STRICT_STATUS_NOT_FOUND,          /* libcudnn could not be loaded */
  CUDNN_STRICT_STATUS_NOT_CUDNN,          /* no usable cudnnGetVersion() */
  CUDNN_STRICT_STATUS_INCOMPATIBLE,       /* the rule refuses the pair */
  CUDNN_STRICT_STATUS_CUDA_MAJOR_DIFFERS, /* cuDNN built for another CUDA */
  CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES, /* libcudnn_* from elsewhere */
  CUDNN_STRICT_STATUS_KNOWN_BAD           /* a release known to break */
};

struct cudnn_strict_report {
  enum cudnn_strict_status status;
  enum cudnn_strict_verdict verdict; /* the rule's verdict on the versions */
  enum cudnn_strict_policy policy;
  struct cudnn_strict_version built;  /* the header the build saw */
  struct cudnn_strict_version loaded; /* from cudnnGetVersion(), if known */
  long loaded_code;                   /* cudnnGetVersion() as returned */
  long built_cudart_code;             /* CUDA runtime of the build, or 0 */
  long loaded_cudart_code;            /* cudnnGetCudartVersion(), or 0 */
  const char *found_by;               /* "already loaded", "loader search" */
  int library_in_ld_library_path;     /* its directory is listed there */
  int foreign_in_ld_library_path;     /* so is the foreign sub-library's */
  char library[CUDNN_STRICT_REPORT_PATH_SIZE]; /* real path of libcudnn */
  char foreign_sublibrary[CUDNN_STRICT_REPORT_PATH_SIZE];
  char detail[CUDNN_STRICT_REPORT_DETAIL_SIZE]; /* the loader's error */
  /* What the build expects, as its message names it. */
  char built_version[CUDNN_STRICT_VERSION_TEXT_SIZE]; /* "9.19.0" */
  char soname[64];                                    /* "libcudnn.so.9" */
  char built_library_dir[CUDNN_STRICT_REPORT_PATH_SIZE];
  int known_bad;                          /* table index, or -1 */
  char fix[CUDNN_STRICT_REPORT_FIX_SIZE]; /* the search's finding, or "" */
};

/* "OK", "NOT_FOUND", ... in the order of enum cudnn_strict_status. */
static inline const char *cudnn_strict_status_label(int status) {
  static const char *const names[] = {
      "OK",           "NOT_FOUND",          "NOT_CUDNN",
      "INCOMPATIBLE", "CUDA_MAJOR_DIFFERS", "MIXED_SUBLIBRARIES",
      "KNOWN_BAD"};
  size_t count = sizeof(names) / sizeof(names[0]);
  return status >= 0 && (size_t)status < count ? names[status] : "UNKNOWN";
}

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_OUTCOME_H */
