/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cudnn-strict-probe --words ID [NAME=VALUE]... [--format keyvalue|json]
 *                           [--report FILE]:
 * the words of one row of the core's table (cudnn_strict_words.h) for the
 * given values, as words.id and words.text on the report's channel.  The
 * CMake module reads the same table as data; this is how a person, or the
 * test that holds both readers to one result, asks the core.
 */
#ifndef CUDNN_STRICT_WORDS_CLI_H
#define CUDNN_STRICT_WORDS_CLI_H

#include "cudnn_strict_internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Whether argv asks for --words. */
CUDNN_STRICT_INTERNAL int cudnn_strict_words_requested(int argc, char **argv);

/* Runs --words; returns the exit status (0, or 64 for an unknown id, a
   placeholder without a value or another usage error). */
CUDNN_STRICT_INTERNAL int cudnn_strict_words_main(int argc, char **argv);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_WORDS_CLI_H */
