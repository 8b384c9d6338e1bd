/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The text report, for people: cudnn-strict-probe's default output.  A writer
 * that keeps the facts the checks write (the keys of the key=value report)
 * and, when the report ends, prints one line per judged thing with its
 * verdict, then what it was built with, what it loads, the reason and the
 * fix, as `pip check` and `nvidia-smi` print theirs:
 *
 *   /opt/app/lib/libmodel.so                 CUDA_MAJOR_DIFFERS
 *     built:   cuDNN 9.x, for CUDA 12 (libcublas.so.12 ...)
 *     loads:   /usr/lib/libcudnn.so.9: cuDNN 9.19.0 for CUDA 13.1 (...)
 *     reason:  ...
 *     fix:     ...
 *
 * Its words are the checks' own: the reason and the fix are the core's
 * message and fix (cudnn_strict_message.h, cudnn_strict_fix.h), split at
 * their "Fix:"; this file lays them out and adds no wording of a fact.
 * The report is laid out when it ends: cudnn-strict-probe writes the
 * key=value report to a temporary file (where the GPU check's child
 * process writes too) and replays it through this writer; the key=value
 * form (--format keyvalue) is the one that shows each fact as it comes.
 */
#ifndef CUDNN_STRICT_TEXT_REPORT_H
#define CUDNN_STRICT_TEXT_REPORT_H

#include "cudnn_strict_internal.h"

#include "cudnn_strict_writer.h"

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

struct cudnn_strict_text_report_writer {
  struct cudnn_strict_writer base; /* first: the writer functions see it */
  char **facts;                    /* "key\0value", in the order written */
  int count;
  int capacity;
};

/* Starts a report for people on `out`; cudnn_strict_writer_end prints it
   and frees what the writer kept. */
CUDNN_STRICT_INTERNAL struct cudnn_strict_writer *
cudnn_strict_writer_text(struct cudnn_strict_text_report_writer *w, FILE *out);

/* One judged thing: "<what>  <verdict>" and its indented fields (each
   NULL or "" is left out).  --python prints its report through it. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_text_report_item(FILE *out, const char *what, const char *verdict,
                              const char *built, const char *loads,
                              const char *reason, const char *fix);

/* A warning line of the item printed last, indented as its fields. */
CUDNN_STRICT_INTERNAL void cudnn_strict_text_report_warning(FILE *out,
                                                            const char *text);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_TEXT_REPORT_H */
