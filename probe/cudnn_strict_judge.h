/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The verdict on a loaded cuDNN, in the one order the runtime guard and
 * `cudnn-strict-probe --check-binary` share: the compatibility rule, then
 * the known-bad table, then the CUDA major.  Only a library that passes all
 * three is worth the (costlier, caller-specific) sub-library check.
 *
 * Header-only, C99 and valid C++.
 */
#ifndef CUDNN_STRICT_JUDGE_H
#define CUDNN_STRICT_JUDGE_H

#include "cudnn_strict_known_bad.h"
#include "cudnn_strict_outcome.h"
#include "cudnn_strict_version.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Fills r->verdict, r->known_bad and, on a failure, r->status from r's
   built/loaded versions and CUDA runtime codes.  Returns 1 when the loaded
   library passes. */
static inline int cudnn_strict_judge_versions(struct cudnn_strict_report *r) {
  r->verdict = cudnn_strict_compare(r->built, r->loaded, r->policy);
  if (r->verdict != CUDNN_STRICT_COMPATIBLE) {
    r->status = CUDNN_STRICT_STATUS_INCOMPATIBLE;
    return 0;
  }
  r->known_bad =
      cudnn_strict_known_bad_find(r->loaded_code, r->loaded_cudart_code, 0);
  if (r->known_bad >= 0) {
    r->status = CUDNN_STRICT_STATUS_KNOWN_BAD;
    return 0;
  }
  if (cudnn_strict_compare_cudart(r->loaded_cudart_code,
                                  r->built_cudart_code) ==
      CUDNN_STRICT_CUDART_MAJOR_DIFFERS) {
    r->status = CUDNN_STRICT_STATUS_CUDA_MAJOR_DIFFERS;
    return 0;
  }
  return 1;
}

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_JUDGE_H */
