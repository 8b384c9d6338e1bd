/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The reader of tar archives: see cudnn_strict_tar.h.
 */
#if !defined(_WIN32)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_tar.h"

#include "cudnn_strict_loader.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

CUDNN_STRICT_INTERNAL void
cudnn_strict_tar_begin(struct cudnn_strict_tar *t,
                       struct cudnn_strict_stream *s) {
  t->stream = s;
  t->remaining = t->padding = 0;
}

/* An octal field, or GNU's base-256 (the high bit of its first byte set)
   for sizes of 8 GiB and more.  0 when it is neither. */
static int cudnn_strict_tar_number(const unsigned char *field, size_t size,
                                   unsigned long long *out) {
  size_t i = 0;
  *out = 0;
  if (field[0] & 0x80) {
    if (size > 9 && (field[0] & 0x7f) == 0 && field[1] == 0 && field[2] == 0 &&
        field[3] == 0)
      for (i = 4; i < size; ++i)
        *out = (*out << 8) | field[i];
    return size > 9 && (field[0] & 0x7f) == 0 && *out < (1ULL << 62);
  }
  while (i < size && field[i] == ' ')
    ++i;
  for (; i < size && field[i] >= '0' && field[i] <= '7'; ++i) {
    if (*out >> 60)
      return 0;
    *out = *out * 8 + (unsigned)(field[i] - '0');
  }
  return i == size || field[i] == ' ' || field[i] == '\0';
}

static int cudnn_strict_tar_checksum(const unsigned char *h) {
  unsigned long long stored;
  unsigned long sum = 0;
  size_t i;
  if (!cudnn_strict_tar_number(h + 148, 8, &stored))
    return 0;
  for (i = 0; i < 512; ++i)
    sum += (i >= 148 && i < 156) ? ' ' : h[i];
  return sum == stored;
}

static void cudnn_strict_tar_field(char *out, size_t size,
                                   const unsigned char *field, size_t width) {
  size_t n = strnlen((const char *)field, width);
  if (n >= size)
    n = size - 1;
  memcpy(out, field, n);
  out[n] = '\0';
}

/* The record (a GNU long name, a pax header) that the current entry
   holds, read whole into `out` (NUL-terminated).  0 when it is too long
   or cut short. */
static int cudnn_strict_tar_record(struct cudnn_strict_tar *t,
                                   unsigned long long size, char *out,
                                   size_t out_size) {
  if (size >= out_size || size > CUDNN_STRICT_TAR_RECORD_LIMIT)
    return 0;
  if (cudnn_strict_tar_read(t, out, (size_t)size) != (size_t)size)
    return 0;
  out[size] = '\0';
  return 1;
}

/* The pax records "<length> <key>=<value>\n" that this reader uses. */
static void cudnn_strict_tar_pax(const char *records, size_t size, char *path,
                                 char *link, unsigned long long *entry_size,
                                 int *has_size) {
  size_t at = 0;
  while (at < size) {
    unsigned long length = strtoul(records + at, NULL, 10);
    const char *space = (const char *)memchr(records + at, ' ', size - at);
    const char *equal, *end;
    if (length == 0 || space == NULL || at + length > size)
      return;
    end = records + at + length - 1; /* the '\n' */
    equal = (const char *)memchr(space, '=', (size_t)(end - space));
    if (equal != NULL) {
      size_t key = (size_t)(equal - space - 1),
             value = (size_t)(end - equal - 1);
      if (key == 4 && strncmp(space + 1, "path", 4) == 0 &&
          value < CUDNN_STRICT_TAR_NAME_SIZE) {
        memcpy(path, equal + 1, value);
        path[value] = '\0';
      } else if (key == 8 && strncmp(space + 1, "linkpath", 8) == 0 &&
                 value < CUDNN_STRICT_TAR_NAME_SIZE) {
        memcpy(link, equal + 1, value);
        link[value] = '\0';
      } else if (key == 4 && strncmp(space + 1, "size", 4) == 0) {
        *entry_size = strtoull(equal + 1, NULL, 10);
        *has_size = 1;
      }
    }
    at += length;
  }
}

