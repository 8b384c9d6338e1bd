/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_sublibrary_files.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_sublibrary_files.h"

#include "cudnn_strict_loader.h" /* CUDNN_STRICT_PATH_SIZE, realpath */
#include "cudnn_strict_message.h"
#include "cudnn_strict_words.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The longest x.y.z a file name can end in, with its terminator. */
#define CUDNN_STRICT_NAME_RELEASE_SIZE 32

/* Copies into `out` the x.y.z that ends the file name of `path`
   (".so.9.1.0" gives "9.1.0"), or "" when it ends otherwise: only the
   full three numbers name a release, since ".so.9" is the link every
   release of 9 shares. */
static void cudnn_strict_name_release(const char *path, char *out,
                                      size_t size) {
  const char *name = cudnn_strict_after_slash(path), *at, *c;
  const char *release = NULL;
  int numbers = 1, digits = 0;
  out[0] = '\0';
  for (at = strstr(name, ".so."); at != NULL; at = strstr(at + 1, ".so."))
    release = at + 4;
  if (release == NULL || *release == '\0')
    return;
  for (c = release; *c != '\0'; ++c) {
    if (*c >= '0' && *c <= '9') {
      digits++;
    } else if (*c == '.' && digits > 0) {
      numbers++;
      digits = 0;
    } else {
      return;
    }
  }
  if (numbers == 3 && digits > 0 && (size_t)(c - release) < size)
    cudnn_strict_copy_text(out, size, release);
}

/* The file `path` resolves to, through every link, or `path` itself when
   it cannot be resolved (the module has checked each file before). */
static void cudnn_strict_resolved(const char *path, char *out, size_t size) {
  char resolved[CUDNN_STRICT_PATH_SIZE];
  if (realpath(path, resolved) != NULL)
    cudnn_strict_copy_text(out, size, resolved);
  else
    cudnn_strict_copy_text(out, size, path);
}

/* Writes sublibrary_files.message: SUBLIBRARY_OTHER_RELEASE of the core's
   words, for `file` (resolving to `real_file`, of `release`) beside
   libcudnn `real` (of `library_release`). */
static void cudnn_strict_other_release_words(
    struct cudnn_strict_writer *w, const char *file, const char *real_file,
    const char *release, const char *real, const char *library_release) {
  /* Four paths and two releases, each with its name. */
  char assigned[5][CUDNN_STRICT_PATH_SIZE + 32];
  char buffer[4 * CUDNN_STRICT_PATH_SIZE + 1024];
  char *assignments[5];
  struct cudnn_strict_text text;
  const char *missing = NULL;
  int i;
  snprintf(assigned[0], sizeof(assigned[0]), "file=%s", file);
  snprintf(assigned[1], sizeof(assigned[1]), "real_file=%s", real_file);
  snprintf(assigned[2], sizeof(assigned[2]), "release=%s", release);
  snprintf(assigned[3], sizeof(assigned[3]), "real=%s", real);
  snprintf(assigned[4], sizeof(assigned[4]), "library_release=%s",
           library_release);
  for (i = 0; i < 5; ++i)
    assignments[i] = assigned[i];
  cudnn_strict_text_init(&text, buffer, sizeof(buffer));
  cudnn_strict_words_format(&text, CUDNN_STRICT_WORDS_SUBLIBRARY_OTHER_RELEASE,
                            5, assignments, &missing);
  cudnn_strict_write_text(w, "sublibrary_files.message", buffer);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_write_sublibrary_files(struct cudnn_strict_writer *w,
                                    const char *library, int count,
                                    char *const *files) {
  char real[CUDNN_STRICT_PATH_SIZE], real_file[CUDNN_STRICT_PATH_SIZE];
  char library_release[CUDNN_STRICT_NAME_RELEASE_SIZE];
  char release[CUDNN_STRICT_NAME_RELEASE_SIZE], key[64];
  int i, mixed = 0;
  cudnn_strict_resolved(library, real, sizeof(real));
  cudnn_strict_name_release(real, library_release, sizeof(library_release));
  cudnn_strict_write_text(w, "sublibrary_files.library_release",
                          library_release);
  cudnn_strict_write_long(w, "sublibrary_files.count", count);
  for (i = 0; i < count; ++i) {
    cudnn_strict_resolved(files[i], real_file, sizeof(real_file));
    cudnn_strict_name_release(real_file, release, sizeof(release));
    snprintf(key, sizeof(key), "sublibrary_file.%d.file", i);
    cudnn_strict_write_text(w, key, files[i]);
    snprintf(key, sizeof(key), "sublibrary_file.%d.real", i);
    cudnn_strict_write_text(w, key, real_file);
    snprintf(key, sizeof(key), "sublibrary_file.%d.release", i);
    cudnn_strict_write_text(w, key, release);
    /* The first of another release is named: one is enough to refuse,
       and the fix (one release throughout) covers the others. */
    if (!mixed && library_release[0] != '\0' && release[0] != '\0' &&
        strcmp(release, library_release) != 0) {
      mixed = 1;
      cudnn_strict_other_release_words(w, files[i], real_file, release, real,
                                       library_release);
    }
  }
  cudnn_strict_write_text(w, "sublibrary_files.status", mixed ? "MIXED" : "OK");
  return !mixed;
}
