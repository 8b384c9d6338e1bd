/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The configure-time program's look at the whole install behind a
 * libcudnn: whether cuDNN can load at all (run in a child process, since
 * cuDNN aborts when a library it needs is missing), which sub-libraries
 * this release opens (read from the release), and whether each is there
 * and of libcudnn's release (cuDNN's own version checks).
 *
 * Report keys:
 *   release.status           OK, MISSING, MIXED, ABORTED or TIMEOUT
 *   release.message          the sentence for a user, with the fix
 *   release.missing          what cuDNN could not load (ABORTED)
 *   release.flavour          FULL, or JIT (libcudnn, graph and
 *                            engines_runtime_compiled alone)
 *   release.flavour.ships    for JIT: what it ships, as a sentence lists
 *                            it ("libcudnn, graph and ...")
 *   release.note             what the release names and does not ship
 *   sublibraries             the release's sub-libraries, space-separated
 *   sublibrary.<name>.file   the file beside libcudnn ("" when missing)
 *   sublibrary.<name>.status a name of CUDNN_STRICT_PART_STATUS_MAP
 *   sublibrary.<name>.check  the version check's cudnnStatus_t, where one
 *                            exists
 *   sublibrary.<name>.release the version code the file carries, where
 *                            cuDNN has no check and the file tells
 *
 * What the release needs besides its own files, found as the loader
 * would find it (cudnn_strict_ld.h), before cuDNN runs:
 *   release.status           MISSING_DEPENDENCY: a DT_NEEDED library (on
 *                            Windows: a DLL of the import table) of
 *                            libcudnn or of a sub-library is missing
 *   dependency.needed.count  names the loader would not find
 *   dependency.needed.<i>.name, .needed_by, .status (MISSING, or
 *                            NO_DRIVER for the driver's library), .message
 *   dependency.driver        FOUND or MISSING: libcuda.so.1 (nvcuda.dll)
 *   dependency.driver.file   where the loader finds it
 * and, once cuDNN has told its release and CUDA version, the libraries it
 * opens itself (CUDNN_STRICT_OPENED_DEPENDENCY_MAP):
 *   dependency.opened.count
 *   dependency.opened.<i>.name, .needed_by, .file, .status (FOUND or
 *                            MISSING), .message
 *   dependency.warning.count, dependency.warning.<k>: one sentence each
 */
#ifndef CUDNN_STRICT_RELEASE_CHECK_H
#define CUDNN_STRICT_RELEASE_CHECK_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict_version.h"
#include "cudnn_strict_writer.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Enough for every version check a release exports. */
#define CUDNN_STRICT_MAX_VERSION_CHECKS 16

/* Lets cuDNN load `name` (a path, or a SONAME) in a child process and
   asks its version and its version checks there.  Returns 1 when cuDNN
   loaded and answered, or when it answered a version of another major
   than `expected_major` (0: any) before it aborted, which the version
   rule then refuses; 0 after reporting release.status ABORTED or TIMEOUT
   with the cause and a fix. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_release_try_load(struct cudnn_strict_writer *w, const char *name,
                              int expected_major, char checks[][2][64],
                              int *check_count, int max_checks);

/* The file name at the end of `path` (after its last separator). */
CUDNN_STRICT_INTERNAL const char *cudnn_strict_base_name(const char *path);

struct cudnn_strict_library;
/* cuDNN's own version checks, asked in this process of the library `lib`
   already open (under an emulator, where no child process can load
   cuDNN), when every file its release ships is beside it; else none. */
CUDNN_STRICT_INTERNAL void cudnn_strict_release_checks_here(
    struct cudnn_strict_library *lib, struct cudnn_strict_version version,
    char checks[][2][64], int *check_count, int max_checks);

/* Reads the sub-libraries of the release of `library_path` (cuDNN
   `version`), checks each file against what that release ships in its
   flavour (cudnn_strict_sublibraries.h), by the version checks' answers
   (from cudnn_strict_release_try_load) or, where cuDNN has none, by what
   the file carries, and reports them.
   `deployed` words the fix for a program already built (--check-binary)
   rather than for a configure.  Returns 1 when the install is whole and of
   one release. */
CUDNN_STRICT_INTERNAL int cudnn_strict_release_report_parts(
    struct cudnn_strict_writer *w, const char *library_path,
    struct cudnn_strict_version version, char checks[][2][64], int check_count,
    int deployed);

/* The loader's view of this program about to dlopen() libcudnn `name` (a
   path, or a SONAME searched as this program's dlopen() would): NULL when
   it cannot be had (libcudnn not found, which the load itself then words;
   this program's own libraries not found where its loader found them, as
   under an emulator with its own root). */
struct cudnn_strict_release_loader;
CUDNN_STRICT_INTERNAL struct cudnn_strict_release_loader *
cudnn_strict_release_loader_open(const char *name);
CUDNN_STRICT_INTERNAL void
cudnn_strict_release_loader_close(struct cudnn_strict_release_loader *l);

/* Before cuDNN runs: the DT_NEEDED libraries of libcudnn and of the
   sub-libraries of its release, searched as the loader would.  Returns 0
   after reporting release.status MISSING_DEPENDENCY and the fix when one
   that cuDNN cannot load without is missing; 1 otherwise, and for a NULL
   `l` (libcuda.so.1 is only reported). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_release_check_needed(struct cudnn_strict_writer *w,
                                  struct cudnn_strict_release_loader *l);

/* Once cuDNN has answered its version `code` and its CUDA runtime
   `cudart_code`: the libraries it opens itself, reported with a warning
   each for one the loader would not find. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_release_check_opened(struct cudnn_strict_writer *w,
                                  struct cudnn_strict_release_loader *l,
                                  long code, long cudart_code);

struct cudnn_strict_process;
/* The same two checks for libcudnn object `cudnn` of a process already
   emulated (--check-binary): `p` gains the sub-libraries. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_release_report_needed(struct cudnn_strict_writer *w,
                                   struct cudnn_strict_process *p, int cudnn);
CUDNN_STRICT_INTERNAL void
cudnn_strict_release_report_opened(struct cudnn_strict_writer *w,
                                   struct cudnn_strict_process *p, int cudnn,
                                   long code, long cudart_code);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_RELEASE_CHECK_H */
