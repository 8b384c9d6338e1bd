/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * A layer as a stream of bytes: see cudnn_strict_stream.h.
 */
#if !defined(_WIN32)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_stream.h"

#include "cudnn_strict_loader.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#define CUDNN_STRICT_COMPRESSION_WORDS(name, words) words,
static const char *const cudnn_strict_compression_texts[] = {
    CUDNN_STRICT_COMPRESSION_MAP(CUDNN_STRICT_COMPRESSION_WORDS)};
#undef CUDNN_STRICT_COMPRESSION_WORDS

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_compression_words(enum cudnn_strict_compression compression) {
  return (int)compression >= 0 && compression < CUDNN_STRICT_COMPRESSION_COUNT
             ? cudnn_strict_compression_texts[compression]
             : "";
}

/* zlib's z_stream, as its ABI has laid it out since 1.0 (zlib.h is not
   needed to build the tool, nor libz to start it). */
struct cudnn_strict_z_stream {
  const unsigned char *next_in;
  unsigned avail_in;
  unsigned long total_in;
  unsigned char *next_out;
  unsigned avail_out;
  unsigned long total_out;
  const char *msg;
  void *state;
  void *zalloc, *zfree, *opaque;
  int data_type;
  unsigned long adler, reserved;
};
typedef int (*cudnn_strict_inflate_init_fn)(struct cudnn_strict_z_stream *, int,
                                            const char *, int);
typedef int (*cudnn_strict_inflate_fn)(struct cudnn_strict_z_stream *, int);
typedef int (*cudnn_strict_inflate_end_fn)(struct cudnn_strict_z_stream *);

/* zstd's buffers (zstd.h), stable since 1.0. */
struct cudnn_strict_zstd_in {
  const void *src;
  size_t size, pos;
};
struct cudnn_strict_zstd_out {
  void *dst;
  size_t size, pos;
};
typedef void *(*cudnn_strict_zstd_create_fn)(void);
typedef size_t (*cudnn_strict_zstd_free_fn)(void *);
typedef size_t (*cudnn_strict_zstd_stream_fn)(void *,
                                              struct cudnn_strict_zstd_out *,
                                              struct cudnn_strict_zstd_in *);
typedef unsigned (*cudnn_strict_zstd_is_error_fn)(size_t);
typedef const char *(*cudnn_strict_zstd_error_name_fn)(size_t);

/* The decompressors' entry points, loaded once for the process. */
static struct {
  int tried_z, tried_zstd;
  struct cudnn_strict_library z, zstd;
  cudnn_strict_inflate_init_fn inflate_init;
  cudnn_strict_inflate_fn inflate;
  cudnn_strict_inflate_end_fn inflate_end, inflate_reset;
  cudnn_strict_zstd_create_fn zstd_create;
  cudnn_strict_zstd_free_fn zstd_free;
  cudnn_strict_zstd_stream_fn zstd_stream;
  cudnn_strict_zstd_is_error_fn zstd_is_error;
  cudnn_strict_zstd_error_name_fn zstd_error_name;
} cudnn_strict_codecs;

/* ISO C has no cast from object to function pointer; POSIX guarantees the
   representations agree. */
#define CUDNN_STRICT_STREAM_SYMBOL(lib, name, out)                             \
  do {                                                                         \
    void *symbol_ = cudnn_strict_library_symbol(&(lib), (name));               \
    memcpy(&(out), &symbol_, sizeof(out));                                     \
  } while (0)

static int cudnn_strict_stream_load_z(char *error, size_t size) {
  char why[512];
  if (!cudnn_strict_codecs.tried_z) {
    cudnn_strict_codecs.tried_z = 1;
    if (cudnn_strict_library_open("libz.so.1", &cudnn_strict_codecs.z, why,
                                  sizeof(why))) {
      CUDNN_STRICT_STREAM_SYMBOL(cudnn_strict_codecs.z, "inflateInit2_",
                                 cudnn_strict_codecs.inflate_init);
      CUDNN_STRICT_STREAM_SYMBOL(cudnn_strict_codecs.z, "inflate",
                                 cudnn_strict_codecs.inflate);
      CUDNN_STRICT_STREAM_SYMBOL(cudnn_strict_codecs.z, "inflateEnd",
                                 cudnn_strict_codecs.inflate_end);
      CUDNN_STRICT_STREAM_SYMBOL(cudnn_strict_codecs.z, "inflateReset",
                                 cudnn_strict_codecs.inflate_reset);
    }
  }
  if (cudnn_strict_codecs.inflate_init == NULL ||
      cudnn_strict_codecs.inflate == NULL ||
      cudnn_strict_codecs.inflate_end == NULL ||
      cudnn_strict_codecs.inflate_reset == NULL) {
    snprintf(error, size,
             "zlib's libz.so.1 cannot be loaded, and the layer is gzip "
             "(install zlib: Debian's zlib1g)");
    return 0;
  }
  return 1;
}

