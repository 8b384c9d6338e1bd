/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The words of a check's outcome: one paragraph that names both versions,
 * the file and how it was found, the broken rule and the fix.  The runtime
 * guard and cudnn-strict-probe --check-binary both word their reports
 * here, so that a deployment check says what the program would say.
 *
 * Writes into a caller's buffer; allocates nothing.  C99 and valid C++.
 */
#ifndef CUDNN_STRICT_MESSAGE_H
#define CUDNN_STRICT_MESSAGE_H

#include "cudnn_strict_internal.h"

#include <stdarg.h>
#include <stdio.h>

#include "cudnn_strict.h"
#include "cudnn_strict_known_bad.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_version.h"

#ifdef __cplusplus
extern "C" {
#endif

struct cudnn_strict_text {
  char *buffer;
  size_t size;
  size_t length; /* what the whole text needs, even past `size` */
};

CUDNN_STRICT_INTERNAL void cudnn_strict_text_init(struct cudnn_strict_text *t,
                                                  char *buffer, size_t size);

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
CUDNN_STRICT_INTERNAL void
cudnn_strict_append(struct cudnn_strict_text *t, const char *format, ...);

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_version(struct cudnn_strict_text *t,
                            struct cudnn_strict_version v);

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_cudart(struct cudnn_strict_text *t, long code);

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_where(struct cudnn_strict_text *t,
                          const struct cudnn_strict_report *r);

/* The runtime guard outside Windows words a refusal without the fix: the
   fix's branches are a fifth of what the guard adds to every program, and
   its message ends by naming cudnn-strict-probe --check-binary, which
   words the fix (and finds a cuDNN on the machine that would do).  On
   Windows the guard names no such command, and the fix stays. */
#if defined(CUDNN_STRICT_GUARD_PROGRAM) && !defined(_WIN32)
#define CUDNN_STRICT_WORDS_FIX 0
#else
#define CUDNN_STRICT_WORDS_FIX 1
#endif

#if CUDNN_STRICT_WORDS_FIX
/* Which cuDNN would do, in words, for the fix. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_append_wanted(struct cudnn_strict_text *t,
                           const struct cudnn_strict_report *r);

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_fix(struct cudnn_strict_text *t,
                        const struct cudnn_strict_report *r);
#endif

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_mixed(struct cudnn_strict_text *t,
                          const struct cudnn_strict_report *r);

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_known_bad(struct cudnn_strict_text *t,
                              const struct cudnn_strict_report *r);

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_problem(struct cudnn_strict_text *t,
                            const struct cudnn_strict_report *r);

/* The report as one paragraph, and the status names:
   cudnn_strict_format_report and cudnn_strict_status_name of the guard's
   API (cudnn_strict.h), defined here for every program. */

/* The exit status of cudnn-strict-probe for a cudnn_strict_status (its
   table, CUDNN_STRICT_STATUS_MAP). */
CUDNN_STRICT_INTERNAL int cudnn_strict_status_exit(int status);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_MESSAGE_H */
