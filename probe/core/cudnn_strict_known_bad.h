/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cuDNN releases and combinations known to break, each with its source:
 * NVIDIA's release notes where NVIDIA says so, otherwise the framework that
 * works around the problem.
 *
 * An entry matches a cuDNN release in [first, last] when, in addition, the
 * CUDA runtime the library was built for lies in [cudart_first,
 * cudart_last] (codes as cudnnGetCudartVersion() returns them; 0, 0: any),
 * the GPU's compute capability in [cc_first, cc_last] (major*10 + minor;
 * 0, 0: any GPU; applied only where the GPU is known, by the GPU check) and,
 * for an entry marked built_elsewhere, the program was built against
 * another release than the one loaded.
 *
 * What a match does depends on the entry's effect and feature:
 * - REFUSE with feature ANY: every program is refused (the runtime guard,
 *   the configure check, cudnn-strict-probe, --check-binary, the fix search).
 * - REFUSE with a feature: refused where the project declares that it uses
 *   the feature (CUDNN_STRICT_FEATURES, the probe's --features); a warning
 *   where it declared nothing; nothing where it declared other features.
 * - WARN: a warning (configure and cudnn-strict-probe), under the same
 *   feature rule; never a refusal, and the guard stays silent, since a
 *   program in production can do nothing about it.
 *
 * Adding an entry is one line in the table and a test.
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

/* What a program uses, as far as a known problem depends on it: the
   enumerator, the name users write in CUDNN_STRICT_FEATURES, and what it
   means.  ANY (first) is every program. */
#define CUDNN_STRICT_FEATURE_MAP(XX)                                           \
  XX(ANY, "any", "every program")                                              \
  XX(CONV3D_HALF, "conv3d_half", "3D convolutions in FP16 or BF16")            \
  XX(CONV3D_TF32, "conv3d_tf32",                                               \
     "3D convolutions in FP32 with TF32 math allowed")                         \
  XX(RUNTIME_FUSION, "runtime_fusion",                                         \
     "the graph API's runtime fusion engine (convolution backward-data "       \
     "fusions with stride and dilation not 1)")                                \
  XX(BLOCK_SCALE, "block_scale",                                               \
     "block-scaled data types (MXFP8, NVFP4) of the graph API")                \
  XX(MXFP8_ATTENTION, "mxfp8_attention",                                       \
     "scaled dot-product attention in MXFP8")                                  \
  XX(SDPA_CUDA_GRAPHS, "sdpa_cuda_graphs",                                     \
     "scaled dot-product attention backward replayed in CUDA graphs")

#define CUDNN_STRICT_FEATURE_ENUMERATOR(name, key, text)                       \
  CUDNN_STRICT_FEATURE_##name,
enum cudnn_strict_feature {
  CUDNN_STRICT_FEATURE_MAP(CUDNN_STRICT_FEATURE_ENUMERATOR)
      CUDNN_STRICT_FEATURE_COUNT
};
#undef CUDNN_STRICT_FEATURE_ENUMERATOR

/* What a matching entry does; see above. */
#define CUDNN_STRICT_KNOWN_BAD_EFFECT_MAP(XX)                                  \
  XX(REFUSE) /* wrong results */                                               \
  XX(WARN)   /* errors, crashes or nondeterminism */

#define CUDNN_STRICT_KNOWN_BAD_EFFECT_ENUMERATOR(name)                         \
  CUDNN_STRICT_KNOWN_BAD_##name,
enum cudnn_strict_known_bad_effect {
  CUDNN_STRICT_KNOWN_BAD_EFFECT_MAP(CUDNN_STRICT_KNOWN_BAD_EFFECT_ENUMERATOR)
      CUDNN_STRICT_KNOWN_BAD_EFFECT_COUNT
};
#undef CUDNN_STRICT_KNOWN_BAD_EFFECT_ENUMERATOR

/* An entry's numbers; its words come from cudnn_strict_known_bad_word().
   Narrow fields and no pointers: the table is carried by every guarded
   program, where each pointer would also cost a relocation. */
struct cudnn_strict_known_bad {
  int first, last;                 /* cuDNN version codes (8902, 91900) */
  int cudart_first, cudart_last;   /* CUDA runtime codes; 0, 0: any */
  unsigned char cc_first, cc_last; /* compute capability * 10; 0, 0: any */
  unsigned char built_elsewhere; /* only for a build against another release */
  unsigned char feature;         /* enum cudnn_strict_feature */
  unsigned char effect;          /* enum cudnn_strict_known_bad_effect */
};

/* An entry's words. */
enum cudnn_strict_known_bad_word {
  CUDNN_STRICT_KNOWN_BAD_PROBLEM, /* what breaks, one clause */
  CUDNN_STRICT_KNOWN_BAD_FIX,     /* what to install instead */
  CUDNN_STRICT_KNOWN_BAD_SOURCE,  /* where it is documented */
  CUDNN_STRICT_KNOWN_BAD_WORD_COUNT
};

/* The library, the build and the GPU an entry is matched against. */
struct cudnn_strict_known_bad_query {
  long code;              /* cudnnGetVersion() */
  long cudart_code;       /* cudnnGetCudartVersion(), or 0 */
  long built_code;        /* the header's code, or 0 when unknown */
  int cc;                 /* major*10 + minor, or 0 when unknown */
  unsigned long features; /* cudnn_strict_parse_features() */
};

/* clang-format off */
CUDNN_STRICT_INTERNAL const struct cudnn_strict_known_bad *
cudnn_strict_known_bad_table(size_t *count);
/* clang-format on */

CUDNN_STRICT_INTERNAL int cudnn_strict_in_range(long value, long first,
                                                long last);

/* Parses the features a project declared ("conv3d_half,block_scale", also
   ';' or ' ' separated; "none" declares none) into a bit per feature, with
   the bit of ANY set when anything was declared: 0 means the project said
   nothing, and every feature is then possible.  Returns 1, or 0 with the
   first unknown name copied into `bad` (the known ones still count: a
   binary may name features a newer release of this table added). */
CUDNN_STRICT_INTERNAL int cudnn_strict_parse_features(const char *text,
                                                      unsigned long *features,
                                                      char *bad,
                                                      size_t bad_size);

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_feature_key(enum cudnn_strict_feature feature);
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_feature_text(enum cudnn_strict_feature feature);

/* Writes the valid feature names, comma separated, into `out`. */
CUDNN_STRICT_INTERNAL void cudnn_strict_feature_keys(char *out, size_t size);

/* What entry `index` does for query `q`: -1 when it does not match,
   otherwise CUDNN_STRICT_KNOWN_BAD_REFUSE or CUDNN_STRICT_KNOWN_BAD_WARN. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_known_bad_applies(const struct cudnn_strict_known_bad_query *q,
                               size_t index);

/* The first entry at or after `start` whose effect for `q` is `effect`.
   Returns its index, or -1. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_known_bad_next(const struct cudnn_strict_known_bad_query *q,
                            size_t start,
                            enum cudnn_strict_known_bad_effect effect);

/* The end of the sentence "cuDNN 9.13.0 is a release with a known problem
   ..." for entry `index`, one that warns: for whom, `where` (empty, or " on
   device 0 (...)"), the problem, its source and the fix. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_known_bad_warning_text(int index, const char *where, char *out,
                                    size_t size);

/* Entry `index`, or NULL. */
CUDNN_STRICT_INTERNAL const struct cudnn_strict_known_bad *
cudnn_strict_known_bad_entry(int index);

/* Word `which` of entry `index`; "" for no entry (and, in the guard
   outside Windows, for the fix and the source: cudnn-strict-probe
   --check-binary, which its message names, says them). */
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_known_bad_word(int index, enum cudnn_strict_known_bad_word which);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_KNOWN_BAD_H */
