/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cuDNN version decoding and the compatibility rule.
 *
 * This is the only place where CuDNNStrict knows how a cuDNN version code is
 * laid out and which header/library pairs may work together.  The configure
 * probe and the runtime guard both include it; the CMake module only reads
 * the verdicts they print.
 *
 * C99, and valid C++.
 */
#ifndef CUDNN_STRICT_VERSION_H
#define CUDNN_STRICT_VERSION_H

#include "cudnn_strict.h"
#include "cudnn_strict_internal.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

/* cuDNN 9 widened the minor field: 8.9.7 is 8907, 9.19.0 is 91900. */
#define CUDNN_STRICT_FIRST_WIDE_MAJOR 9
#define CUDNN_STRICT_ENCODE(major, minor, patch)                               \
  ((major) >= CUDNN_STRICT_FIRST_WIDE_MAJOR                                    \
       ? (major)*10000L + (minor)*100L + (patch)                               \
       : (major)*1000L + (minor)*100L + (patch))

/* What a build compiled against, as the preprocessor computed it: the cuDNN
   header's version and the toolkit's CUDART_VERSION (0 without the CUDA
   toolkit). */
struct cudnn_strict_header_facts {
  struct cudnn_strict_version version;
  long toolkit_cudart_code;
};

/* cuDNN 7 is the first release whose newer minors keep binary compatibility
   with older ones (the rule TensorFlow, PyTorch and XLA apply). */
#define CUDNN_STRICT_FIRST_MINOR_COMPATIBLE_MAJOR 7

/* A version can be encoded only if each field fits its slot. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_version_is_valid(struct cudnn_strict_version v);

CUDNN_STRICT_INTERNAL long cudnn_strict_encode(struct cudnn_strict_version v);

/* Branches on the range the major occupies, never on a guess: codes 1000..8999
   are the narrow encoding (cuDNN 1..8), codes from 90000 the wide one (9+).
   Anything else (0 included: "not a cuDNN") is rejected. */
CUDNN_STRICT_INTERNAL int cudnn_strict_decode(long code,
                                              struct cudnn_strict_version *out);

/* CUDA runtime versions are major*1000 + minor*10 (13010 is 13.1). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_decode_cudart(long code, struct cudnn_strict_version *out);

CUDNN_STRICT_INTERNAL int
cudnn_strict_format_version(char *buf, size_t size,
                            struct cudnn_strict_version v);

/* The compatibility rule, built = header the program was compiled with,
   loaded = library that runs it. */
CUDNN_STRICT_INTERNAL enum cudnn_strict_verdict
cudnn_strict_compare(struct cudnn_strict_version built,
                     struct cudnn_strict_version loaded,
                     enum cudnn_strict_policy policy);

/* "COMPATIBLE", "MAJOR_DIFFERS", ...: the verdict's name, which CMake
   parses, and its rule, the sentence a person reads ("UNKNOWN" and "" out
   of range). */
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_verdict_name(enum cudnn_strict_verdict verdict);
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_verdict_rule(enum cudnn_strict_verdict verdict);

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_policy_name(enum cudnn_strict_policy policy);

CUDNN_STRICT_INTERNAL int cudnn_strict_ascii_iequal(const char *a,
                                                    const char *b);

/* Case-insensitive, so that "exact" from a command line works too. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_parse_policy(const char *text, enum cudnn_strict_policy *out);

/* How the CUDA runtime cuDNN was built for compares with the build's. */
#define CUDNN_STRICT_CUDART_AGREEMENT_MAP(XX)                                  \
  XX(SAME)                                                                     \
  XX(MINOR_DIFFERS)                                                            \
  XX(MAJOR_DIFFERS)                                                            \
  XX(UNKNOWN)

#define CUDNN_STRICT_CUDART_ENUMERATOR(name) CUDNN_STRICT_CUDART_##name,
enum cudnn_strict_cudart_agreement {
  CUDNN_STRICT_CUDART_AGREEMENT_MAP(CUDNN_STRICT_CUDART_ENUMERATOR)
};
#undef CUDNN_STRICT_CUDART_ENUMERATOR

/* cuDNN is built per CUDA major; within a major the runtime is
   forward-compatible, so only a major difference breaks. */
CUDNN_STRICT_INTERNAL enum cudnn_strict_cudart_agreement
cudnn_strict_compare_cudart(long cudnn_cudart_code, long toolkit_cudart_code);

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_cudart_agreement_name(enum cudnn_strict_cudart_agreement a);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_VERSION_H */
