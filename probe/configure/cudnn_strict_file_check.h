/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Whether a file the CMake module found can be used at all, read from the
 * file system and loading nothing: the one owner of the checks on the
 * version header, libcudnn and the sub-libraries.  A file is usable when
 * its path holds no character CMake cannot carry (';', '\', "$("), every
 * link of its chain leads somewhere (no dangling link, no loop), and it is
 * a readable, non-empty regular file; for a library, built for the target
 * processor (and under Windows' naming a DLL) when one is given.  Each
 * problem is worded with the core's sentence (core/cudnn_strict_words.h),
 * naming the file, or the chain of links "a -> b -> c".
 *
 * The search for libcudnn asks, for the first entry of its names in a
 * directory (the names are the search's, which find_library looks for),
 * or for the file a user named:
 *
 *   cudnn-strict-probe --library-file FILE [--label L] [--major M]
 *     [--naming posix|windows] [--processor P] [--elsewhere DIR...]
 *
 * Report keys:
 *   library_check.status   OK (a usable file) or BROKEN
 *   library_check.file     the file (OK), else ""
 *   library_check.message  for BROKEN, the sentence with its fix, which
 *                          names the unusable entry
 *   sublibrary_scan.*      for OK, its sub-libraries
 *                          (cudnn_strict_sublibrary_scan.h)
 */
#ifndef CUDNN_STRICT_FILE_CHECK_H
#define CUDNN_STRICT_FILE_CHECK_H

#include "cudnn_strict_internal.h"
#include "cudnn_strict_naming.h"

#include "cudnn_strict_loader.h" /* CUDNN_STRICT_PATH_SIZE */

#include "cudnn_strict_writer.h"

#include <stddef.h>

/* A sentence of this file's words: a chain of links "a -> b -> c" of
   up to four paths, with the words around it. */
#define CUDNN_STRICT_FILE_SENTENCE_SIZE (4 * CUDNN_STRICT_PATH_SIZE + 1024)

#ifdef __cplusplus
extern "C" {
#endif

/* Sets `*naming` to the naming of `word` (posix, windows).  Returns 0 for
   a word the table lacks. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_naming_of(const char *word, enum cudnn_strict_naming *naming);

/* Writes into `out` the words for `path` when it cannot be used as the
   file `what` ("cuDNN header"), or "" when it can. */
CUDNN_STRICT_INTERNAL void cudnn_strict_file_problem(const char *path,
                                                     const char *what,
                                                     char *out, size_t size);

/* The first usable file of the sub-library `stem` (cudnn_cnn) in `dir`,
   in the order the sub-library scan looks (the major's name, the development
   link, then any other major, newest first), into `file`; or, when the first
   entry present there is unusable (processor: as for
   cudnn_strict_write_library_check), its words into `error`.  Both ""
   when the directory holds none. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_library_in(const char *dir, const char *stem, int major,
                        enum cudnn_strict_naming naming, const char *processor,
                        char *file, size_t file_size, char *error,
                        size_t error_size);

/* Writes the keys above for the libcudnn file `path` named by `label`
   (NULL or "": an entry the search found) named as `naming`, checking its
   processor against `processor` (as file.machine spells it; NULL: no
   check, as where a probe loads the file and says why).  Returns 1 for
   OK. */
CUDNN_STRICT_INTERNAL int cudnn_strict_write_library_check(
    struct cudnn_strict_writer *w, const char *path, const char *label,
    enum cudnn_strict_naming naming, const char *processor);
#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_FILE_CHECK_H */
