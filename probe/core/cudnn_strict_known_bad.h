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
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_KNOWN_BAD_H
#define CUDNN_STRICT_KNOWN_BAD_H

#include "cudnn_strict_internal.h"

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
CUDNN_STRICT_INTERNAL const struct cudnn_strict_known_bad *
cudnn_strict_known_bad_table(size_t *count);
/* clang-format on */

CUDNN_STRICT_INTERNAL int cudnn_strict_in_range(long value, long first,
                                                long last);

/* The first entry that matches the library (version code and CUDA runtime
   code as it reports them) on a GPU of compute capability `cc` (major*10 +
   minor, 0 when unknown: entries with a GPU range are then skipped).
   Returns its index, or -1. */
CUDNN_STRICT_INTERNAL int cudnn_strict_known_bad_find(long code,
                                                      long cudart_code, int cc);

CUDNN_STRICT_INTERNAL const struct cudnn_strict_known_bad *
cudnn_strict_known_bad_entry(int index);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_KNOWN_BAD_H */
