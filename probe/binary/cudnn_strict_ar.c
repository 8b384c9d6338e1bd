/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_ar.h. */
/* Linux only: static cuDNN archives are looked for there alone. */
#if !defined(_WIN32)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_ar.h"
#include "cudnn_strict_elf.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define CUDNN_STRICT_AR_MAGIC "!<arch>\n"
#define CUDNN_STRICT_AR_THIN_MAGIC "!<thin>\n"
#define CUDNN_STRICT_AR_MAGIC_SIZE 8
#define CUDNN_STRICT_AR_HEADER_SIZE 60

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_ar_reason(enum cudnn_strict_ar_kind kind) {
#define CUDNN_STRICT_AR_REASON(name, reason) reason,
  static const char *const reasons[] = {
      CUDNN_STRICT_AR_KIND_MAP(CUDNN_STRICT_AR_REASON)};
#undef CUDNN_STRICT_AR_REASON
  return (size_t)kind < CUDNN_STRICT_AR_COUNT
             ? reasons[kind]
             : reasons[CUDNN_STRICT_AR_COUNT - 1];
}

static int cudnn_strict_ar_pread(const struct cudnn_strict_ar *a,
                                 unsigned long long offset, void *out,
                                 size_t size) {
  return cudnn_strict_read_at(a->fd, a->size, offset, out, size);
}

CUDNN_STRICT_INTERNAL void cudnn_strict_ar_close(struct cudnn_strict_ar *a) {
  if (a->fd >= 0)
    close(a->fd);
  a->fd = -1;
  free(a->names);
  a->names = NULL;
  a->names_size = 0;
}

