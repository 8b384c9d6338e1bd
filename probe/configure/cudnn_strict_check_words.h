/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * What a configure concludes from the checks' report: the library check's
 * status, its sentence, the summary's agreement line and the warnings to
 * print, for the build the module describes (cross-compiling, its
 * emulator, the target's system and processor, the toolkit).  The checks
 * program cannot say these itself: it may stop before its report ends
 * (a crash, an emulator that cannot run it), may not run at all (a cross
 * build without an emulator), and knows nothing of the build it serves.
 * So the module tells the checks program the build (--target-system
 * NAME, with --cross-compiling, --emulator COMMAND, --processor P and
 * --toolkit-version X.Y beside its --library and --policy), and a program
 * that reaches its verdict ends its report with the keys below
 * (cudnn_strict_end_with_check_words): no other process runs.  Where the
 * report holds none (the program stopped, or did not run), the module
 * asks the reader, which runs on the build machine:
 *
 *   cudnn-strict-probe --verdict REPORT [--library FILE] [--policy P]
 *       [--cross-compiling] [--emulator COMMAND] [--target-system NAME]
 *       [--processor P] [--toolkit-version X.Y] [--sublibrary-scan SCAN]
 *
 * REPORT holds the checks' key=value report as the module keeps it: the
 * header's facts (header.pp_*), what the program wrote, and the module's
 * probe.run (DONE or SKIPPED), probe.skip_reason, probe.exit and
 * probe.stderr.  The words depend on the build: the module keeps a report
 * under a fingerprint that stamps each part of it (Record.cmake).
 *
 * Report keys:
 *   check             PASSED, FAILED or NOT_CHECKED
 *   check.reason      the sentence: the agreement line, the failure with
 *                     its fix, or why nothing was checked
 *   check.agreement   the summary's line
 *   check.target      the target's processor as the core's table spells it
 *   check.warning.count, check.warning.<i>
 *                     each warning's sentence (a known-bad release, a
 *                     library the release opens that the loader misses)
 *   check.keep        YES when the report holds until a file the module's
 *                     fingerprint stamps changes, NO when it depends on
 *                     what the fingerprint does not see (a library cuDNN
 *                     could not load or find, a run that did not finish);
 *                     absent where the checks did not run
 *
 * With --sublibrary-scan SCAN, the file holding what the reader's
 * --library-file run said of the files beside libcudnn (the
 * sublibrary_scan.* and sublibrary_files.* keys of
 * cudnn_strict_sublibrary_scan.h, and sublibrary_scan.command, the command
 * that ran it, for the sentence when it gave no answer), the words end with
 * the sub-library record, made once from both facts: the scan's fixed list
 * where the checks did not run, else which sub-libraries the release opens
 * and ships.  A cross build without an emulator gets it from the reader,
 * every other from the checks program, in a run the configure makes anyway:
 *   sub.found         the names found beside libcudnn, space-separated
 *   sub.file.<name>   the file of each, spelt by the directory of --library
 *                     (the checks name the real one; Windows, Z:\...)
 *   sub.missing       the names found nowhere
 *   sub.elsewhere     "libcudnn_<name> at <file>" for each name found only
 *                     in another directory, ", "-separated
 *   sub.not_shipped   the names the release does not ship in its flavour
 *   sub.flavour, sub.ships  release.flavour and release.flavour.ships
 *   sub.error         the sentence for a file beside libcudnn that is
 *                     unusable or of another release by its x.y.z name
 *   sub.message       the sentence for a broken, incomplete or mixed
 *                     install ("" for a whole one): sub.error first, then
 *                     the missing names, those only elsewhere, and the
 *                     release check's own sentence
 */
#ifndef CUDNN_STRICT_CHECK_WORDS_H
#define CUDNN_STRICT_CHECK_WORDS_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict_version.h"
#include "cudnn_strict_writer.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The build the report was made for, as the module describes it; a text
   not given is "". */
struct cudnn_strict_check_context {
  const char *library;         /* the judged libcudnn */
  const char *header;          /* its version header ("": the report's) */
  const char *policy;          /* CUDNN_STRICT_POLICY */
  int cross_compiling;         /* CMAKE_CROSSCOMPILING */
  const char *emulator;        /* CMAKE_CROSSCOMPILING_EMULATOR, one line */
  const char *target_system;   /* CMAKE_SYSTEM_NAME */
  const char *target;          /* the target's processor, any spelling */
  const char *toolkit_version; /* CUDAToolkit_VERSION */
  const char *scan; /* the --library-file scan's report file ("": none) */
};

/* Writes the keys above for the key=value report in the file `path`.
   Returns 0 when it cannot be read. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_write_check_words(struct cudnn_strict_writer *w, const char *path,
                               const struct cudnn_strict_check_context *c);

/* The checks program's own: writes the keys above for the key=value
   report it wrote so far to the file `path`, judged against the `header`
   it read, when that report holds a verdict.  Returns 0 when it wrote
   none (no verdict, or the file cannot be read). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_end_with_check_words(struct cudnn_strict_writer *w,
                                  const char *path,
                                  const struct cudnn_strict_check_context *c,
                                  struct cudnn_strict_version header);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_CHECK_WORDS_H */
