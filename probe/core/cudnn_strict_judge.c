/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_judge.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_judge.h"

CUDNN_STRICT_INTERNAL int
cudnn_strict_judge_versions(struct cudnn_strict_report *r) {
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
