/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * A container image read from its files: an OCI image layout directory
 * (oci-layout, index.json, blobs/), an OCI archive (the same in a tar
 * file) or a `docker save` archive (manifest.json, the config, one tar per
 * layer).  Its layers are applied in order into a directory of the
 * caller's (cudnn_strict_oci_unpack), as a container runtime applies
 * them: whiteouts (.wh.NAME) delete what lower layers put there, an
 * opaque directory (.wh..wh..opq) hides all of it.  Only the files the
 * judgement reads get their contents (Python distributions' METADATA, the
 * files frameworks record cuDNN in, ELF files that may need cuDNN,
 * cuDNN's own libraries); every other file is created empty at its size,
 * as a sparse file, so the tree keeps its shape without its bytes.
 *
 * Hostile layers are refused with a reason, never followed: an entry
 * whose path climbs out of the root ("..", or through a symbolic link
 * that leads out), a hard link to a file outside it, an entry larger than
 * CUDNN_STRICT_OCI_ENTRY_LIMIT, more than CUDNN_STRICT_OCI_ENTRY_COUNT
 * entries, a layer that ends in the middle of an entry.
 *
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_OCI_H
#define CUDNN_STRICT_OCI_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict_loader.h"

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_OCI_MAX_LAYERS 256
#define CUDNN_STRICT_OCI_CREATED_BY_SIZE 512
/* The largest file a layer may hold, and the most entries an image may
   have: beyond either, the image is refused as hostile. */
#define CUDNN_STRICT_OCI_ENTRY_LIMIT (64ULL << 30)
#define CUDNN_STRICT_OCI_ENTRY_COUNT 4000000
/* The largest JSON document (index, manifest, config) read. */
#define CUDNN_STRICT_OCI_JSON_LIMIT (8 << 20)

struct cudnn_strict_oci_layer {
  char name[CUDNN_STRICT_PATH_SIZE]; /* its digest, or its archive path */
  unsigned long long offset, size;   /* in the archive (0, size: a blob) */
  char created_by[CUDNN_STRICT_OCI_CREATED_BY_SIZE]; /* its history line */
};

/* Where one of cuDNN's files came from: the layer that brought it, or
   deleted it. */
struct cudnn_strict_oci_origin {
  char *path;
  int layer;
  int deleted;
};

struct cudnn_strict_oci_image {
  char path[CUDNN_STRICT_PATH_SIZE];
  const char *kind; /* "OCI layout", "OCI archive", "docker archive" */
  FILE *archive;    /* NULL for a layout directory */
  int layer_count;
  struct cudnn_strict_oci_layer layers[CUDNN_STRICT_OCI_MAX_LAYERS];
  /* The config's Env entries that decide what loads. */
  char ld_library_path[CUDNN_STRICT_PATH_SIZE];
  int has_ld_library_path;
  char path_list[CUDNN_STRICT_PATH_SIZE]; /* PATH: which python runs */
  int has_path_list;
  char virtual_env[CUDNN_STRICT_PATH_SIZE];
  int has_virtual_env;
  /* The layer cudnn_strict_oci_unpack refused (1-based), 0 for none: a
     report names it apart from the reason. */
  int refused_layer;
  int origin_count, origin_capacity;
  struct cudnn_strict_oci_origin *origins;
};

/* Reads the image at `path`: its layers in order and its config.  0 with
   the reason in `why` (the words after the image's path). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_oci_open(const char *path, struct cudnn_strict_oci_image *img,
                      char *why, size_t why_size);

/* Applies the layers into the empty directory `root`.  0 with the
   reason in `why` (naming the layer). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_oci_unpack(struct cudnn_strict_oci_image *img, const char *root,
                        char *why, size_t why_size);

/* Which layer brought, or deleted, the file `inside` of the image, in
   words ("layer 3 of 4, RUN pip install ..."); "" when none is known. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_oci_origin_words(const struct cudnn_strict_oci_image *img,
                              const char *inside, char *out, size_t size);

/* Layer `layer` (1-based) in words: "layer 2 of 3 (<digest>, RUN ...)". */
CUDNN_STRICT_INTERNAL void
cudnn_strict_oci_layer_words(const struct cudnn_strict_oci_image *img,
                             int layer, char *out, size_t size);

CUDNN_STRICT_INTERNAL void
cudnn_strict_oci_close(struct cudnn_strict_oci_image *img);

/* Removes the file or directory tree `host` of this machine (the
   directory the layers were applied into), never following a link. */
CUDNN_STRICT_INTERNAL void cudnn_strict_oci_remove(const char *host);

/* SIGINT, SIGTERM and SIGHUP, from now on, stop the run at its next step
   instead of killing it, so that the directory the layers go into is
   removed before it ends: the handler only records the signal (removing
   a tree is not async-signal-safe), the unpacking checks it between
   entries and between the blocks of a file and stops with "interrupted",
   and cudnn_strict_oci_stop_now() removes `host`'s tree and dies of the
   signal, as the run would have without the handler. */
CUDNN_STRICT_INTERNAL void cudnn_strict_oci_catch_signals(void);
/* The signal that arrived (0: none). */
CUDNN_STRICT_INTERNAL int cudnn_strict_oci_signal(void);
/* When a signal arrived: removes `host` (NULL: nothing) and dies of it. */
CUDNN_STRICT_INTERNAL void cudnn_strict_oci_stop_now(const char *host);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_OCI_H */
