/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The header facts (cudnn_strict_header_facts.h) of the header
 * cudnn-strict-probe is built with, as the compiler computes them.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_probe_config.h"

#include "cudnn_strict_header_facts.h"

/* cudnn-strict-probe built without a cuDNN header reads one at run time
   (cli/cudnn_strict_probe.c): nothing is compiled in. */
#if !defined(CUDNN_STRICT_PROBE_HEADERLESS) || !CUDNN_STRICT_PROBE_HEADERLESS

/* The toolkit's runtime version: from its header where the program links
   the runtime; cudnn-strict-probe, which loads it and may be built without
   any CUDA header, is told it (CUDNN_STRICT_TOOLKIT_CUDART_CODE, from the
   toolkit CMake found, if any). */
#if CUDNN_STRICT_PROBE_HAVE_CUDART && !CUDNN_STRICT_CUDART_LOADED
#include <cuda_runtime_api.h>
#define CUDNN_STRICT_TOOLKIT_CUDART ((long)(CUDART_VERSION))
#elif defined(CUDNN_STRICT_TOOLKIT_CUDART_CODE)
#define CUDNN_STRICT_TOOLKIT_CUDART ((long)(CUDNN_STRICT_TOOLKIT_CUDART_CODE))
#else
#define CUDNN_STRICT_TOOLKIT_CUDART 0L
#endif

#if !defined(CUDNN_MAJOR) || !defined(CUDNN_MINOR) || !defined(CUDNN_PATCHLEVEL)
#error                                                                         \
    "the cuDNN version header does not define CUDNN_MAJOR, CUDNN_MINOR and CUDNN_PATCHLEVEL"
#endif

CUDNN_STRICT_INTERNAL void
cudnn_strict_compiled_header_facts(struct cudnn_strict_header_facts *out) {
  out->version.major = (int)(CUDNN_MAJOR);
  out->version.minor = (int)(CUDNN_MINOR);
  out->version.patch = (int)(CUDNN_PATCHLEVEL);
  out->toolkit_cudart_code = CUDNN_STRICT_TOOLKIT_CUDART;
}

#endif /* !CUDNN_STRICT_PROBE_HEADERLESS */
