/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_known_bad.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_known_bad.h"

#include "cudnn_strict_loader.h"

#include <stdio.h>
#include <string.h>

/* The table, one ROW an entry, its effect first:
     ROW(effect, first, last, cudart_first, cudart_last, cc_first, cc_last,
         built_elsewhere, feature, problem, fix, source)
   Ranges end at the last release the source names as affected; where it
   names only the first fixed release, at the code just below it.  CUDA
   runtime codes carry no update number: 11000 is every CUDA 11.0. */
/* clang-format off */
#define CUDNN_STRICT_KNOWN_BAD_MAP(ROW)                                        \
  ROW(REFUSE, 8900, 8901, 0, 0, 60, 62, 0, ANY,                               \
      "fused convolution with bias and ReLU (engine 15, also "                 \
      "cudnnConvolutionBiasActivationForward) can compute wrong results on "   \
      "Pascal GPUs",                                                           \
      "use cuDNN 8.9.2 or newer", "cuDNN 8.9.2 release notes, Fixed Issues")   \
  ROW(WARN, 8900, 8907, 11000, 11010, 0, 0, 0, ANY,                           \
      "the ConvBiasAct engine 39 can fail with CUDNN_STATUS_EXECUTION_FAILED " \
      "when cuDNN 8.9 runs with CUDA 11.0.3 to 11.1",                          \
      "use a cuDNN 8.9 build for CUDA 11.2 or newer, or for CUDA 12",          \
      "cuDNN 8.9.7 release notes, Known Issues")                               \
  ROW(REFUSE, 8000, 8906, 0, 0, 0, 0, 0, RUNTIME_FUSION,                      \
      "the runtime fusion engine can compute wrong results for convolution "   \
      "backward-data fusions whose stride and dilation are both not 1",        \
      "use cuDNN 8.9.7 or newer", "cuDNN 8.9.7 release notes, Fixed Issues")   \
  ROW(REFUSE, 90800, 91499, 0, 0, 0, 0, 0, CONV3D_HALF,                       \
      "3D convolutions in FP16 and BF16 can compute wrong results (PyTorch "   \
      "does not use cuDNN for them from 9.8 to 9.14)",                         \
      "use cuDNN 9.15 or newer",                                               \
      "pytorch/pytorch#163539, aten/src/ATen/native/Convolution.cpp")          \
  ROW(REFUSE, 91000, 91000, 0, 0, 0, 0, 1, BLOCK_SCALE,                       \
      "cuDNN 9.10.0 reordered the block-scale data type enumerators, so a "    \
      "program built against another 9.x release passes it the wrong types",   \
      "use cuDNN 9.10.1 or newer, or build against 9.10.0 itself",             \
      "cuDNN 9.10.1 release notes, as cited by jax-ml/jax "                    \
      "jax_plugins/cuda/__init__.py")                                          \
  ROW(WARN, 91002, 91599, 0, 0, 0, 0, 0, CONV3D_TF32,                         \
      "a TF32 kernel for 3D convolutions is broken (PyTorch turns TF32 off "   \
      "for them)",                                                             \
      "set CUDNN_FMA_MATH on 3D convolutions, or use a release after 9.15",    \
      "pytorch/pytorch#167024")                                                \
  ROW(WARN, 91300, 91500, 0, 0, 0, 0, 0, SDPA_CUDA_GRAPHS,                    \
      "attention backward can access invalid memory in CUDA graph replay "     \
      "when s_kv is not a multiple of 128 and the padding mask is off",        \
      "use cuDNN 9.15.1 or newer",                                             \
      "cudnn-frontend 1.16.0 release notes; NVIDIA/TransformerEngine#2344")    \
  ROW(REFUSE, 92300, 92301, 0, 0, 0, 0, 0, MXFP8_ATTENTION,                   \
      "MXFP8 attention can produce Inf and NaN",                               \
      "use cuDNN 9.23.2 or newer",                                             \
      "NVIDIA/TransformerEngine#3173, citing the cuDNN 9.23.2 release notes")  \
  ROW(WARN, 92301, 92301, 0, 0, 86, 86, 0, ANY,                               \
      "the forward convolution engine 5 is nondeterministic on compute "       \
      "capability 8.6",                                                        \
      "use cuDNN 9.24 or newer", "pytorch/pytorch#188288, #188318")
/* clang-format on */

/* The runtime guard, silent on warnings (cudnn_strict_known_bad.h), leaves
   the entries that only warn out of its copy of the table: their words
   would be carried by every guarded program for nothing.  (An index into
   the table therefore differs between the guard and the tool.) */
