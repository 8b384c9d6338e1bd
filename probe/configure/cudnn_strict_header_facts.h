/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The facts of the headers a build compiles against, as the C preprocessor
 * computes them: the cuDNN version and the CUDA runtime version of the
 * toolkit (CUDART_VERSION, 0 without the toolkit).
 *
 * cudnn-strict-probe compiles them in, as what it checks against when no
 * option says otherwise.  The configure-time checks read the header they
 * are given instead (--header, binary/cudnn_strict_header_file.h), so that
 * one build of them serves every header.
 */
#ifndef CUDNN_STRICT_HEADER_FACTS_H
#define CUDNN_STRICT_HEADER_FACTS_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict_version.h" /* struct cudnn_strict_header_facts */

#ifdef __cplusplus
extern "C" {
#endif

/* The facts of the headers this program was compiled against (none in a
   cudnn-strict-probe built without a header, which reads one at run
   time). */
#if !defined(CUDNN_STRICT_PROBE_HEADERLESS) || !CUDNN_STRICT_PROBE_HEADERLESS
CUDNN_STRICT_INTERNAL void
cudnn_strict_compiled_header_facts(struct cudnn_strict_header_facts *out);
#endif

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_HEADER_FACTS_H */
