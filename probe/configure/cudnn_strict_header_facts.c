/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The header facts (cudnn_strict_header_facts.h), compiled in twice: as
 * ordinary values, and as an "INFO:" string that the CMake module reads out
 * of the object without running it (as CMake's own compiler identification
 * does), so that even a cross build learns what the preprocessor saw.
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

/* Eight decimal digits of a constant expression, so that macros written as
   expressions still yield their value. */
#define CUDNN_STRICT_DIGIT(n, p) ((char)('0' + (((n) / (p)) % 10)))
#define CUDNN_STRICT_DIGITS8(n)                                                \
  CUDNN_STRICT_DIGIT(n, 10000000L), CUDNN_STRICT_DIGIT(n, 1000000L),           \
      CUDNN_STRICT_DIGIT(n, 100000L), CUDNN_STRICT_DIGIT(n, 10000L),           \
      CUDNN_STRICT_DIGIT(n, 1000L), CUDNN_STRICT_DIGIT(n, 100L),               \
      CUDNN_STRICT_DIGIT(n, 10L), CUDNN_STRICT_DIGIT(n, 1L)

#ifdef CUDNN_VERSION
#define CUDNN_STRICT_HEADER_OWN_CODE ((long)(CUDNN_VERSION))
#else
#define CUDNN_STRICT_HEADER_OWN_CODE 0L
#endif

/* Negative or huge values cannot be shown in eight digits: mark them so
   CMake reports the header as malformed instead of reading a wrong number. */
#define CUDNN_STRICT_IN_RANGE(n) ((n) >= 0 && (n) <= 99999999L)
#define CUDNN_STRICT_ALL_IN_RANGE                                              \
  (CUDNN_STRICT_IN_RANGE(CUDNN_MAJOR) && CUDNN_STRICT_IN_RANGE(CUDNN_MINOR) && \
   CUDNN_STRICT_IN_RANGE(CUDNN_PATCHLEVEL) &&                                  \
   CUDNN_STRICT_IN_RANGE(CUDNN_STRICT_HEADER_OWN_CODE) &&                      \
   CUDNN_STRICT_IN_RANGE(CUDNN_STRICT_TOOLKIT_CUDART))

/* An object that nothing references still keeps the string. */
#if defined(__GNUC__)
#define CUDNN_STRICT_KEEP __attribute__((used))
#else
#define CUDNN_STRICT_KEEP
#endif

/* clang-format off */
CUDNN_STRICT_KEEP static const char cudnn_strict_header_info[] = {
    'I', 'N', 'F', 'O', ':', 'c', 'u', 'd', 'n', 'n', '_', 's', 't', 'r', 'i',
    'c', 't', '_', 'h', 'e', 'a', 'd', 'e', 'r', '[',
    CUDNN_STRICT_ALL_IN_RANGE ? 'v' : 'x',
    ' ', CUDNN_STRICT_DIGITS8(CUDNN_MAJOR),
    ' ', CUDNN_STRICT_DIGITS8(CUDNN_MINOR),
    ' ', CUDNN_STRICT_DIGITS8(CUDNN_PATCHLEVEL),
    ' ', CUDNN_STRICT_DIGITS8(CUDNN_STRICT_HEADER_OWN_CODE),
    ' ', CUDNN_STRICT_DIGITS8(
             CUDNN_STRICT_ENCODE(CUDNN_MAJOR, CUDNN_MINOR, CUDNN_PATCHLEVEL)),
    ' ', CUDNN_STRICT_DIGITS8(CUDNN_STRICT_TOOLKIT_CUDART),
    ']', '\0'};
/* clang-format on */

CUDNN_STRICT_INTERNAL void
cudnn_strict_compiled_header_facts(struct cudnn_strict_header_facts *out) {
  /* Reading the INFO string keeps the linker from dropping it. */
  volatile char info_first = cudnn_strict_header_info[0];
  (void)info_first;
  out->version.major = (int)(CUDNN_MAJOR);
  out->version.minor = (int)(CUDNN_MINOR);
  out->version.patch = (int)(CUDNN_PATCHLEVEL);
  out->toolkit_cudart_code = CUDNN_STRICT_TOOLKIT_CUDART;
}

#endif /* !CUDNN_STRICT_PROBE_HEADERLESS */
