/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_version.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_version.h"

#include "cudnn_strict_loader.h"

CUDNN_STRICT_INTERNAL int
cudnn_strict_version_is_valid(struct cudnn_strict_version v) {
  int minor_limit = v.major >= CUDNN_STRICT_FIRST_WIDE_MAJOR ? 100 : 10;
  return v.major >= 1 && v.major <= 9999 && v.minor >= 0 &&
         v.minor < minor_limit && v.patch >= 0 && v.patch < 100;
}

CUDNN_STRICT_INTERNAL long cudnn_strict_encode(struct cudnn_strict_version v) {
  return CUDNN_STRICT_ENCODE(v.major, v.minor, v.patch);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_decode(long code, struct cudnn_strict_version *out) {
  struct cudnn_strict_version v;
  if (code >= 1000 && code < 9000) {
    v.major = (int)(code / 1000);
    v.minor = (int)((code / 100) % 10);
  } else if (code >= 90000 && code < 100000000L) {
    v.major = (int)(code / 10000);
    v.minor = (int)((code / 100) % 100);
  } else {
    return 0;
  }
  v.patch = (int)(code % 100);
  *out = v;
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_decode_cudart(long code, struct cudnn_strict_version *out) {
  if (code < 1000 || code > 999999L)
    return 0;
  out->major = (int)(code / 1000);
  out->minor = (int)((code % 1000) / 10);
  out->patch = (int)(code % 10);
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_format_version(char *buf, size_t size,
                            struct cudnn_strict_version v) {
  int n = snprintf(buf, size, "%d.%d.%d", v.major, v.minor, v.patch);
  return n > 0 && (size_t)n < size;
}

CUDNN_STRICT_INTERNAL enum cudnn_strict_verdict
cudnn_strict_compare(struct cudnn_strict_version built,
                     struct cudnn_strict_version loaded,
                     enum cudnn_strict_policy policy) {
  if (!cudnn_strict_version_is_valid(built) ||
      !cudnn_strict_version_is_valid(loaded))
    return CUDNN_STRICT_NOT_A_VERSION;
  if (built.major != loaded.major)
    return CUDNN_STRICT_MAJOR_DIFFERS;
  if (policy == CUDNN_STRICT_POLICY_COMPATIBLE &&
      built.major >= CUDNN_STRICT_FIRST_MINOR_COMPATIBLE_MAJOR) {
    return loaded.minor >= built.minor ? CUDNN_STRICT_COMPATIBLE
                                       : CUDNN_STRICT_MINOR_OLDER;
  }
  if (built.minor != loaded.minor)
    return CUDNN_STRICT_MINOR_DIFFERS;
  if (policy == CUDNN_STRICT_POLICY_EXACT && built.patch != loaded.patch)
    return CUDNN_STRICT_PATCH_DIFFERS;
  return CUDNN_STRICT_COMPATIBLE;
}

/* Each table one string (cudnn_strict_text_at), not pointers. */
#define CUDNN_STRICT_NAME_OF(name) #name "\0"
#define CUDNN_STRICT_VERDICT_NAME(name, rule) #name "\0"
#define CUDNN_STRICT_VERDICT_RULE(name, rule) rule "\0"

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_verdict_name(enum cudnn_strict_verdict verdict) {
  return cudnn_strict_text_at(
      CUDNN_STRICT_VERDICT_MAP(CUDNN_STRICT_VERDICT_NAME), (size_t)verdict,
      "UNKNOWN");
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_verdict_rule(enum cudnn_strict_verdict verdict) {
  return cudnn_strict_text_at(
      CUDNN_STRICT_VERDICT_MAP(CUDNN_STRICT_VERDICT_RULE), (size_t)verdict, "");
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_policy_name(enum cudnn_strict_policy policy) {
  return cudnn_strict_text_at(CUDNN_STRICT_POLICY_MAP(CUDNN_STRICT_NAME_OF),
                              (size_t)policy, "UNKNOWN");
}

CUDNN_STRICT_INTERNAL int cudnn_strict_ascii_iequal(const char *a,
                                                    const char *b) {
  for (; *a && *b; ++a, ++b) {
    char ca = (*a >= 'a' && *a <= 'z') ? (char)(*a - 'a' + 'A') : *a;
    char cb = (*b >= 'a' && *b <= 'z') ? (char)(*b - 'a' + 'A') : *b;
    if (ca != cb)
      return 0;
  }
  return *a == *b;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_parse_policy(const char *text, enum cudnn_strict_policy *out) {
  const char *name;
  size_t index;
  if (text == NULL)
    return 0;
  for (index = 0; (name = cudnn_strict_text_at(
                       CUDNN_STRICT_POLICY_MAP(CUDNN_STRICT_NAME_OF), index,
                       NULL)) != NULL;
       ++index) {
    if (cudnn_strict_ascii_iequal(text, name)) {
      *out = (enum cudnn_strict_policy)index;
      return 1;
    }
  }
  return 0;
}

CUDNN_STRICT_INTERNAL enum cudnn_strict_cudart_agreement
cudnn_strict_compare_cudart(long cudnn_cudart_code, long toolkit_cudart_code) {
  struct cudnn_strict_version a, b;
  if (!cudnn_strict_decode_cudart(cudnn_cudart_code, &a) ||
      !cudnn_strict_decode_cudart(toolkit_cudart_code, &b))
    return CUDNN_STRICT_CUDART_UNKNOWN;
  if (a.major != b.major)
    return CUDNN_STRICT_CUDART_MAJOR_DIFFERS;
  return a.minor == b.minor ? CUDNN_STRICT_CUDART_SAME
                            : CUDNN_STRICT_CUDART_MINOR_DIFFERS;
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_cudart_agreement_name(enum cudnn_strict_cudart_agreement a) {
  return cudnn_strict_text_at(
      CUDNN_STRICT_CUDART_AGREEMENT_MAP(CUDNN_STRICT_NAME_OF), (size_t)a,
      "UNKNOWN");
}