CUDNN_STRICT_INTERNAL size_t cudnn_strict_tar_read(struct cudnn_strict_tar *t,
                                                   void *out, size_t size) {
  if (size > t->remaining)
    size = (size_t)t->remaining;
  if (size == 0 || !cudnn_strict_stream_read(t->stream, out, size))
    return 0;
  t->remaining -= size;
  return size;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_tar_next(struct cudnn_strict_tar *t,
                      struct cudnn_strict_tar_entry *e, char *why,
                      size_t why_size) {
  static char record[CUDNN_STRICT_TAR_RECORD_LIMIT + 1];
  unsigned char h[512];
  char long_path[CUDNN_STRICT_TAR_NAME_SIZE],
      long_link[CUDNN_STRICT_TAR_NAME_SIZE];
  unsigned long long pax_size = 0;
  int has_pax_size = 0;
  long_path[0] = long_link[0] = '\0';
  for (;;) {
    static const unsigned char zero[512] = {0};
    unsigned long long size, mode;
    if (!cudnn_strict_stream_skip(t->stream, t->remaining + t->padding)) {
      snprintf(why, why_size, "it ends inside an entry: %s",
               t->stream->error[0] ? t->stream->error : "truncated");
      return -1;
    }
    t->remaining = t->padding = 0;
    if (!cudnn_strict_stream_read(t->stream, h, sizeof(h))) {
      if (t->stream->error[0] != '\0') {
        snprintf(why, why_size, "%s", t->stream->error);
        return -1;
      }
      /* No end-of-archive blocks: some writers leave them out. */
      return long_path[0] == '\0' && long_link[0] == '\0' ? 0 : -1;
    }
    if (memcmp(h, zero, sizeof(h)) == 0)
      return 0;
    if (!cudnn_strict_tar_checksum(h) ||
        !cudnn_strict_tar_number(h + 124, 12, &size) ||
        !cudnn_strict_tar_number(h + 100, 8, &mode)) {
      snprintf(why, why_size,
               "a header at byte %llu is not a tar header (wrong checksum)",
               t->stream->produced - 512);
      return -1;
    }
    t->remaining = size;
    t->padding = (512 - size % 512) % 512;
    if (h[156] == 'L' || h[156] == 'K' || h[156] == 'x' || h[156] == 'g') {
      if (!cudnn_strict_tar_record(t, size, record, sizeof(record))) {
        snprintf(why, why_size,
                 "an extended header at byte %llu is longer than %d bytes or "
                 "cut short",
                 t->stream->produced, CUDNN_STRICT_TAR_RECORD_LIMIT);
        return -1;
      }
      if (h[156] == 'L')
        cudnn_strict_copy_text(long_path, sizeof(long_path), record);
      else if (h[156] == 'K')
        cudnn_strict_copy_text(long_link, sizeof(long_link), record);
      else if (h[156] == 'x')
        cudnn_strict_tar_pax(record, (size_t)size, long_path, long_link,
                             &pax_size, &has_pax_size);
      continue; /* 'g': global records, none of which this reader uses */
    }
    memset(e, 0, sizeof(*e));
    e->type = h[156] == '\0' ? '0' : (char)h[156];
    e->mode = (unsigned)mode;
    if (long_path[0] != '\0') {
      cudnn_strict_copy_text(e->path, sizeof(e->path), long_path);
    } else {
      char name[101], prefix[156];
      cudnn_strict_tar_field(name, sizeof(name), h, 100);
      prefix[0] = '\0';
      if (memcmp(h + 257, "ustar", 5) == 0)
        cudnn_strict_tar_field(prefix, sizeof(prefix), h + 345, 155);
      snprintf(e->path, sizeof(e->path), "%s%s%s", prefix, prefix[0] ? "/" : "",
               name);
    }
    if (long_link[0] != '\0')
      cudnn_strict_copy_text(e->link, sizeof(e->link), long_link);
    else
      cudnn_strict_tar_field(e->link, sizeof(e->link), h + 157, 100);
    if (has_pax_size) {
      t->remaining = size = pax_size;
      t->padding = (512 - size % 512) % 512;
    }
    /* Links and directories hold nothing, whatever the size says. */
    if (e->type == '1' || e->type == '2' || e->type == '5') {
      t->remaining = t->padding = 0;
      size = 0;
    }
    e->size = size;
    e->data_offset = t->stream->start + t->stream->produced;
    return 1;
  }
}

#endif /* !_WIN32 */
