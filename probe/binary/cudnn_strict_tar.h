/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The reader of tar archives (a container image's layers, and the image
 * archives that hold them): ustar headers, pax extended headers (path,
 * linkpath, size) and GNU long names (L, K), over a stream
 * (cudnn_strict_stream.h).  Entries come in order; what an entry holds is
 * read or skipped before the next.  A header whose checksum is wrong, a
 * size that is not a number or an archive that ends in the middle of an
 * entry is an error with its reason, never a guess.
 *
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_TAR_H
#define CUDNN_STRICT_TAR_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict_stream.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_TAR_NAME_SIZE 4096
/* A pax or GNU long-name record longer than this is refused. */
#define CUDNN_STRICT_TAR_RECORD_LIMIT (64 * 1024)

struct cudnn_strict_tar_entry {
  char path[CUDNN_STRICT_TAR_NAME_SIZE]; /* as the archive names it */
  char link[CUDNN_STRICT_TAR_NAME_SIZE]; /* a link's target */
  char type; /* '0' file, '1' hard link, '2' symbolic link, '5' directory */
  unsigned mode;
  unsigned long long size;        /* of what it holds */
  unsigned long long data_offset; /* where that starts in the stream */
};

struct cudnn_strict_tar {
  struct cudnn_strict_stream *stream;
  unsigned long long remaining; /* of the current entry's data */
  unsigned long long padding;   /* after it, to the next 512 */
};

CUDNN_STRICT_INTERNAL void
cudnn_strict_tar_begin(struct cudnn_strict_tar *t,
                       struct cudnn_strict_stream *s);

/* The next entry: 1, or 0 at the archive's end, or -1 with the reason in
   `why`.  Whatever the previous entry held and was not read is skipped. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_tar_next(struct cudnn_strict_tar *t,
                      struct cudnn_strict_tar_entry *e, char *why,
                      size_t why_size);

/* Reads up to `size` bytes of the current entry's data; how many. */
CUDNN_STRICT_INTERNAL size_t cudnn_strict_tar_read(struct cudnn_strict_tar *t,
                                                   void *out, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_TAR_H */