#if defined(CUDNN_STRICT_GUARD_PROGRAM)
#define CUDNN_STRICT_KNOWN_BAD_KEEP_WARN(...)
#else
#define CUDNN_STRICT_KNOWN_BAD_KEEP_WARN(...) __VA_ARGS__
#endif
#define CUDNN_STRICT_KNOWN_BAD_KEEP_REFUSE(...) __VA_ARGS__
#define CUDNN_STRICT_KNOWN_BAD_NUMBERS(                                        \
    effect, first, last, cudart_first, cudart_last, cc_first, cc_last,         \
    built_elsewhere, feature, problem, fix, source)                            \
  CUDNN_STRICT_KNOWN_BAD_KEEP_##effect(                                        \
      {first, last, cudart_first, cudart_last, cc_first, cc_last,              \
       built_elsewhere, CUDNN_STRICT_FEATURE_##feature,                        \
       CUDNN_STRICT_KNOWN_BAD_##effect}, )
/* The guard outside Windows names the problem only: its message points to
   cudnn-strict-probe --check-binary, which says the source and the fix.
   (Not as empty words: an empty one would end the string of words.) */
#if defined(CUDNN_STRICT_GUARD_PROGRAM) && !defined(_WIN32)
#define CUDNN_STRICT_KNOWN_BAD_WORDS_KEPT 1
#define CUDNN_STRICT_KNOWN_BAD_WORDS(                                          \
    effect, first, last, cudart_first, cudart_last, cc_first, cc_last,         \
    built_elsewhere, feature, problem, fix, source)                            \
  CUDNN_STRICT_KNOWN_BAD_KEEP_##effect(problem "\0")
#else
#define CUDNN_STRICT_KNOWN_BAD_WORDS_KEPT CUDNN_STRICT_KNOWN_BAD_WORD_COUNT
#define CUDNN_STRICT_KNOWN_BAD_WORDS(                                          \
    effect, first, last, cudart_first, cudart_last, cc_first, cc_last,         \
    built_elsewhere, feature, problem, fix, source)                            \
  CUDNN_STRICT_KNOWN_BAD_KEEP_##effect(problem "\0" fix "\0" source "\0")
#endif

static const struct cudnn_strict_known_bad cudnn_strict_known_bad_rows[] = {
    CUDNN_STRICT_KNOWN_BAD_MAP(CUDNN_STRICT_KNOWN_BAD_NUMBERS)};
/* Each entry's problem, fix and source, in one string (a table of pointers
   would cost a relocation each in every guarded program). */
static const char cudnn_strict_known_bad_words[] =
    CUDNN_STRICT_KNOWN_BAD_MAP(CUDNN_STRICT_KNOWN_BAD_WORDS);

