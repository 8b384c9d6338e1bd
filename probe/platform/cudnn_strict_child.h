/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Runs a function in a child process and collects what it reports and what
 * it printed, so that a library which calls abort() or crashes while it is
 * being looked at ends the child, not the probe.  C99 and valid C++.
 */
#ifndef CUDNN_STRICT_CHILD_H
#define CUDNN_STRICT_CHILD_H

#include "cudnn_strict_internal.h"

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_CHILD_TEXT_SIZE 8192

struct cudnn_strict_child_run {
  int started;   /* the child could be created */
  int exited;    /* it returned from `fn` and exited */
  int signal;    /* the signal that ended it, or 0 */
  int timed_out; /* it ran past the time limit and was killed */
  /* what `fn` wrote to its `result` stream, then what the child printed on
     stdout and stderr (cuDNN's own messages), each cut to fit */
  char result[CUDNN_STRICT_CHILD_TEXT_SIZE];
  char output[CUDNN_STRICT_CHILD_TEXT_SIZE];
};

/* Calls fn(argument, result) in a child process and waits for it at most
   `timeout_seconds`.  Returns `run->started`. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_run_in_child(void (*fn)(void *argument, FILE *result),
                          void *argument, int timeout_seconds,
                          struct cudnn_strict_child_run *run);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_CHILD_H */
