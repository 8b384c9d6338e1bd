/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The probe's report: one "key=value" line per fact, read by the CMake
 * module and by people.  A value never spans lines, so that a path holding
 * a newline cannot forge a key: such bytes are written as "\n".
 */
#ifndef CUDNN_STRICT_WRITER_H
#define CUDNN_STRICT_WRITER_H

#include "cudnn_strict_internal.h"

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

CUDNN_STRICT_INTERNAL void cudnn_strict_report_text(const char *key,
                                                    const char *value);

CUDNN_STRICT_INTERNAL void cudnn_strict_report_long(const char *key,
                                                    long value);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_WRITER_H */