CUDNN_STRICT_INTERNAL const struct cudnn_strict_known_bad *
cudnn_strict_known_bad_table(size_t *count) {
  *count = sizeof(cudnn_strict_known_bad_rows) /
           sizeof(cudnn_strict_known_bad_rows[0]);
  return cudnn_strict_known_bad_rows;
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_known_bad_word(int index, enum cudnn_strict_known_bad_word which) {
  if (cudnn_strict_known_bad_entry(index) == NULL ||
      (size_t)which >= (size_t)CUDNN_STRICT_KNOWN_BAD_WORDS_KEPT)
    return "";
  return cudnn_strict_text_at(
      cudnn_strict_known_bad_words,
      (size_t)index * CUDNN_STRICT_KNOWN_BAD_WORDS_KEPT + (size_t)which, "");
}

#define CUDNN_STRICT_FEATURE_KEY(name, key, text) key,
#define CUDNN_STRICT_FEATURE_TEXT(name, key, text) text,
static const char *const cudnn_strict_feature_keys_table[] = {
    CUDNN_STRICT_FEATURE_MAP(CUDNN_STRICT_FEATURE_KEY)};
static const char *const cudnn_strict_feature_texts_table[] = {
    CUDNN_STRICT_FEATURE_MAP(CUDNN_STRICT_FEATURE_TEXT)};
#undef CUDNN_STRICT_FEATURE_KEY
#undef CUDNN_STRICT_FEATURE_TEXT

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_feature_key(enum cudnn_strict_feature feature) {
  return (int)feature >= 0 && feature < CUDNN_STRICT_FEATURE_COUNT
             ? cudnn_strict_feature_keys_table[feature]
             : "";
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_feature_text(enum cudnn_strict_feature feature) {
  return (int)feature >= 0 && feature < CUDNN_STRICT_FEATURE_COUNT
             ? cudnn_strict_feature_texts_table[feature]
             : "";
}

CUDNN_STRICT_INTERNAL void cudnn_strict_feature_keys(char *out, size_t size) {
  size_t used = 0;
  int i;
  if (size == 0)
    return;
  out[0] = '\0';
  /* ANY is implied, never written. */
  for (i = 1; i < (int)CUDNN_STRICT_FEATURE_COUNT; ++i) {
    int n = snprintf(out + used, size - used, "%s%s", i > 1 ? ", " : "",
                     cudnn_strict_feature_keys_table[i]);
    if (n < 0 || (size_t)n >= size - used)
      return;
    used += (size_t)n;
  }
  if (snprintf(out + used, size - used, ", none") < 0)
    return;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_parse_features(const char *text,
                                                      unsigned long *features,
                                                      char *bad,
                                                      size_t bad_size) {
  const char *p = text;
  int all_known = 1;
  *features = 0;
  if (bad_size > 0)
    bad[0] = '\0';
  while (p != NULL && *p != '\0') {
    size_t length = cudnn_strict_span(p, ",; ");
    int i, known = 0;
    if (length > 0) {
      *features |= 1ul << CUDNN_STRICT_FEATURE_ANY;
      /* memcmp(): p holds `length` characters, and the guard calls no
         strncmp() (cudnn_strict_global_function). */
      if (length == 4 && memcmp(p, "none", 4) == 0)
        known = 1;
      for (i = 1; !known && i < (int)CUDNN_STRICT_FEATURE_COUNT; ++i) {
        const char *key = cudnn_strict_feature_keys_table[i];
        if (strlen(key) == length && memcmp(p, key, length) == 0) {
          *features |= 1ul << i;
          known = 1;
        }
      }
      if (!known && all_known && bad_size > 0)
        snprintf(bad, bad_size, "%.*s", (int)length, p);
      if (!known)
        all_known = 0;
    }
    p += length;
    if (*p != '\0')
      ++p;
  }
  return all_known;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_in_range(long value, long first,
                                                long last) {
  return (first == 0 && last == 0) || (value >= first && value <= last);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_known_bad_applies(const struct cudnn_strict_known_bad_query *q,
                               size_t index) {
  size_t count;
  const struct cudnn_strict_known_bad *table =
      cudnn_strict_known_bad_table(&count);
  const struct cudnn_strict_known_bad *e;
  int gpu_scoped, uses;
  if (index >= count)
    return -1;
  e = &table[index];
  gpu_scoped = e->cc_first != 0 || e->cc_last != 0;
  if (q->code < e->first || q->code > e->last)
    return -1;
  if (!cudnn_strict_in_range(q->cudart_code, e->cudart_first, e->cudart_last))
    return -1;
  if (gpu_scoped && (q->cc == 0 || q->cc < e->cc_first || q->cc > e->cc_last))
    return -1;
  /* Built against the loaded release itself, or against an unknown one:
     the mismatch the entry needs is not there, or not known. */
  if (e->built_elsewhere && (q->built_code == 0 || q->built_code == q->code))
    return -1;
  uses = e->feature == CUDNN_STRICT_FEATURE_ANY ||
         (q->features & (1ul << e->feature)) != 0;
  if ((q->features & (1ul << CUDNN_STRICT_FEATURE_ANY)) != 0 && !uses)
    return -1;
  if (e->effect == CUDNN_STRICT_KNOWN_BAD_REFUSE && uses)
    return CUDNN_STRICT_KNOWN_BAD_REFUSE;
  return CUDNN_STRICT_KNOWN_BAD_WARN;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_known_bad_next(const struct cudnn_strict_known_bad_query *q,
                            size_t start,
                            enum cudnn_strict_known_bad_effect effect) {
  size_t count, i;
  cudnn_strict_known_bad_table(&count);
  for (i = start; i < count; ++i)
    if (cudnn_strict_known_bad_applies(q, i) == (int)effect)
      return (int)i;
  return -1;
}

CUDNN_STRICT_INTERNAL const struct cudnn_strict_known_bad *
cudnn_strict_known_bad_entry(int index) {
  size_t count;
  const struct cudnn_strict_known_bad *table =
      cudnn_strict_known_bad_table(&count);
  return index >= 0 && (size_t)index < count ? &table[index] : NULL;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_known_bad_warning_text(int index, const char *where, char *out,
                                    size_t size) {
  const struct cudnn_strict_known_bad *e = cudnn_strict_known_bad_entry(index);
  const char *problem =
      cudnn_strict_known_bad_word(index, CUDNN_STRICT_KNOWN_BAD_PROBLEM);
  const char *fix =
      cudnn_strict_known_bad_word(index, CUDNN_STRICT_KNOWN_BAD_FIX);
  const char *source =
      cudnn_strict_known_bad_word(index, CUDNN_STRICT_KNOWN_BAD_SOURCE);
  enum cudnn_strict_feature feature;
  if (e == NULL)
    return;
  feature = (enum cudnn_strict_feature)e->feature;
  if (feature == CUDNN_STRICT_FEATURE_ANY)
    snprintf(out, size, "for every program%s: %s (%s). Fix: %s.", where,
             problem, source, fix);
  else
    snprintf(out, size,
             "for programs that use %s%s: %s (%s). Fix: %s; or declare what "
             "this project uses with CUDNN_STRICT_FEATURES (%s %s it).",
             cudnn_strict_feature_text(feature), where, problem, source, fix,
             cudnn_strict_feature_key(feature),
             e->effect == CUDNN_STRICT_KNOWN_BAD_REFUSE
                 ? "refuses"
                 : "keeps warning about");
}