static int cudnn_strict_stream_load_zstd(char *error, size_t size) {
  char why[512];
  if (!cudnn_strict_codecs.tried_zstd) {
    cudnn_strict_codecs.tried_zstd = 1;
    if (cudnn_strict_library_open("libzstd.so.1", &cudnn_strict_codecs.zstd,
                                  why, sizeof(why))) {
      CUDNN_STRICT_STREAM_SYMBOL(cudnn_strict_codecs.zstd, "ZSTD_createDStream",
                                 cudnn_strict_codecs.zstd_create);
      CUDNN_STRICT_STREAM_SYMBOL(cudnn_strict_codecs.zstd, "ZSTD_freeDStream",
                                 cudnn_strict_codecs.zstd_free);
      CUDNN_STRICT_STREAM_SYMBOL(cudnn_strict_codecs.zstd,
                                 "ZSTD_decompressStream",
                                 cudnn_strict_codecs.zstd_stream);
      CUDNN_STRICT_STREAM_SYMBOL(cudnn_strict_codecs.zstd, "ZSTD_isError",
                                 cudnn_strict_codecs.zstd_is_error);
      CUDNN_STRICT_STREAM_SYMBOL(cudnn_strict_codecs.zstd, "ZSTD_getErrorName",
                                 cudnn_strict_codecs.zstd_error_name);
    }
  }
  if (cudnn_strict_codecs.zstd_create == NULL ||
      cudnn_strict_codecs.zstd_free == NULL ||
      cudnn_strict_codecs.zstd_stream == NULL ||
      cudnn_strict_codecs.zstd_is_error == NULL ||
      cudnn_strict_codecs.zstd_error_name == NULL) {
    snprintf(error, size,
             "libzstd.so.1 cannot be loaded, and the layer is zstd "
             "(install zstd's library: Debian's libzstd1)");
    return 0;
  }
  return 1;
}

