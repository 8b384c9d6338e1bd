/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_judge.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_judge.h"

#include <string.h>

CUDNN_STRICT_INTERNAL int
cudnn_strict_judge_versions(struct cudnn_strict_report *r) {
  struct cudnn_strict_known_bad_query q;
  r->verdict = cudnn_strict_compare(r->built, r->loaded, r->policy);
  if (r->verdict != CUDNN_STRICT_COMPATIBLE) {
    r->status = CUDNN_STRICT_STATUS_INCOMPATIBLE;
    return 0;
  }
  memset(&q, 0, sizeof(q));
  q.code = r->loaded_code;
  q.cudart_code = r->loaded_cudart_code;
  q.built_code = cudnn_strict_encode(r->built);
  q.features = r->features;
  r->known_bad =
      cudnn_strict_known_bad_next(&q, 0, CUDNN_STRICT_KNOWN_BAD_REFUSE);
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
