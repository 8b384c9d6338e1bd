/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * How the GPU check reports what it found (cudnn_strict_gpu_report.c): a
 * leaf below its device part (cudnn_strict_gpu.c) and its convolution part
 * (cudnn_strict_gpu_conv.c), which never call each other through it.  The
 * first failure wins: it is the one the configure error names.
 */
#ifndef CUDNN_STRICT_GPU_REPORT_H
#define CUDNN_STRICT_GPU_REPORT_H

#include "cudnn_strict_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cudnn_strict_cudnn_api.h"
#include "cudnn_strict_gpu.h"
#include "cudnn_strict_probe_config.h"
#include "cudnn_strict_writer.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_GPU_TEXT_SIZE 1024
#define CUDNN_STRICT_GPU_NAME_SIZE 256
#define CUDNN_STRICT_GPU_WORD_SIZE 64

/* Where a convolution went wrong; fields stay empty/-1 when unknown. */
struct cudnn_strict_gpu_failure_site {
  int device;
  char device_name[CUDNN_STRICT_GPU_NAME_SIZE];
  char operation[CUDNN_STRICT_GPU_WORD_SIZE];
  int algorithm;
  char algorithm_name[CUDNN_STRICT_GPU_WORD_SIZE];
  char data_type[CUDNN_STRICT_GPU_WORD_SIZE];
  char cudnn_status[CUDNN_STRICT_GPU_WORD_SIZE];
  char max_error[CUDNN_STRICT_GPU_WORD_SIZE];
  char bound[CUDNN_STRICT_GPU_WORD_SIZE];
};

struct cudnn_strict_gpu_outcome {
  enum cudnn_strict_gpu_status status;
  enum cudnn_strict_gpu_cause cause;
  char reason[CUDNN_STRICT_GPU_TEXT_SIZE];
  char fix[CUDNN_STRICT_GPU_TEXT_SIZE];
  struct cudnn_strict_gpu_failure_site site;
};

/* One GPU, as the convolution part needs it. */
struct cudnn_strict_gpu_device {
  int ordinal;
  char name[CUDNN_STRICT_GPU_NAME_SIZE];
  int cc_major;
  int cc_minor;
  int forward_compatible; /* newer than the newest cuDNN names */
  /* What CUDA_VISIBLE_DEVICES calls it: its UUID, else its index. */
  char select[CUDNN_STRICT_GPU_WORD_SIZE];
};

struct cudnn_strict_gpu_context {
  struct cudnn_strict_writer *writer;
  const struct cudnn_strict_cudnn_api *api;
  int cudnn_major;
  long cudnn_code; /* cudnn_strict_encode */
  cudnn_strict_handle handle;
  struct cudnn_strict_gpu_device device;
  struct cudnn_strict_gpu_outcome *outcome;
  int failures;  /* on this device, the first of all devices or not */
  int self_test; /* --gpu-self-test: prove that the bound bites */
  /* Seconds the convolutions on this device may take; past them, only the
     first geometry of each operation and type runs (0: only that). */
  double convolution_seconds;
  double started;  /* when its convolutions began (monotonic seconds) */
  int time_capped; /* some were left out for time */
  int convolutions_passed;
};

CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_outcome_init(struct cudnn_strict_gpu_outcome *outcome);

/* Settle the outcome as failed (or skipped) unless an earlier failure
   already did.  `fix` may be NULL; the reason is a printf format. */
#if defined(__GNUC__)
#define CUDNN_STRICT_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define CUDNN_STRICT_PRINTF(f, a)
#endif
CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_fail(struct cudnn_strict_gpu_outcome *outcome,
                      enum cudnn_strict_gpu_cause cause, const char *fix,
                      const char *format, ...) CUDNN_STRICT_PRINTF(4, 5);
CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_skip(struct cudnn_strict_gpu_outcome *outcome,
                      enum cudnn_strict_gpu_cause cause, const char *fix,
                      const char *format, ...) CUDNN_STRICT_PRINTF(4, 5);

/* Report lines whose key or value is built from a format. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_report_at(struct cudnn_strict_writer *w, const char *value,
                           const char *key_format, ...)
    CUDNN_STRICT_PRINTF(3, 4);
CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_report_formatted(struct cudnn_strict_writer *w,
                                  const char *key, const char *format, ...)
    CUDNN_STRICT_PRINTF(3, 4);

/* "device N (name, compute capability X.Y)", as messages name a GPU. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_describe_device(const struct cudnn_strict_gpu_device *d,
                                 char *out, size_t size);

/* Cause (for gpu.cause) and likely fix of a cuDNN status that is
   neither success nor "this algorithm does not take the case". */
CUDNN_STRICT_INTERNAL enum cudnn_strict_gpu_cause
cudnn_strict_gpu_status_cause(enum cudnn_strict_status_class status_class);
CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_status_fix(enum cudnn_strict_status_class status_class,
                            const struct cudnn_strict_gpu_device *d, char *out,
                            size_t size);

/* cudnnGetErrorString, or "cuDNN status N" when there is none. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_gpu_status_text(const struct cudnn_strict_gpu_context *context,
                             int status, char *out, size_t size);

/* A CUDA error that says the driver, not the GPU, is in the way
   (cudnn_strict_gpu_report.c's table): whether the check skips, its cause, the
   fix and what the error means, appended to the runtime's words. */
struct cudnn_strict_gpu_driver_error {
  int error; /* cudaError_t */
  int skip;
  enum cudnn_strict_gpu_cause cause;
  const char *fix;
  const char *meaning;
};

#if CUDNN_STRICT_PROBE_HAVE_CUDART
/* Returns 1 and fills `facts` for an error of the table, else 0.  Only a
   program with the CUDA runtime's API has it: a static declaration without
   its definition fails a unit built with -Werror. */
CUDNN_STRICT_INTERNAL int cudnn_strict_gpu_driver_error_facts(
    int error, struct cudnn_strict_gpu_driver_error *facts);
#endif

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_GPU_REPORT_H */
