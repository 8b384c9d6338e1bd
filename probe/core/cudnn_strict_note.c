/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_note.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_note.h"

#include "cudnn_strict.h"
#include "cudnn_strict_known_bad.h"
#include "cudnn_strict_loader.h"

CUDNN_STRICT_INTERNAL unsigned int
cudnn_strict_note_u32(const unsigned char *bytes, int big_endian) {
  if (big_endian)
    return (unsigned int)bytes[0] << 24 | (unsigned int)bytes[1] << 16 |
           (unsigned int)bytes[2] << 8 | (unsigned int)bytes[3];
  return (unsigned int)bytes[3] << 24 | (unsigned int)bytes[2] << 16 |
         (unsigned int)bytes[1] << 8 | (unsigned int)bytes[0];
}

CUDNN_STRICT_INTERNAL int cudnn_strict_note_string(const unsigned char *field,
                                                   size_t size, char *out,
                                                   size_t out_size) {
  const void *end = memchr(field, '\0', size);
  size_t length;
  if (end == NULL || out_size == 0)
    return 0;
  length = (size_t)((const unsigned char *)end - field);
  if (length >= out_size)
    return 0;
  memcpy(out, field, length + 1);
  return 1;
}

/* A search plan's lines, as many whole ones as `out` holds. */
CUDNN_STRICT_HELPER void cudnn_strict_note_plan(const unsigned char *field,
                                                size_t size, char *out,
                                                size_t out_size) {
  const void *end = memchr(field, '\0', size);
  size_t length =
      end != NULL ? (size_t)((const unsigned char *)end - field) : size;
  if (length >= out_size) {
    length = out_size - 1;
    while (length > 0 && field[length] != '\n')
      --length;
  }
  memcpy(out, field, length);
  out[length] = '\0';
}

/* A format 4 plan (cudnn_strict_note.h), written out whole, as many whole
   lines as `out` holds; a line that does not decode (no letter of the
   range, more characters taken than the line before has, no line break)
   ends it. */
