/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cuDNN releases and combinations known to break, from NVIDIA's own release
 * notes and support matrices.  The runtime guard, cudnn-strict-probe (its
 * agreement check, --check-binary and the GPU check) and, through the
 * probe's report, the configure-time check refuse a cuDNN that an entry
 * matches, and print the entry's problem, fix and source.
 *
 * An entry matches a cuDNN release in [first, last] when, in addition, the
 * CUDA runtime the library was built for lies in [cudart_first,
 * cudart_last] (codes as cudnnGetCudartVersion() returns them; 0, 0: any)
 * and the GPU's compute capability in [cc_first, cc_last] (major*10 +
 * minor; 0, 0: any GPU).  An entry with a GPU range is applied only where
 * the GPU is known, by the probe's GPU check.
 *
 * Adding an entry is one line here and a test in tests/deploy/.
 * Header-only, C99 and valid C++.
 */
#ifndef CUDNN_STRICT_KNOWN_BAD_H
#define CUDNN_STRICT_KNOWN_BAD_H

#include <stddef.h>

#include "cudnn_strict_version.h"

#ifdef __cplusplus
extern "C" {
#endif

struct cudnn_strict_known_bad {
  long first, last;               /* cuDNN version codes (8902, 91900) */
  long cudart_first, cudart_last; /* CUDA runtime codes; 0, 0: any */
  int cc_first, cc_last;          /* compute capability * 10; 0, 0: any */
  const char *problem;            /* what breaks, one clause */
  const char *fix;                /* what to install instead */
  const char *source;             /* where NVIDIA says so */
};

/* clang-format off */
static inline const struct cudnn_strict_known_bad *
cudnn_strict_known_bad_table(size_t *count) {
  static const struct cudnn_strict_known_bad table[] = {
    {8900, 8901, 0, 0, 60, 62, "fused convolution with bias and ReLU (engine 15, also cudnnConvolutionBiasActivationForward) can compute wrong results on Pascal GPUs", "use cuDNN 8.9.2 or newer", "cuDNN 8.9.2 release notes, Fixed Issues"},
    {8900, 8907, 11000, 11010, 0, 0, "the ConvBiasAct engine 39 can fail with CUDNN_STATUS_EXECUTION_FAILED when cuDNN 8.9 runs with CUDA 11.0.3 to 11.1", "use a cuDNN 8.9 build for CUDA 11.2 or newer, or for CUDA 12", "cuDNN 8.9.7 release notes, Known Issues"},
  };
  *count = sizeof(table) / sizeof(table[0]);
  return table;
}
/* clang-format on */

static inline int cudnn_strict_in_range(long value, long first, long last) {
  return (first == 0 && last == 0) || (value >= first && value <= last);
}

/* The first entry that matches the library (version code and CUDA runtime
   code as it reports them) on a GPU of compute capability `cc` (major*10 +
   minor, 0 when unknown: entries with a GPU range are then skipped).
   Returns its index, or -1. */
static inline int cudnn_strict_known_bad_find(long code, long cudart_code,
                                              int cc) {
  size_t count, i;
  const struct cudnn_strict_known_bad *table =
      cudnn_strict_known_bad_table(&count);
  for (i = 0; i < count; ++i) {
    const struct cudnn_strict_known_bad *e = &table[i];
    int gpu_scoped = e->cc_first != 0 || e->cc_last != 0;
    if (code < e->first || code > e->last)
      continue;
    if (!cudnn_strict_in_range(cudart_code, e->cudart_first, e->cudart_last))
      continue;
    if (gpu_scoped && (cc == 0 || cc < e->cc_first || cc > e->cc_last))
      continue;
    return (int)i;
  }
  return -1;
}

static inline const struct cudnn_strict_known_bad *
cudnn_strict_known_bad_entry(int index) {
  size_t count;
  const struct cudnn_strict_known_bad *table =
      cudnn_strict_known_bad_table(&count);
  return index >= 0 && (size_t)index < count ? &table[index] : NULL;
}

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_KNOWN_BAD_H */
