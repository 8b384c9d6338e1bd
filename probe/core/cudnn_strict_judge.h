/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The verdict on a loaded cuDNN, in the one order the runtime guard and
 * `cudnn-strict-probe --check-binary` share: the compatibility rule, then
 * the known-bad table, then the CUDA major.  Only a library that passes all
 * three is worth the (costlier, caller-specific) sub-library check.
 *
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_JUDGE_H
#define CUDNN_STRICT_JUDGE_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict.h"
#include "cudnn_strict_known_bad.h"
#include "cudnn_strict_version.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Whether `code`, a library's cudnnGetCudartVersion() as
   cudnn_strict_cudart_answer() gives it, is no CUDA version: the runtime
   encodes CUDA major*1000 + minor*10, and cuDNN has been built for CUDA 6
   and later, so an answer is 0 (no such function) or a multiple of 10 from
   6000 to 99990.  Writes the reason ("cudnnGetCudartVersion() returned
   ...") into `out` and returns 1 for any other. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_cudart_answer_problem(long code, char *out, size_t size);

/* Fills r->verdict, r->known_bad and, on a failure, r->status from r's
   built/loaded versions and CUDA runtime codes (a cudart code that is no
   CUDA version makes it NOT_CUDNN, with r->detail).  Returns 1 when the
   loaded library passes. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_judge_versions(struct cudnn_strict_report *r);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_JUDGE_H */
