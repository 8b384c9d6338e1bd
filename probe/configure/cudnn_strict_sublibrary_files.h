/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * What the names of a release's files say, read without loading them:
 * cuDNN's release tarballs name every file x.y.z (libcudnn.so.9.19.0,
 * with libcudnn.so.9 a link to it), so a partial upgrade that left one
 * sub-library on another release's file shows in its name.  The
 * checks program can miss it (a cross build without an emulator runs
 * none, and cuDNN 9 has no version check for engines or heuristic), so
 * the CMake module asks the reader for the files it found beside
 * libcudnn:
 *
 *   cudnn-strict-probe --sublibrary-files LIBRARY [FILE...]
 *
 * Report keys:
 *   sublibrary_files.status   OK, or MIXED: a file's x.y.z name differs
 *                             from libcudnn's (a name without one, as in
 *                             the wheels and Debian's packages, tells
 *                             nothing)
 *   sublibrary_files.library_release  libcudnn's x.y.z, or ""
 *   sublibrary_files.count    the files judged
 *   sublibrary_file.<i>.file, .real, .release
 *                             each file as given, the file it resolves
 *                             to, and the x.y.z of that file's name ("")
 *   sublibrary_files.message  for MIXED, the sentence (the first file of
 *                             another release), with the fix
 */
#ifndef CUDNN_STRICT_SUBLIBRARY_FILES_H
#define CUDNN_STRICT_SUBLIBRARY_FILES_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict_writer.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Writes the keys above for libcudnn `library` and the `count`
   sub-library files `files` found beside it.  Returns 1 when no file's
   name says another release than libcudnn's, 0 otherwise. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_write_sublibrary_files(struct cudnn_strict_writer *w,
                                    const char *library, int count,
                                    char *const *files);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_SUBLIBRARY_FILES_H */
