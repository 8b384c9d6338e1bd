/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Which of cudnn-strict-probe's modes a command line asks for.  The tool
 * is one program with several modes (--python, --root/--image, --words,
 * --header-facts/--file-facts, the checks); each mode's file names its own
 * options and answers whether argv holds one, before any mode parses it.
 */
#ifndef CUDNN_STRICT_ARGUMENTS_H
#define CUDNN_STRICT_ARGUMENTS_H

#include "cudnn_strict_internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Whether one of argv[1..argc) is one of `options`, a NULL-ended list
   ("--root", "--image", NULL).  Any position counts: a mode's option may
   follow options that every mode shares (--format). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_argument_given(int argc, char **argv, const char *const *options);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_ARGUMENTS_H */
