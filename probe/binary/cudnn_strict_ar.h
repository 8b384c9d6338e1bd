/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Just enough of a reader of `ar` archives, the static libraries of Linux
 * (cuDNN's libcudnn_<name>_static.a), for what the configure reads from
 * them without linking them: the members, in order, and bytes in their
 * data.  The System V (GNU) format: the symbol table ("/", "/SYM64/") and
 * the long-name table ("//") are skipped, a long name ("/<offset>") is read
 * from that table, a BSD name ("#1/<length>") from the member's data.  A
 * thin archive, which holds the paths of its members and not their data,
 * is named and refused.  It reads the file with pread and never maps it:
 * an engines archive is up to a gigabyte.
 *
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_AR_H
#define CUDNN_STRICT_AR_H

#include "cudnn_strict_internal.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_AR_NAME_SIZE 256
/* A long-name table larger than this is not ours to read. */
#define CUDNN_STRICT_AR_NAMES_LIMIT (16L << 20)

/* What a file is to the reader: XX(KIND, the reason a file that is not OK
   gives, after "it"). */
#define CUDNN_STRICT_AR_KIND_MAP(XX)                                           \
  XX(OK, "")                                                                   \
  XX(UNREADABLE, "cannot be opened as a regular file")                         \
  XX(NOT_ARCHIVE, "is not an ar archive (a static library)")                   \
  XX(THIN, "is a thin archive, which holds the paths of its members, not "     \
           "their contents")                                                   \
  XX(MALFORMED, "is an ar archive whose member headers are malformed")         \
  XX(EMPTY, "is an ar archive that holds no members")

#define CUDNN_STRICT_AR_ENUMERATOR(name, reason) CUDNN_STRICT_AR_##name,
enum cudnn_strict_ar_kind {
  CUDNN_STRICT_AR_KIND_MAP(CUDNN_STRICT_AR_ENUMERATOR) CUDNN_STRICT_AR_COUNT
};
#undef CUDNN_STRICT_AR_ENUMERATOR

/* The reason of `kind`, words that follow "it". */
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_ar_reason(enum cudnn_strict_ar_kind kind);

struct cudnn_strict_ar {
  int fd;
  unsigned long long size;
  unsigned long long next; /* the offset of the next member's header */
  char *names;             /* the long-name table, when read */
  size_t names_size;
};

struct cudnn_strict_ar_member {
  char name[CUDNN_STRICT_AR_NAME_SIZE];
  unsigned long long offset, size; /* of its data in the archive */
};

/* Opens `path` and reads its magic.  On anything but CUDNN_STRICT_AR_OK
   the file is closed again. */
CUDNN_STRICT_INTERNAL enum cudnn_strict_ar_kind
cudnn_strict_ar_open(const char *path, struct cudnn_strict_ar *a);

CUDNN_STRICT_INTERNAL void cudnn_strict_ar_close(struct cudnn_strict_ar *a);

/* The next member that is not one of the archive's own tables: 1, 0 at
   the end, -1 when a header is malformed or runs past the file. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_ar_next(struct cudnn_strict_ar *a,
                     struct cudnn_strict_ar_member *m);

/* Finds the `length` bytes of `bytes` in the members' data, member by
   member, from the start: 1 with the member's name in `member` and, when
   `after` is not NULL, the bytes that follow them in that member copied
   there, NUL-terminated, up to `after_size` - 1; 0 when no member holds
   them; -1 when the archive is malformed.  Read in pieces, so that an
   archive of a gigabyte is never in memory at once. */
CUDNN_STRICT_INTERNAL int cudnn_strict_ar_find(struct cudnn_strict_ar *a,
                                               const char *bytes, size_t length,
                                               char *after, size_t after_size,
                                               char *member,
                                               size_t member_size);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_AR_H */
