/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * A root file system read from outside (an unpacked container image):
 * paths as a process inside would name them, resolved to the files that
 * hold them here, without ever reading a file of this machine instead.
 *
 * Every component is looked up inside the root, and a symbolic link is
 * followed there: an absolute target counts from the root, a relative one
 * from the link's directory.  A path or a link that climbs above the root
 * ("..", or a relative target with more ".." than directories) is refused,
 * never clamped to the root as chroot() would: an image whose links point
 * outside itself was made for another layout, or made to mislead, and its
 * verdict must not rest on a guess.  Links are followed 40 deep at most,
 * as the kernel follows them.
 *
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_ROOTFS_H
#define CUDNN_STRICT_ROOTFS_H

#include "cudnn_strict_internal.h"

#include <stddef.h>

/* POSIX only: an image's root is read where its processes would run. */
#if !defined(_WIN32)

/* Whether the program reads a root from outside (--root, --image): the
   configure's program never does, and leaves the lookup out, where its
   compile, once per machine, would spend a hundredth on it. */
#if defined(CUDNN_STRICT_CONFIGURE_PROGRAM) && CUDNN_STRICT_CONFIGURE_PROGRAM
#define CUDNN_STRICT_ROOTFS_READ 0
#else
#define CUDNN_STRICT_ROOTFS_READ 1
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* What a lookup inside a root came to: XX(NAME, words after "<path>"). */
#define CUDNN_STRICT_ROOTFS_MAP(XX)                                            \
  XX(FOUND, "exists")                                                          \
  XX(MISSING, "does not exist in the root")                                    \
  XX(LEAVES_ROOT, "leaves the root (a \"..\" or a symbolic link climbs "       \
                  "above it): refused")                                        \
  XX(LINK_LOOP, "goes through more than 40 symbolic links: refused")           \
  XX(TOO_LONG, "is too long to be looked up")

#define CUDNN_STRICT_ROOTFS_ENUMERATOR(name, words) CUDNN_STRICT_ROOTFS_##name,
enum cudnn_strict_rootfs_lookup {
  CUDNN_STRICT_ROOTFS_MAP(CUDNN_STRICT_ROOTFS_ENUMERATOR)
      CUDNN_STRICT_ROOTFS_COUNT
};
#undef CUDNN_STRICT_ROOTFS_ENUMERATOR

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_rootfs_words(enum cudnn_strict_rootfs_lookup lookup);

/* Resolves the absolute `path` inside `root` (a directory of this
   machine, itself already resolved): writes the path without links as the
   process inside sees it into `inside` and the file that holds it here
   into `host` (either may be NULL).  On MISSING both name the path as far
   as it could be resolved, the rest appended. */
CUDNN_STRICT_INTERNAL enum cudnn_strict_rootfs_lookup
cudnn_strict_rootfs_resolve(const char *root, const char *path, char *inside,
                            size_t inside_size, char *host, size_t host_size);

/* The file of this machine that holds `path` inside `root`, in `host`, or
   NULL when it cannot be had (missing, refused).  A NULL or empty `root`
   is this machine's own root: `path` itself (always, without
   CUDNN_STRICT_ROOTFS_READ). */
CUDNN_STRICT_INTERNAL const char *cudnn_strict_rootfs_host(const char *root,
                                                           const char *path,
                                                           char *host,
                                                           size_t size);

#ifdef __cplusplus
}
#endif
#endif /* !_WIN32 */

#endif /* CUDNN_STRICT_ROOTFS_H */
