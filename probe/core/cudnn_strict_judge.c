/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_judge.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_judge.h"

#include "cudnn_strict_loader.h"

#include <stdio.h>
#include <string.h>

CUDNN_STRICT_INTERNAL int
cudnn_strict_cudart_answer_problem(long code, char *out, size_t size) {
  char answer[32];
  if (code == 0 || (code >= 6000 && code <= 99990 && code % 10 == 0))
    return 0;
  if (code == CUDNN_STRICT_CUDART_ANSWERED_ZERO)
    cudnn_strict_copy_text(answer, sizeof(answer), "0");
  else if (code < 0)
    snprintf(answer, sizeof(answer), "%lu", (unsigned long)code);
  else
    snprintf(answer, sizeof(answer), "%ld", code);
  snprintf(out, size,
           "its cudnnGetCudartVersion() returned %s, which is not a CUDA "
           "version (CUDA major*1000 + minor*10, from 6000 to 99990)",
           answer);
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_judge_versions(struct cudnn_strict_report *r) {
  struct cudnn_strict_known_bad_query q;
  /* An answer no cuDNN gives: the library is not what it claims. */
  if (cudnn_strict_cudart_answer_problem(r->loaded_cudart_code, r->detail,
                                         sizeof(r->detail))) {
    r->status = CUDNN_STRICT_STATUS_NOT_CUDNN;
    return 0;
  }
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
