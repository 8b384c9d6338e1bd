/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The probe's report: one "key=value" line per fact, read by the CMake
 * module and by people.  A value never spans lines, so that a path holding
 * a newline cannot forge a key: such bytes are written as "\n".
 */
#ifndef CUDNN_STRICT_REPORT_H
#define CUDNN_STRICT_REPORT_H

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

static inline void cudnn_strict_report_text(const char *key,
                                            const char *value) {
  const char *c;
  fputs(key, stdout);
  fputc('=', stdout);
  for (c = value != NULL ? value : ""; *c != '\0'; ++c) {
    if (*c == '\n')
      fputs("\\n", stdout);
    else if (*c == '\r')
      fputs("\\r", stdout);
    else if (*c == '\\')
      fputs("\\\\", stdout);
    else
      fputc(*c, stdout);
  }
  fputc('\n', stdout);
}

static inline void cudnn_strict_report_long(const char *key, long value) {
  printf("%s=%ld\n", key, value);
}

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_REPORT_H */
