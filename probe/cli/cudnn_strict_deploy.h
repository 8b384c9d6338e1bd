/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cudnn-strict-probe --check-binary FILE...: judges binaries on disk against
 * this machine, without running them.  For each file it reads the
 * expectation notes (cudnn_strict_note.h) of the file and of the shared
 * libraries it loads, finds, as the loader would, the libcudnn each of them
 * would use, reads that library's version, and applies the rule, the
 * known-bad table and the CUDA major check of the runtime guard, worded as
 * the guard words them.  A file none of whose objects carries a note is
 * judged by the libcudnn it loads (a DT_NEEDED, or its dlopen() by name),
 * with --expect as the built version it lacks (check.<i>.cudnn.*).
 * Report keys (absent when not reached):
 *
 *   probe.format                   the report's version (written by main)
 *   check.binaries                 how many files were given
 *   check.<i>.file, .path          as given, and its real path
 *   check.<i>.kind                 program | library
 *   check.<i>.status               PASS | FAIL | NOT_LOADABLE | NO_NOTE |
 *                                  NOT_ELF | NOT_SUPPORTED | UNREADABLE
 *   check.<i>.reason               why, when the file could not be judged
 *   check.<i>.missing              every dependency the loader would not
 *                                  find, each with the object that needs
 *                                  it, separated by "; "
 *   check.<i>.missing.<m>          each of them, in load order
 *   check.<i>.missing_count        how many
 *   check.<i>.notes                how many loaded objects carry a note
 *   check.<i>.note.<k>.carrier     the object whose note this is
 *   check.<i>.note.<k>.built_version, .policy, .soname, .cudart_code,
 *   .built_library_dir             the note's fields
 *   check.<i>.note.<k>.library     the libcudnn it would load (real path),
 *                                  or the file that carries cuDNN
 *   check.<i>.note.<k>.found_by    how the loader would find it, or
 *                                  "cuDNN linked in statically"
 *   check.<i>.note.<k>.linked_in   the file whose linked-in cuDNN the
 *                                  guard judges (it exports
 *                                  cudnnGetVersion and no shared libcudnn
 *                                  is loaded); then .library_version is
 *                                  the release the file carries, and
 *                                  .library_version_from says how it was
 *                                  told (cuDNN's assertion text in the
 *                                  file, or the note), and .dependency.*
 *                                  are what stays dynamic: the file's
 *                                  DT_NEEDED libraries, the driver, and
 *                                  what cuDNN opens itself that the file
 *                                  names
 *   check.<i>.note.<k>.library_version, .library_cudart_code
 *   check.<i>.note.<k>.release.*, .sublibraries, .sublibrary.<name>.*,
 *   .dependency.*                  for a libcudnn the rule accepts: its
 *                                  install as cuDNN's own version checks
 *                                  see it, and what it needs that this
 *                                  binary's loader would not find
 *                                  (cudnn_strict_release_check.h)
 *   check.<i>.note.<k>.status      the guard's status: OK, NOT_FOUND,
 *                                  NOT_CUDNN, INCOMPATIBLE,
 *                                  CUDA_MAJOR_DIFFERS, MIXED_SUBLIBRARIES,
 *                                  KNOWN_BAD, or INCOMPLETE_RELEASE (a
 *                                  sub-library missing or of another
 *                                  release, or a library it needs to load
 *                                  missing, which the guard does not see)
 *   check.<i>.note.<k>.known_bad   the table entry's source, for KNOWN_BAD
 *   check.<i>.note.<k>.fix         the search's fix (cudnn_strict_fix.h)
 *   check.<i>.note.<k>.message     the guard's message
 *   check.<i>.cudnn.*              for a file none of whose objects
 *                                  carries a note, the libcudnn it loads,
 *                                  judged as a note would be:
 *   check.<i>.cudnn.carrier        the object that needs or opens it
 *   check.<i>.cudnn.loaded_by      DT_NEEDED (a DT_NEEDED of the file or
 *                                  of a library it loads names it),
 *                                  LINKED_IN (the file carries cuDNN and
 *                                  its release: .linked_in as for a
 *                                  note), or
 *                                  DLOPEN (the file names cuDNN in its
 *                                  .rodata: its dlopen() of
 *                                  libcudnn.so.<major> by name, searched
 *                                  from the file)
 *   check.<i>.cudnn.soname, .policy (COMPATIBLE)
 *   check.<i>.cudnn.built_version  what the rule compares with: --expect,
 *                                  or "<major>.x" of the SONAME
 *   check.<i>.cudnn.expected_version  --expect, the built version the
 *                                  rule compares with; without it any
 *                                  release of the SONAME's major passes
 *                                  the rule
 *   check.<i>.cudnn.cuda_major, .cuda_major_from  the CUDA major of the
 *                                  first libcudart, libcublas, libcublasLt
 *                                  or libnvrtc the file's loading needs
 *                                  (its SONAME major), and which name
 *   check.<i>.cudnn.library, .found_by, .library_version,
 *   .library_cudart_code, .release.*, .sublibraries, .sublibrary.*,
 *   .dependency.*, .status, .known_bad, .fix, .message
 *                                  as for a note
 *   check.status                   PASS | FAIL
 *
 * On Windows (cudnn_strict_deploy_win32.c) the file is a PE image: the
 * same keys, statuses and exit status, NOT_PE for NOT_ELF, and only the
 * file's own note (a file without one is NO_NOTE; --expect is ignored); a DLL
 * that a missing import keeps from loading is INCOMPLETE_RELEASE with its file
 * as note.0.library.
 *
 * Returns the exit status: 0 every file passes; for a file that would load
 * a cuDNN that cannot run it, its outcome's (CUDNN_STRICT_STATUS_MAP: 1 the
 * rule or the CUDA major, 6 mixed or missing sub-libraries, 7 a known-bad
 * release); 2 some file's cuDNN cannot be found or is not a cuDNN, 5 some
 * file cannot be judged (no note and no libcudnn it loads, not ELF,
 * 32-bit, another processor, unreadable); a failing file first, then 2,
 * then 5.
 */
#ifndef CUDNN_STRICT_DEPLOY_H
#define CUDNN_STRICT_DEPLOY_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict.h"
#include "cudnn_strict_writer.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_EXIT_CANNOT_JUDGE 5

/* --expect: the cuDNN a binary without a note was built with. */
struct cudnn_strict_deploy_expect {
  const char *text; /* as given: "9.8", "9.26.0" */
  struct cudnn_strict_version version;
};

/* Reads MAJOR.MINOR or MAJOR.MINOR.PATCH; 0 for anything else. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_parse_expected(const char *text, struct cudnn_strict_version *out);

/* `expect` is NULL without --expect. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_check_binaries(struct cudnn_strict_writer *w, int count,
                            char **files,
                            const struct cudnn_strict_deploy_expect *expect);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_DEPLOY_H */
