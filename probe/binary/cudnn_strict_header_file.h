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
