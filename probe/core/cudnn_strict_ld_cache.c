/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_ld_cache.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_ld_cache.h"

#include "cudnn_strict_environment.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)
CUDNN_STRICT_INTERNAL void
cudnn_strict_ld_cache_load(struct cudnn_strict_ld_cache *c) {
  memset(c, 0, sizeof(*c));
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_ld_cache_read(struct cudnn_strict_ld_cache *c, const char *file) {
  (void)file;
  memset(c, 0, sizeof(*c));
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_ld_cache_free(struct cudnn_strict_ld_cache *c) {
  memset(c, 0, sizeof(*c));
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_ld_cache_find(const struct cudnn_strict_ld_cache *c,
                           const char *name, unsigned *at) {
  (void)c;
  (void)name;
  (void)at;
  return NULL;
}
#else
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#define CUDNN_STRICT_LD_SO_CACHE_FILE "/etc/ld.so.cache"
#define CUDNN_STRICT_CACHE_MAGIC_NEW "glibc-ld.so.cache1.1"
#define CUDNN_STRICT_CACHE_MAGIC_OLD "ld.so-1.7.0"

static size_t cudnn_strict_cache_u32(const struct cudnn_strict_ld_cache *c,
                                     size_t at) {
  const unsigned char *b = c->data + at;
  /* The cache is written by this machine's ldconfig, in its byte order. */
  unsigned int value;
  memcpy(&value, b, sizeof(value));
  return value;
}

/* Where the new-format table starts: at 0, or after the old table that
   older ldconfigs put first (aligned to 8). */
static int cudnn_strict_cache_locate(struct cudnn_strict_ld_cache *c) {
  size_t magic = sizeof(CUDNN_STRICT_CACHE_MAGIC_NEW) - 1;
  size_t old_magic = sizeof(CUDNN_STRICT_CACHE_MAGIC_OLD) - 1;
  c->table = 0;
  if (c->size >= old_magic + 5 &&
      memcmp(c->data, CUDNN_STRICT_CACHE_MAGIC_OLD, old_magic) == 0) {
    size_t old_count = cudnn_strict_cache_u32(c, 12);
    if (old_count > c->size / 12)
      return 0;
    c->table = (16 + old_count * 12 + 7) & ~(size_t)7;
  }
  if (c->table + 48 > c->size ||
      memcmp(c->data + c->table, CUDNN_STRICT_CACHE_MAGIC_NEW, magic) != 0)
    return 0;
  c->count = (unsigned)cudnn_strict_cache_u32(c, c->table + 20);
  return (size_t)c->count <= (c->size - c->table - 48) / 24;
}

/* Reads with the calls the guard makes anyway (no stdio): each other C
   library function it calls costs every guarded program its dynamic
   symbol and relocation. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_ld_cache_read(struct cudnn_strict_ld_cache *c, const char *file) {
  struct stat st;
  size_t done = 0, size;
  int fd;
  memset(c, 0, sizeof(*c));
  if (file[0] == '\0' || stat(file, &st) != 0 || !S_ISREG(st.st_mode) ||
      st.st_size <= 0 || st.st_size > (off_t)(64L << 20) ||
      (fd = open(file, O_RDONLY | O_CLOEXEC)) < 0)
    return;
  size = (size_t)st.st_size;
  c->data = (unsigned char *)malloc(size);
  while (c->data != NULL && done < size) {
    ssize_t n = pread(fd, c->data + done, size - done, (off_t)done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    done += (size_t)n;
  }
  close(fd);
  if (c->data != NULL && done == size) {
    c->size = size;
    if (!cudnn_strict_cache_locate(c))
      c->count = 0;
  }
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_ld_cache_load(struct cudnn_strict_ld_cache *c) {
  /* secure_getenv: a set-user-ID program's guard reads the loader's own. */
  const char *file = secure_getenv(CUDNN_STRICT_ENV(CUDNN_STRICT_LD_SO_CACHE));
  cudnn_strict_ld_cache_read(c, file != NULL ? file
                                             : CUDNN_STRICT_LD_SO_CACHE_FILE);
}

static const char *
cudnn_strict_cache_string(const struct cudnn_strict_ld_cache *c,
                          size_t offset) {
  size_t at = c->table + offset, end = at;
  /* A loop, not memchr(): the guard calls no memchr()
     (cudnn_strict_span). */
  while (end < c->size && c->data[end] != '\0')
    ++end;
  return end < c->size ? (const char *)c->data + at : NULL;
}

/* Whether the string at `offset` is `name`, read no further than the
   first character that differs: most keys differ at once, and the cache
   has hundreds of them. */
static int cudnn_strict_cache_names(const struct cudnn_strict_ld_cache *c,
                                    size_t offset, const char *name) {
  size_t at = c->table + offset, i;
  for (i = 0; at + i < c->size && c->data[at + i] == (unsigned char)name[i];
       ++i)
    if (name[i] == '\0')
      return 1;
  return 0;
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_ld_cache_find(const struct cudnn_strict_ld_cache *c,
                           const char *name, unsigned *at) {
  for (; *at < c->count; ++*at) {
    size_t entry = c->table + 48 + (size_t)*at * 24;
    const char *value;
    if (!cudnn_strict_cache_names(c, cudnn_strict_cache_u32(c, entry + 4),
                                  name))
      continue;
    value = cudnn_strict_cache_string(c, cudnn_strict_cache_u32(c, entry + 8));
    if (value != NULL) {
      ++*at;
      return value;
    }
  }
  return NULL;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_ld_cache_free(struct cudnn_strict_ld_cache *c) {
  free(c->data);
  memset(c, 0, sizeof(*c));
}

#endif /* !_WIN32 */
