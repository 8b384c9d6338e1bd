/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * What a configure learns from the cuDNN version header it found, read as
 * text by the one reader of headers (binary/cudnn_strict_header_file.h),
 * written as header.* report keys with the sentence the CMake module
 * passes on when the header cannot be built against:
 *
 *   header.file           the header read
 *   header.read           OK, or FAILED (header.message says why)
 *   header.in_range       v, or x when a version macro is negative or has
 *                         more than eight digits
 *   header.pp_major, header.pp_minor, header.pp_patch
 *                         the version, as a build without flags computes it
 *   header.pp_own_code    CUDNN_VERSION (0 when the header has none)
 *   header.pp_encoded_code the version encoded as cuDNN encodes it
 *   header.missing        the version macros it never defines
 *   header.ambiguous      the version macros it defines in more than one
 *                         way that some build reaches
 *   header.redefined      the macros it defines again another way
 *   header.ignored.count, header.ignored.<i>
 *                         the definitions no build reads
 *   header.message        the first problem, as one sentence, or ""
 *
 * The configure's programs (cli/cudnn_strict_reader.c) write them for
 * `--header-facts FILE`; the configure-time checks read the same header
 * with the same reader (--header).
 *
 * `--header-in DIR` first chooses the version header of a directory the
 * module's search found, and then reads it, in one run:
 *
 *   header.dir            the directory
 *   header.found          OK (the keys above follow, for the file chosen),
 *                         NONE (no name below is there), UNUSABLE
 *                         (header.file cannot be used: a dangling link or
 *                         a loop, a directory, an unreadable or empty
 *                         file, a FIFO, or a path CMake cannot carry;
 *                         header.message words it as the library's
 *                         entries are, cudnn_strict_file_check.h) or
 *                         NO_VERSION (names are there, none names
 *                         CUDNN_MAJOR: header.message)
 *
 * The names, best first (CUDNN_STRICT_HEADER_NAME_MAP below):
 * cudnn_version.h, cudnn_version_v<N>.h, cudnn.h, cudnn_v<N>.h, the
 * highest N first.  An unversioned name is an install's own choice (or
 * Debian's alternatives link); among versioned ones the highest major
 * wins.  A name whose text never names CUDNN_MAJOR (cuDNN 8's cudnn.h,
 * which includes cudnn_version.h) is passed over; the first entry that
 * cannot be read stops the choice, so that a broken install is reported
 * instead of skipped.
 */
#ifndef CUDNN_STRICT_HEADER_REPORT_H
#define CUDNN_STRICT_HEADER_REPORT_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict_writer.h"

/* The names of the version header, best first: XX(stem, PLAIN) is
   <stem>.h, XX(stem, MAJOR) is <stem><N>.h for each N from
   CUDNN_STRICT_HEADER_MAJOR_MAX down to 0.  This list is the only one: the
   module's search finds directories by these names, read from this file
   (probe/Sources.cmake), so each entry stays on a line of its own in
   exactly this form, and the first is the file cuDNN 8 and newer keep the
   version in. */
#define CUDNN_STRICT_HEADER_MAJOR_MAX 99
/* clang-format off */
#define CUDNN_STRICT_HEADER_NAME_MAP(XX) \
  XX(cudnn_version, PLAIN) \
  XX(cudnn_version_v, MAJOR) \
  XX(cudnn, PLAIN) \
  XX(cudnn_v, MAJOR)
/* clang-format on */

#ifdef __cplusplus
extern "C" {
#endif

/* Writes the facts of the header `path` on `w`; returns 1 when a build can
   use it (header.message is empty). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_write_header_report(struct cudnn_strict_writer *w,
                                 const char *path);

/* Chooses the version header of the directory `dir` and writes what it
   says on `w`; returns 1 when a build can use it. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_write_header_in(struct cudnn_strict_writer *w, const char *dir);

/* The file of `dir` that --header-in would report as header.found=OK, in
   `path`: returns 0 when it would report anything else. */
CUDNN_STRICT_INTERNAL int cudnn_strict_header_in(const char *dir, char *path,
                                                 size_t size);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_HEADER_REPORT_H */
