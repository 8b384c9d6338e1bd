/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_writer.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_writer.h"

#include <string.h>

static void cudnn_strict_key_value_text(struct cudnn_strict_writer *w,
                                        const char *key, const char *value) {
  const char *c;
  fputs(key, w->out);
  fputc('=', w->out);
  for (c = value; *c != '\0'; ++c) {
    if (*c == '\n')
      fputs("\\n", w->out);
    else if (*c == '\r')
      fputs("\\r", w->out);
    else if (*c == '\\')
      fputs("\\\\", w->out);
    else
      fputc(*c, w->out);
  }
  fputc('\n', w->out);
}

CUDNN_STRICT_INTERNAL void cudnn_strict_key_value_unescape(char *text) {
  char *from = text, *to = text;
  while (*from != '\0') {
    if (*from == '\\' && from[1] != '\0') {
      ++from;
      *to++ = *from == 'n' ? '\n' : *from == 'r' ? '\r' : *from;
      ++from;
    } else {
      *to++ = *from++;
    }
  }
  *to = '\0';
}

static void cudnn_strict_key_value_end(struct cudnn_strict_writer *w) {
  fflush(w->out);
}

/* A value that is a plain integer becomes a JSON number. */
static int cudnn_strict_is_json_integer(const char *text) {
  const char *digits = text[0] == '-' ? text + 1 : text;
  size_t length = strlen(digits);
  if (length == 0 || length > 15 || (digits[0] == '0' && length > 1))
    return 0;
  return strspn(digits, "0123456789") == length;
}

/* The length of the well-formed UTF-8 sequence at `c` (RFC 3629: the
   shortest form, no surrogate, at most U+10FFFF), or 0. */
static size_t cudnn_strict_utf8_length(const unsigned char *c) {
  size_t length, i;
  unsigned long code;
  if (c[0] < 0x80)
    return 1;
  if (c[0] >= 0xc2 && c[0] <= 0xdf) {
    length = 2;
    code = c[0] & 0x1f;
  } else if (c[0] >= 0xe0 && c[0] <= 0xef) {
    length = 3;
    code = c[0] & 0x0f;
  } else if (c[0] >= 0xf0 && c[0] <= 0xf4) {
    length = 4;
    code = c[0] & 0x07;
  } else {
    return 0;
  }
  /* A NUL ends the string before a continuation byte could. */
  for (i = 1; i < length; ++i) {
    if ((c[i] & 0xc0) != 0x80)
      return 0;
    code = (code << 6) | (c[i] & 0x3f);
  }
  if ((length == 3 && code < 0x800) || (length == 4 && code < 0x10000) ||
      (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff)
    return 0;
  return length;
}

/* A JSON string is UTF-8 (RFC 8259): a byte that is not part of a
   well-formed sequence (a path in another encoding, Latin-1 say) is
   written as \ufffd, the replacement character, so that every reader
   parses the report; the key=value form keeps the bytes as they are. */
static void cudnn_strict_json_string(FILE *out, const char *value) {
  const unsigned char *c = (const unsigned char *)value;
  fputc('"', out);
  while (*c != '\0') {
    size_t length = cudnn_strict_utf8_length(c);
    if (*c == '\n')
      fputs("\\n", out);
    else if (*c == '\r')
      fputs("\\r", out);
    else if (*c == '"' || *c == '\\')
      fprintf(out, "\\%c", *c);
    else if (*c < 0x20)
      fprintf(out, "\\u%04x", *c);
    else if (length == 0)
      fputs("\\ufffd", out);
    else
      fwrite(c, 1, length, out);
    c += length > 0 ? length : 1;
  }
  fputc('"', out);
}

static void cudnn_strict_json_text(struct cudnn_strict_writer *w,
                                   const char *key, const char *value) {
  fputs(w->count == 0 ? "\n  " : ",\n  ", w->out);
  cudnn_strict_json_string(w->out, key);
  fputs(": ", w->out);
  if (cudnn_strict_is_json_integer(value))
    fputs(value, w->out);
  else
    cudnn_strict_json_string(w->out, value);
}

static void cudnn_strict_json_end(struct cudnn_strict_writer *w) {
  fputs(w->count == 0 ? "}\n" : "\n}\n", w->out);
  fflush(w->out);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_writer_key_value(struct cudnn_strict_writer *w, FILE *out) {
  static const struct cudnn_strict_writer_kind kind = {
      cudnn_strict_key_value_text, cudnn_strict_key_value_end};
  w->kind = &kind;
  w->out = out;
  w->count = 0;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_writer_json(struct cudnn_strict_writer *w, FILE *out) {
  static const struct cudnn_strict_writer_kind kind = {cudnn_strict_json_text,
                                                       cudnn_strict_json_end};
  w->kind = &kind;
  w->out = out;
  w->count = 0;
  fputc('{', out);
}

CUDNN_STRICT_HELPER void
cudnn_strict_prefixed_text(struct cudnn_strict_writer *w, const char *key,
                           const char *value) {
  struct cudnn_strict_prefixed_writer *p =
      (struct cudnn_strict_prefixed_writer *)w;
  char full[256];
  snprintf(full, sizeof(full), "%s%s", p->prefix, key);
  cudnn_strict_write_text(p->inner, full, value);
  if (p->kept_key != NULL && p->kept_size > 0 && strcmp(key, p->kept_key) == 0)
    snprintf(p->kept, p->kept_size, "%s", value);
}

/* The inner writer ends the whole report. */
CUDNN_STRICT_HELPER void
cudnn_strict_prefixed_end(struct cudnn_strict_writer *w) {
  (void)w;
}

CUDNN_STRICT_INTERNAL struct cudnn_strict_writer *
cudnn_strict_writer_prefixed(struct cudnn_strict_prefixed_writer *w,
                             struct cudnn_strict_writer *inner,
                             const char *prefix) {
  static const struct cudnn_strict_writer_kind kind = {
      cudnn_strict_prefixed_text, cudnn_strict_prefixed_end};
  memset(w, 0, sizeof(*w));
  w->base.kind = &kind;
  w->base.out = inner->out;
  w->inner = inner;
  w->prefix = prefix;
  return &w->base;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_write_text(struct cudnn_strict_writer *w, const char *key,
                        const char *value) {
  w->kind->text(w, key, value != NULL ? value : "");
  ++w->count;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_write_report_start(struct cudnn_strict_writer *w) {
  cudnn_strict_write_text(w, "probe.format", CUDNN_STRICT_REPORT_FORMAT);
#if defined(CUDNN_STRICT_TOOL_VERSION)
  cudnn_strict_write_text(w, "probe.version", CUDNN_STRICT_TOOL_VERSION);
#endif
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_write_long(struct cudnn_strict_writer *w, const char *key,
                        long value) {
  char text[32];
  snprintf(text, sizeof(text), "%ld", value);
  cudnn_strict_write_text(w, key, text);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_writer_end(struct cudnn_strict_writer *w) {
  w->kind->end(w);
}
