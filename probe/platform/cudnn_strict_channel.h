/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The report's own channel.  A library the probe loads shares the
 * process's standard output: a constructor that prints "judgement=OK", a
 * banner without a newline, cuDNN's own log (CUDNN_LOGDEST_DBG=stdout)
 * would land among the report's lines and be read as facts.  Before
 * anything is loaded the report moves to a stream of its own, and the
 * standard output of the process (and of every child it forks) points at
 * its standard error, where a person still sees what the library printed
 * and no reader of the report looks.  C99 and valid C++.
 */
#ifndef CUDNN_STRICT_CHANNEL_H
#define CUDNN_STRICT_CHANNEL_H

#include "cudnn_strict_internal.h"

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Opens the report's stream: the file `path` (created or truncated), or
   without one (NULL) a private copy of what standard output was; then
   standard output is the standard error (or the null device where there
   is none).  Neither copy is inherited by a program this process runs.
   Returns NULL, standard output left as it was, when `path` cannot be
   created; where no private copy can be made (no standard output at all)
   returns stdout. */
CUDNN_STRICT_INTERNAL FILE *cudnn_strict_report_channel(const char *path);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_CHANNEL_H */
