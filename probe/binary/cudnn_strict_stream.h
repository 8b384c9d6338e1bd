/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * A layer of a container image as a stream of bytes: a region of a file
 * (a blob, or a member of an image archive), read through its
 * decompressor.  gzip is inflated by zlib's libz.so.1 and zstd by
 * libzstd.so.1, both loaded when a layer first needs them (the tool keeps
 * no link-time dependency: it must start on a machine that lacks them,
 * and only an image with such a layer needs them).  Memory is bounded:
 * one input and one output buffer per stream.
 *
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_STREAM_H
#define CUDNN_STRICT_STREAM_H

#include "cudnn_strict_internal.h"

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_STREAM_BUFFER (1 << 16)

/* How a layer is compressed: XX(NAME, words). */
#define CUDNN_STRICT_COMPRESSION_MAP(XX)                                       \
  XX(NONE, "uncompressed")                                                     \
  XX(GZIP, "gzip")                                                             \
  XX(ZSTD, "zstd")

#define CUDNN_STRICT_COMPRESSION_ENUMERATOR(name, words)                       \
  CUDNN_STRICT_COMPRESSION_##name,
enum cudnn_strict_compression {
  CUDNN_STRICT_COMPRESSION_MAP(CUDNN_STRICT_COMPRESSION_ENUMERATOR)
      CUDNN_STRICT_COMPRESSION_COUNT
};
#undef CUDNN_STRICT_COMPRESSION_ENUMERATOR

struct cudnn_strict_stream {
  FILE *file;
  unsigned long long start, size, used; /* the region, and how much read */
  enum cudnn_strict_compression compression;
  void *decoder; /* zlib's z_stream or zstd's ZSTD_DStream */
  int ended;     /* the compressed data ended */
  unsigned char in[CUDNN_STRICT_STREAM_BUFFER];
  size_t in_at, in_size;
  unsigned char out[CUDNN_STRICT_STREAM_BUFFER];
  size_t out_at, out_size;
  unsigned long long produced; /* bytes handed out */
  char error[256];             /* why a read failed */
};

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_compression_words(enum cudnn_strict_compression compression);

/* What the region's first bytes say it is (gzip 1f 8b, zstd 28 b5 2f
   fd), whatever its media type claims. */
CUDNN_STRICT_INTERNAL enum cudnn_strict_compression
cudnn_strict_stream_sniff(FILE *file, unsigned long long start,
                          unsigned long long size);

/* Opens the region [start, start + size) of `file` (which stays the
   caller's) for reading through its decompressor.  0 with the reason in
   s->error (libz.so.1 or libzstd.so.1 not loadable). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_stream_open(struct cudnn_strict_stream *s, FILE *file,
                         unsigned long long start, unsigned long long size,
                         enum cudnn_strict_compression compression);

/* Reads exactly `size` bytes (NULL `out`: skips them); 0 at the end of
   the data or on an error (s->error says which, "" at a clean end). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_stream_read(struct cudnn_strict_stream *s, void *out, size_t size);
CUDNN_STRICT_INTERNAL int
cudnn_strict_stream_skip(struct cudnn_strict_stream *s,
                         unsigned long long size);

CUDNN_STRICT_INTERNAL void
cudnn_strict_stream_close(struct cudnn_strict_stream *s);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_STREAM_H */
