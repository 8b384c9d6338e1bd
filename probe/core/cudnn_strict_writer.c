/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_writer.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_writer.h"

CUDNN_STRICT_INTERNAL void cudnn_strict_report_text(const char *key,
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

CUDNN_STRICT_INTERNAL void cudnn_strict_report_long(const char *key,
                                                    long value) {
  printf("%s=%ld\n", key, value);
}