CUDNN_STRICT_HELPER void
cudnn_strict_note_shared_plan(const unsigned char *field, size_t size,
                              char *out, size_t out_size) {
  size_t at = 0, used = 0, before = 0, before_length = 0;
  while (at < size && field[at] != '\0') {
    const unsigned char *end =
        (const unsigned char *)memchr(field + at, '\n', size - at);
    size_t shared = (size_t)(field[at] - 'A'), rest, length;
    if (field[at] < 'A' || shared > CUDNN_STRICT_NOTE_PLAN_SHARED_MAX ||
        shared > before_length || end == NULL ||
        memchr(field + at, '\0', (size_t)(end - (field + at))) != NULL)
      break;
    rest = (size_t)(end - (field + at)) - 1;
    length = shared + rest;
    if (used + length + 1 >= out_size)
      break;
    memmove(out + used, out + before, shared);
    memcpy(out + used + shared, field + at + 1, rest);
    out[used + length] = '\n';
    before = used;
    before_length = length;
    used += length + 1;
    at = (size_t)(end - field) + 1;
  }
  out[used] = '\0';
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_note_share_plan(const char *plan, char *out, size_t out_size) {
  const char *line = plan, *before = "";
  size_t used = 0, before_length = 0;
  if (out_size == 0)
    return;
  out[0] = '\0';
  while (*line != '\0') {
    const char *end = strchr(line, '\n');
    size_t length = end != NULL ? (size_t)(end - line) : strlen(line);
    size_t shared = 0;
    while (shared < length && shared < before_length &&
           shared < CUDNN_STRICT_NOTE_PLAN_SHARED_MAX &&
           line[shared] == before[shared])
      ++shared;
    /* The letter, the rest of the line, its line break and the NUL. */
    if (used + 1 + (length - shared) + 2 > out_size)
      return;
    out[used++] = (char)('A' + shared);
    memcpy(out + used, line + shared, length - shared);
    used += length - shared;
    out[used++] = '\n';
    out[used] = '\0';
    before = line;
    before_length = length;
    line += end != NULL ? length + 1 : length;
  }
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_note_decode(const unsigned char *description, size_t size,
                         int big_endian, struct cudnn_strict_expectation *out) {
  const unsigned char *d = description;
  memset(out, 0, sizeof(*out));
  if (size < CUDNN_STRICT_NOTE_FIXED_SIZE)
    return "the note is shorter than its format requires";
  out->format = cudnn_strict_note_u32(d, big_endian);
  if (out->format < 1)
    return "the note has format 0";
  out->code = (long)cudnn_strict_note_u32(d + 4, big_endian);
  out->built.major = (int)cudnn_strict_note_u32(d + 8, big_endian);
  out->built.minor = (int)cudnn_strict_note_u32(d + 12, big_endian);
  out->built.patch = (int)cudnn_strict_note_u32(d + 16, big_endian);
  out->cudart_code = (long)cudnn_strict_note_u32(d + 20, big_endian);
  if (!cudnn_strict_version_is_valid(out->built) ||
      cudnn_strict_encode(out->built) != out->code)
    return "the note's version fields do not form one cuDNN version";
  if (!cudnn_strict_note_string(d + 24, CUDNN_STRICT_NOTE_POLICY_SIZE,
                                out->version_text, sizeof(out->version_text)) ||
      !cudnn_strict_parse_policy(out->version_text, &out->policy))
    return "the note names no known policy";
  if (!cudnn_strict_note_string(d + 40, CUDNN_STRICT_NOTE_SONAME_SIZE,
                                out->soname, sizeof(out->soname)) ||
      out->soname[0] == '\0' || strchr(out->soname, '/') != NULL)
    return "the note's library name is not a SONAME";
  if (!cudnn_strict_note_string(d + CUDNN_STRICT_NOTE_FIXED_SIZE,
                                size - CUDNN_STRICT_NOTE_FIXED_SIZE,
                                out->library_dir, sizeof(out->library_dir))) {
    out->library_dir[0] = '\0';
  } else if (out->format >= 2) {
    size_t at = CUDNN_STRICT_NOTE_FIXED_SIZE +
                CUDNN_STRICT_NOTE_ALIGN(strlen(out->library_dir) + 1);
    if (at >= size ||
        !cudnn_strict_note_string(d + at, size - at, out->features,
                                  sizeof(out->features)))
      return "the note's feature list is not a string";
    at += CUDNN_STRICT_NOTE_ALIGN(strlen(out->features) + 1);
    if (out->format >= 3 && at < size)
      cudnn_strict_note_plan(d + at, size - at, out->search_plan,
                             sizeof(out->search_plan));
    /* Format 4 leaves that field empty and writes the plan after it. */
    at += CUDNN_STRICT_NOTE_ALIGN(strlen(out->search_plan) + 1);
    if (out->format >= 4 && out->search_plan[0] == '\0' && at < size)
      cudnn_strict_note_shared_plan(d + at, size - at, out->search_plan,
                                    sizeof(out->search_plan));
  }
  cudnn_strict_format_version(out->version_text, sizeof(out->version_text),
                              out->built);
  return NULL;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_expectation_to_report(const struct cudnn_strict_expectation *x,
                                   struct cudnn_strict_report *r) {
  memset(r, 0, sizeof(*r));
  r->built = x->built;
  r->policy = x->policy;
  r->built_cudart_code = x->cudart_code;
  r->verdict = CUDNN_STRICT_NOT_A_VERSION;
  r->known_bad = -1;
  /* Names a newer table added are unknown here; the others count. */
  (void)cudnn_strict_parse_features(x->features, &r->features, NULL, 0);
  r->found_by = "not found";
  cudnn_strict_copy_text(r->built_version, sizeof(r->built_version),
                         x->version_text);
  cudnn_strict_copy_text(r->soname, sizeof(r->soname), x->soname);
  /* "" when nothing records where the build found cuDNN (a binary
     without the note): the words then name what the loader does. */
  if (x->library_dir[0] != '\0')
    cudnn_strict_real_directory(x->library_dir, r->built_library_dir,
                                sizeof(r->built_library_dir));
  r->search_plan = x->search_plan;
}