CUDNN_STRICT_INTERNAL enum cudnn_strict_ar_kind
cudnn_strict_ar_open(const char *path, struct cudnn_strict_ar *a) {
  char magic[CUDNN_STRICT_AR_MAGIC_SIZE];
  struct stat st;
  memset(a, 0, sizeof(*a));
  /* As the ELF reader opens a file: a FIFO neither blocks nor is read. */
  a->fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
  if (a->fd < 0)
    return CUDNN_STRICT_AR_UNREADABLE;
  if (fstat(a->fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    cudnn_strict_ar_close(a);
    return CUDNN_STRICT_AR_UNREADABLE;
  }
  a->size = (unsigned long long)st.st_size;
  if (!cudnn_strict_ar_pread(a, 0, magic, sizeof(magic)) ||
      memcmp(magic, CUDNN_STRICT_AR_MAGIC, sizeof(magic)) != 0) {
    int thin = a->size >= sizeof(magic) &&
               memcmp(magic, CUDNN_STRICT_AR_THIN_MAGIC, sizeof(magic)) == 0;
    cudnn_strict_ar_close(a);
    return thin ? CUDNN_STRICT_AR_THIN : CUDNN_STRICT_AR_NOT_ARCHIVE;
  }
  a->next = CUDNN_STRICT_AR_MAGIC_SIZE;
  return CUDNN_STRICT_AR_OK;
}

/* A decimal field of a member header, space-padded; -1 when it is not. */
static long long cudnn_strict_ar_decimal(const char *field, size_t width) {
  long long value = 0;
  size_t i = 0;
  int digits = 0;
  for (; i < width && field[i] >= '0' && field[i] <= '9'; ++i, ++digits)
    value = value * 10 + (field[i] - '0');
  for (; i < width; ++i)
    if (field[i] != ' ')
      return -1;
  return digits > 0 ? value : -1;
}

/* Copies the name that ends at '/' (GNU), or at the padding, into `out`. */
static void cudnn_strict_ar_copy_name(const char *name, size_t width, char *out,
                                      size_t size) {
  size_t n = 0;
  while (n < width && name[n] != '/' && name[n] != '\n' &&
         !(name[n] == ' ' && (n + 1 == width || name[n + 1] == ' ')))
    ++n;
  if (n >= size)
    n = size - 1;
  memcpy(out, name, n);
  out[n] = '\0';
}

/* Reads the long-name table "//" of `size` bytes at `offset`. */
static int cudnn_strict_ar_read_names(struct cudnn_strict_ar *a,
                                      unsigned long long offset,
                                      unsigned long long size) {
  if (size > (unsigned long long)CUDNN_STRICT_AR_NAMES_LIMIT ||
      a->names != NULL)
    return 0;
  a->names = (char *)malloc((size_t)size + 1);
  if (a->names == NULL ||
      !cudnn_strict_ar_pread(a, offset, a->names, (size_t)size)) {
    free(a->names);
    a->names = NULL;
    return 0;
  }
  a->names[size] = '\0';
  a->names_size = (size_t)size;
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_ar_next(struct cudnn_strict_ar *a,
                     struct cudnn_strict_ar_member *m) {
  char h[CUDNN_STRICT_AR_HEADER_SIZE];
  for (;;) {
    unsigned long long offset = a->next, data;
    long long size;
    if (offset >= a->size)
      return 0;
    if (!cudnn_strict_ar_pread(a, offset, h, sizeof(h)) || h[58] != '`' ||
        h[59] != '\n' || (size = cudnn_strict_ar_decimal(h + 48, 10)) < 0)
      return -1;
    data = offset + sizeof(h);
    if ((unsigned long long)size > a->size - data)
      return -1;
    /* Members start at even offsets. */
    a->next = data + (unsigned long long)size + ((unsigned long long)size & 1);
    m->offset = data;
    m->size = (unsigned long long)size;
    if (h[0] == '/' && h[1] == '/' && h[2] == ' ') {
      if (!cudnn_strict_ar_read_names(a, data, m->size))
        return -1;
      continue;
    }
    if (h[0] == '/' && (h[1] == ' ' || memcmp(h, "/SYM64/ ", 8) == 0))
      continue; /* the symbol table */
    if (h[0] == '/') {
      long long at = cudnn_strict_ar_decimal(h + 1, 15);
      if (at < 0 || a->names == NULL || (size_t)at >= a->names_size)
        return -1;
      cudnn_strict_ar_copy_name(a->names + at, a->names_size - (size_t)at,
                                m->name, sizeof(m->name));
    } else if (memcmp(h, "#1/", 3) == 0) {
      /* BSD: the name is the first <length> bytes of the data. */
      long long length = cudnn_strict_ar_decimal(h + 3, 13);
      size_t n;
      if (length < 0 || (unsigned long long)length > m->size)
        return -1;
      n = (size_t)length < sizeof(m->name) - 1 ? (size_t)length
                                               : sizeof(m->name) - 1;
      if (!cudnn_strict_ar_pread(a, data, m->name, n))
        return -1;
      m->name[n] = '\0';
      m->offset += (unsigned long long)length;
      m->size -= (unsigned long long)length;
      if (strncmp(m->name, "__.SYMDEF", 9) == 0)
        continue;
    } else {
      cudnn_strict_ar_copy_name(h, 16, m->name, sizeof(m->name));
    }
    return 1;
  }
}

CUDNN_STRICT_INTERNAL int cudnn_strict_ar_find(struct cudnn_strict_ar *a,
                                               const char *bytes, size_t length,
                                               char *after, size_t after_size,
                                               char *member,
                                               size_t member_size) {
  char chunk[1 << 16];
  struct cudnn_strict_ar_member m;
  size_t overlap = length + (after != NULL ? after_size : 0);
  int more;
  if (length == 0 || overlap > 512)
    return 0;
  a->next = CUDNN_STRICT_AR_MAGIC_SIZE;
  while ((more = cudnn_strict_ar_next(a, &m)) == 1) {
    unsigned long long done = 0;
    while (done < m.size) {
      size_t want = m.size - done < sizeof(chunk) ? (size_t)(m.size - done)
                                                  : sizeof(chunk);
      const char *at;
      if (!cudnn_strict_ar_pread(a, m.offset + done, chunk, want))
        return -1;
      at = (const char *)memmem(chunk, want, bytes, length);
      /* A match whose tail runs past the chunk is read whole from the
         next one, which starts `overlap` bytes before this one ends. */
      if (at != NULL &&
          (want < sizeof(chunk) || (size_t)(at - chunk) + overlap <= want)) {
        if (after != NULL) {
          size_t rest = want - (size_t)(at - chunk) - length;
          size_t n = rest < after_size - 1 ? rest : after_size - 1;
          memcpy(after, at + length, n);
          after[n] = '\0';
        }
        if (member != NULL && member_size > 0) {
          size_t n = strlen(m.name) < member_size - 1 ? strlen(m.name)
                                                      : member_size - 1;
          memcpy(member, m.name, n);
          member[n] = '\0';
        }
        return 1;
      }
      if (want < sizeof(chunk))
        break;
      done += want - overlap;
    }
  }
  return more;
}

#endif /* !_WIN32 */
