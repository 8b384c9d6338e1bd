/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * How the probe writes its report: one interface, two writers.
 *
 * The key=value writer prints one "key=value" line per fact, read by the
 * CMake module and by people.  A value never spans lines, so that a path
 * holding a newline cannot forge a key: such bytes are written as "\n"
 * ("\r", and "\\" for a backslash).
 *
 * The JSON writer prints one flat object of the same keys: a value that is
 * a plain integer becomes a JSON number, everything else a string (so
 * "9.10" stays "9.10", which as a number would read 9.1).  A byte that is
 * not part of well-formed UTF-8 is written \ufffd: a JSON text is UTF-8.
 *
 * Both write each fact as it comes, so that a crash inside cuDNN or the
 * driver leaves the facts reported before it.
 */
#ifndef CUDNN_STRICT_WRITER_H
#define CUDNN_STRICT_WRITER_H

#include "cudnn_strict_internal.h"

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of the reports' keys, every report's first fact
   (probe.format): it changes when a key changes meaning or goes away, not
   when one is added. */
#define CUDNN_STRICT_REPORT_FORMAT "1"

/* The version of the tool that wrote a report (probe.version), the
   project's version from CMake's project(); a program built by the module
   at configure time has none and leaves the key out. */

struct cudnn_strict_writer;

struct cudnn_strict_writer_kind {
  void (*text)(struct cudnn_strict_writer *w, const char *key,
               const char *value);
  void (*end)(struct cudnn_strict_writer *w);
};

struct cudnn_strict_writer {
  const struct cudnn_strict_writer_kind *kind;
  FILE *out;
  int count; /* facts written */
};

/* Starts a report on `out`, as key=value lines or as one JSON object. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_writer_key_value(struct cudnn_strict_writer *w, FILE *out);
CUDNN_STRICT_INTERNAL void
cudnn_strict_writer_json(struct cudnn_strict_writer *w, FILE *out);

/* Forwards every fact to `inner` with `prefix` before its key
   ("check.0.note.0." + "release.status"); the value of `kept_key`, when
   written, is also copied into `kept` (the caller's buffer). */
struct cudnn_strict_prefixed_writer {
  struct cudnn_strict_writer base; /* first: the writer functions see it */
  struct cudnn_strict_writer *inner;
  const char *prefix;
  const char *kept_key;
  char *kept;
  size_t kept_size;
};

CUDNN_STRICT_INTERNAL struct cudnn_strict_writer *
cudnn_strict_writer_prefixed(struct cudnn_strict_prefixed_writer *w,
                             struct cudnn_strict_writer *inner,
                             const char *prefix);

CUDNN_STRICT_INTERNAL void
cudnn_strict_write_text(struct cudnn_strict_writer *w, const char *key,
                        const char *value);
CUDNN_STRICT_INTERNAL void
cudnn_strict_write_long(struct cudnn_strict_writer *w, const char *key,
                        long value);

/* A report's first facts: probe.format, then probe.version where the
   program knows its version (CUDNN_STRICT_TOOL_VERSION). */
CUDNN_STRICT_INTERNAL void
cudnn_strict_write_report_start(struct cudnn_strict_writer *w);

/* Undoes the key=value form's escapes ("\n", "\r", "\\") of a value, in
   place: the inverse of what the key=value writer writes, for the readers
   of a kept report. */
CUDNN_STRICT_INTERNAL void cudnn_strict_key_value_unescape(char *text);

/* Ends the report (the JSON writer closes its object). */
CUDNN_STRICT_INTERNAL void
cudnn_strict_writer_end(struct cudnn_strict_writer *w);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_WRITER_H */
