/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The version a cuDNN version header (cudnn_version.h, Debian's
 * cudnn_version_v9.h, cudnn.h before cuDNN 8) states, read as text with the
 * preprocessor's rules, so that cudnn-strict-probe needs no compiler and no
 * header at build time: comments and line continuations removed, object-like
 * #define and #undef, #if/#ifdef/#ifndef/#elif/#else/#endif with integer
 * constant expressions (defined, the arithmetic, bitwise, logical,
 * comparison and conditional operators, macros expanded, an unknown name
 * being 0), #include "file" beside the header, and #error in a live block.
 * CUDNN_MAJOR, CUDNN_MINOR and CUDNN_PATCHLEVEL are then evaluated as
 * expressions, as code that uses them would.
 *
 * The file is checked before it is read: a regular file of at most
 * CUDNN_STRICT_HEADER_FILE_MAX bytes.  C99 and valid C++.
 *
 * This is the one reader of the header: a configure asks it
 * (cudnn_strict_header_file_text) for what a build could make of the text
 * as well: the version macros it never defines, a version macro defined in
 * more than one way that some build reaches (a redefinition, or
 * alternatives under a condition on a macro the header does not define
 * itself, __cplusplus or one of the user's, which the build's flags
 * decide), a macro redefined with another value (compilers warn and take
 * the last), and the definitions no build reads (in comments, under
 * #if 0).
 */
#ifndef CUDNN_STRICT_HEADER_FILE_H
#define CUDNN_STRICT_HEADER_FILE_H

#include "cudnn_strict_internal.h"

#include <stddef.h>

#include "cudnn_strict_version.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Far more than any cuDNN header (cudnn_version.h is 3 KB, cudnn.h of
   cuDNN 7 under 100 KB). */
#define CUDNN_STRICT_HEADER_FILE_MAX (4L << 20)

#define CUDNN_STRICT_HEADER_IGNORED_MAX 16

/* What the text of a version header says, beyond its version. */
struct cudnn_strict_header_text {
  /* CUDNN_MAJOR, CUDNN_MINOR, CUDNN_PATCHLEVEL, CUDNN_VERSION as a build
     without flags computes them, where `defined`. */
  long long values[4];
  int defined[4];
  int in_range;         /* each defined value fits a version number */
  char missing[64];     /* of the first three, those never defined */
  char ambiguous[1024]; /* "CUDNN_MINOR as '1' and as '19'", or "" */
  char redefined[256];  /* names defined again another way, or "" */
  int ignored_count;
  char ignored[CUDNN_STRICT_HEADER_IGNORED_MAX][256]; /* "'line' (why)" */
  int ignored_macro[CUDNN_STRICT_HEADER_IGNORED_MAX]; /* their order */
};

/* Reads `path`; returns 1 with what its text says in `out`, or 0 with a
   sentence that names the file and what is wrong in `error` (not a
   regular or a text file, an #error reached, a broken conditional, a
   version macro that is no integer constant expression). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_header_file_text(const char *path,
                              struct cudnn_strict_header_text *out, char *error,
                              size_t error_size);

/* Reads the object-like macro `name` of `path` (cuda_runtime_api.h's
   CUDART_VERSION) without following its includes; returns 1 with its
   value, or 0 with a sentence in `error`. */
CUDNN_STRICT_INTERNAL int cudnn_strict_header_file_macro(const char *path,
                                                         const char *name,
                                                         long long *value,
                                                         char *error,
                                                         size_t error_size);

/* Reads `path`; returns 1 with the version in `out`, or 0 with a sentence
   that names the file and what is wrong in `error`. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_header_file_version(const char *path,
                                 struct cudnn_strict_version *out, char *error,
                                 size_t error_size);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_HEADER_FILE_H */
