/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The CuDNNStrict runtime guard (CuDNNStrict::guard).
 *
 * Linked into an executable or a shared library, the guard checks before
 * main (or when the library is loaded) that the cuDNN the process uses can
 * run code built with the cuDNN header this build was configured with, and
 * stops the process, or warns, with a message saying what to fix.  Programs
 * that load cuDNN themselves can call cudnn_strict_check() once they have.
 *
 * The check runs once per process and module: the start-up check or the
 * first call of cudnn_strict_check(), whichever comes first, decides; later
 * calls get the same report.  The functions are thread-safe.  A check that
 * passes allocates nothing; one that fails then searches this machine for a
 * cuDNN that would do (cudnn_strict_fix.h: it reads directories, allocates
 * and loads candidates with RTLD_LOCAL, closing them again) and keeps the
 * fix in the report.  Formatting the report allocates nothing.
 *
 * The binary also carries its expectation in an ELF note
 * (.note.cudnn_strict, cudnn_strict_note.h), which
 * cudnn-strict-probe --check-binary reads without running it.  Each
 * executable or shared library that links the guard has its own copy
 * (hidden symbols), checking against its own build's version.
 *
 * C99, and valid C++.
 */
#ifndef CUDNN_STRICT_GUARD_H
#define CUDNN_STRICT_GUARD_H

#include <stddef.h>

#include "cudnn_strict_outcome.h"
#include "cudnn_strict_version.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Hidden: two libraries built against different cuDNN versions must each
   keep their own check instead of sharing whichever copy loads first. */
#define CUDNN_STRICT_GUARD_API __attribute__((visibility("hidden")))

/* The exit status of a process the guard stops: EX_CONFIG of <sysexits.h>,
   since the process was started with a cuDNN its build does not accept. */
#define CUDNN_STRICT_GUARD_EXIT_STATUS 78

/* Checks (once) and copies the report into `out` when it is not NULL.
   Returns the status: 0 when the loaded cuDNN can run this build.  Never
   prints, never stops the process, whatever CUDNN_STRICT_GUARD says. */
CUDNN_STRICT_GUARD_API int cudnn_strict_check(struct cudnn_strict_report *out);

/* Writes the report as one paragraph (versions, file, rule, fix) into
   `buffer`, always terminated when `size` > 0.  Returns the length the
   whole text needs, as snprintf does: a result >= size means truncated. */
CUDNN_STRICT_GUARD_API size_t cudnn_strict_format_report(
    const struct cudnn_strict_report *report, char *buffer, size_t size);

/* "OK", "NOT_FOUND", "NOT_CUDNN", "INCOMPATIBLE", ... */
CUDNN_STRICT_GUARD_API const char *cudnn_strict_status_name(int status);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_GUARD_H */