CUDNN_STRICT_INTERNAL enum cudnn_strict_compression
cudnn_strict_stream_sniff(FILE *file, unsigned long long start,
                          unsigned long long size) {
  unsigned char magic[4];
  if (size < 4 || fseeko(file, (off_t)start, SEEK_SET) != 0 ||
      fread(magic, 1, 4, file) != 4)
    return CUDNN_STRICT_COMPRESSION_NONE;
  if (magic[0] == 0x1f && magic[1] == 0x8b)
    return CUDNN_STRICT_COMPRESSION_GZIP;
  if (magic[0] == 0x28 && magic[1] == 0xb5 && magic[2] == 0x2f &&
      magic[3] == 0xfd)
    return CUDNN_STRICT_COMPRESSION_ZSTD;
  return CUDNN_STRICT_COMPRESSION_NONE;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_stream_open(struct cudnn_strict_stream *s, FILE *file,
                         unsigned long long start, unsigned long long size,
                         enum cudnn_strict_compression compression) {
  memset(s, 0, offsetof(struct cudnn_strict_stream, in));
  s->in_at = s->in_size = s->out_at = s->out_size = 0;
  s->produced = 0;
  s->error[0] = '\0';
  s->file = file;
  s->start = start;
  s->size = size;
  s->compression = compression;
  if (compression == CUDNN_STRICT_COMPRESSION_GZIP) {
    struct cudnn_strict_z_stream *z;
    if (!cudnn_strict_stream_load_z(s->error, sizeof(s->error)))
      return 0;
    z = (struct cudnn_strict_z_stream *)calloc(1, sizeof(*z));
    /* 15 + 32: a window of 32 KiB, and a gzip or zlib header. */
    if (z == NULL || cudnn_strict_codecs.inflate_init(z, 15 + 32, "1.2.11",
                                                      (int)sizeof(*z)) != 0) {
      free(z);
      snprintf(s->error, sizeof(s->error), "zlib could not start inflating");
      return 0;
    }
    s->decoder = z;
  } else if (compression == CUDNN_STRICT_COMPRESSION_ZSTD) {
    if (!cudnn_strict_stream_load_zstd(s->error, sizeof(s->error)))
      return 0;
    s->decoder = cudnn_strict_codecs.zstd_create();
    if (s->decoder == NULL) {
      snprintf(s->error, sizeof(s->error), "zstd could not start");
      return 0;
    }
  }
  return fseeko(file, (off_t)start, SEEK_SET) == 0;
}

/* Refills the input buffer from the region; 0 at its end. */
static int cudnn_strict_stream_fill(struct cudnn_strict_stream *s) {
  size_t want = sizeof(s->in);
  if (s->in_at < s->in_size)
    return 1;
  if (s->used >= s->size)
    return 0;
  if (s->size - s->used < want)
    want = (size_t)(s->size - s->used);
  s->in_size = fread(s->in, 1, want, s->file);
  s->in_at = 0;
  s->used += s->in_size;
  return s->in_size > 0;
}

/* Produces more output; 0 at the end of the data or on an error. */
static int cudnn_strict_stream_more(struct cudnn_strict_stream *s) {
  s->out_at = s->out_size = 0;
  if (s->compression == CUDNN_STRICT_COMPRESSION_NONE) {
    if (!cudnn_strict_stream_fill(s))
      return 0;
    memcpy(s->out, s->in + s->in_at, s->in_size - s->in_at);
    s->out_size = s->in_size - s->in_at;
    s->in_at = s->in_size;
    return 1;
  }
  while (s->out_size == 0) {
    if (!cudnn_strict_stream_fill(s)) {
      /* The region ends but the compressed data does not: cut short. */
      if (!s->ended)
        snprintf(s->error, sizeof(s->error),
                 "its %s data ends early (truncated)",
                 cudnn_strict_compression_words(s->compression));
      return 0;
    }
    if (s->compression == CUDNN_STRICT_COMPRESSION_GZIP) {
      struct cudnn_strict_z_stream *z =
          (struct cudnn_strict_z_stream *)s->decoder;
      int rc;
      z->next_in = s->in + s->in_at;
      z->avail_in = (unsigned)(s->in_size - s->in_at);
      z->next_out = s->out;
      z->avail_out = (unsigned)sizeof(s->out);
      rc = cudnn_strict_codecs.inflate(z, 0);
      s->in_at = s->in_size - z->avail_in;
      s->out_size = sizeof(s->out) - z->avail_out;
      s->ended = rc == 1;
      if (rc == 1) /* Z_STREAM_END: a further gzip member may follow */
        cudnn_strict_codecs.inflate_reset(z);
      else if (rc != 0 && rc != -5) { /* Z_OK, Z_BUF_ERROR */
        snprintf(s->error, sizeof(s->error), "its gzip data is corrupt (%s)",
                 z->msg != NULL ? z->msg : "zlib error");
        return 0;
      }
    } else {
      struct cudnn_strict_zstd_in in;
      struct cudnn_strict_zstd_out out;
      size_t rc;
      in.src = s->in + s->in_at;
      in.size = s->in_size - s->in_at;
      in.pos = 0;
      out.dst = s->out;
      out.size = sizeof(s->out);
      out.pos = 0;
      rc = cudnn_strict_codecs.zstd_stream(s->decoder, &out, &in);
      s->in_at += in.pos;
      s->out_size = out.pos;
      /* 0: a frame is complete and flushed. */
      s->ended = rc == 0;
      if (cudnn_strict_codecs.zstd_is_error(rc)) {
        snprintf(s->error, sizeof(s->error), "its zstd data is corrupt (%s)",
                 cudnn_strict_codecs.zstd_error_name(rc));
        return 0;
      }
    }
  }
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_stream_read(struct cudnn_strict_stream *s, void *out,
                         size_t size) {
  unsigned char *to = (unsigned char *)out;
  while (size > 0) {
    size_t n;
    if (s->out_at >= s->out_size && !cudnn_strict_stream_more(s))
      return 0;
    n = s->out_size - s->out_at;
    if (n > size)
      n = size;
    if (to != NULL) {
      memcpy(to, s->out + s->out_at, n);
      to += n;
    }
    s->out_at += n;
    s->produced += n;
    size -= n;
  }
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_stream_skip(struct cudnn_strict_stream *s,
                         unsigned long long size) {
  /* Uncompressed: a seek, so an image's big files cost nothing to pass. */
  if (s->compression == CUDNN_STRICT_COMPRESSION_NONE) {
    unsigned long long buffered = s->out_size - s->out_at;
    if (size <= buffered) {
      s->out_at += (size_t)size;
      s->produced += size;
      return 1;
    }
    size -= buffered;
    s->produced += buffered;
    s->out_at = s->out_size = 0;
    s->in_at = s->in_size = 0;
    if (s->size - s->used < size)
      return 0;
    s->used += size;
    s->produced += size;
    return fseeko(s->file, (off_t)(s->start + s->used), SEEK_SET) == 0;
  }
  while (size > 0) {
    size_t n = size < (1ULL << 30) ? (size_t)size : (size_t)1 << 30;
    if (!cudnn_strict_stream_read(s, NULL, n))
      return 0;
    size -= n;
  }
  return 1;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_stream_close(struct cudnn_strict_stream *s) {
  if (s->decoder != NULL) {
    if (s->compression == CUDNN_STRICT_COMPRESSION_GZIP) {
      cudnn_strict_codecs.inflate_end(
          (struct cudnn_strict_z_stream *)s->decoder);
      free(s->decoder);
    } else {
      cudnn_strict_codecs.zstd_free(s->decoder);
    }
  }
  s->decoder = NULL;
}

#endif /* !_WIN32 */
