/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The ld.so cache (/etc/ld.so.cache) read as glibc's loader reads it: the
 * new-format table, alone or after the old one.  Read by the loader
 * emulation (cudnn_strict_ld.h) and by the guard, which reads the file its
 * dlopen() would map before it maps it.  Windows has no such cache: there
 * it is always empty.
 *
 * Test seam: CUDNN_STRICT_LD_SO_CACHE names the cache file to read instead
 * of /etc/ld.so.cache ("" for none); a set-user-ID process ignores it.
 *
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_LD_CACHE_H
#define CUDNN_STRICT_LD_CACHE_H

#include "cudnn_strict_internal.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* /etc/ld.so.cache, read whole. */
struct cudnn_strict_ld_cache {
  unsigned char *data;
  size_t size;
  size_t table;   /* offset of the new-format header: strings count from it */
  unsigned count; /* entries */
};

/* Reads the ld.so cache (or the file CUDNN_STRICT_LD_SO_CACHE names);
   an unreadable one is an empty cache.  Free with
   cudnn_strict_ld_cache_free. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_ld_cache_load(struct cudnn_strict_ld_cache *c);
/* Reads the ld.so cache at `file` (a root file system's own, read from
   outside it); a missing or unreadable one is an empty cache. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_ld_cache_read(struct cudnn_strict_ld_cache *c, const char *file);
CUDNN_STRICT_INTERNAL void
cudnn_strict_ld_cache_free(struct cudnn_strict_ld_cache *c);

/* The file of the next entry for `name` from entry `*at` on (start at 0),
   in the loader's order; moves `*at` past it.  NULL when there is none. */
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_ld_cache_find(const struct cudnn_strict_ld_cache *c,
                           const char *name, unsigned *at);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_LD_CACHE_H */
