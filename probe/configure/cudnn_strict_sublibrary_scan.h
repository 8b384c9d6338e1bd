/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Which of cuDNN's sub-libraries lie beside libcudnn, read from the file
 * system and loading nothing: the fixed list of the major
 * (base/cudnn_strict_sublibraries.h), each looked for beside the real
 * libcudnn (where its RUNPATH, $ORIGIN, sends the loader) by the names of
 * the target's naming (base/cudnn_strict_naming.h), so that a reader on
 * Linux reads a Windows install too; one not there is looked for in the
 * other directories given, in their order.  A file beside libcudnn that no
 * loader could use (a dangling link, an empty file, one built for another
 * processor than the target's: cudnn_strict_file_check.h, which the
 * search for libcudnn and the version header ask too) is worded, and the
 * names of the files found are compared with libcudnn's
 * (cudnn_strict_sublibrary_files.h).  The CMake module asks it, whether or
 * not a probe runs, in the run that judges the libcudnn file its search
 * found (cudnn_strict_file_check.h), once that file is usable:
 *
 *   cudnn-strict-probe --library-file LIBRARY [--label L] [--major M]
 *     [--naming posix|windows] [--processor P] [--elsewhere DIR...]
 *
 * Without --major, the major in LIBRARY's file name (or that of the file
 * it links to) is taken.
 * Report keys:
 *   sublibrary_scan.status    OK; BROKEN: a file beside libcudnn is
 *                             unusable; MIXED: a file's name says
 *                             another release
 *   sublibrary_scan.names     the names looked for
 *   sublibrary_scan.found     the names found beside libcudnn, and
 *   sublibrary_scan.file.<name>  the file of each
 *   sublibrary_scan.missing   the names found nowhere (with no
 *                             --elsewhere: not beside libcudnn), and
 *   sublibrary_scan.missing.<name>  the file name the target gives each
 *                             (libcudnn_cnn.so.9, cudnn_cnn64_9.dll)
 *   sublibrary_scan.elsewhere the names found only in another directory,
 *   sublibrary_scan.elsewhere.<name>  the file there
 *   sublibrary_scan.error     the sentence for the first unusable file
 *   sublibrary_files.*        the names' comparison, when no file is
 *                             unusable and one is found (for MIXED, its
 *                             sentence in sublibrary_files.message)
 */
#ifndef CUDNN_STRICT_SUBLIBRARY_SCAN_H
#define CUDNN_STRICT_SUBLIBRARY_SCAN_H

#include "cudnn_strict_internal.h"
#include "cudnn_strict_naming.h"

#include "cudnn_strict_writer.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Writes the keys above for libcudnn `library` of cuDNN `major` (0: the
   file name's; none there, and no name is looked for) named as `naming`,
   checking each file's processor against `processor` (as file.machine spells
   it; NULL: no check, as where a probe loads the files and says why), looking
   for a name missing beside libcudnn in the `count` directories `elsewhere`.
   Returns 1 for OK. */
CUDNN_STRICT_INTERNAL int cudnn_strict_write_sublibrary_scan(
    struct cudnn_strict_writer *w, const char *library, int major,
    enum cudnn_strict_naming naming, const char *processor, int count,
    char *const *elsewhere);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_SUBLIBRARY_SCAN_H */
