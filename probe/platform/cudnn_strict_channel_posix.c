/* Distributed under the OSI-approved BSD 3-Clause License. */
/* The report's own channel: see cudnn_strict_channel.h.  POSIX. */
#if !defined(_WIN32)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_channel.h"

#include <fcntl.h>
#include <unistd.h>

/* Points descriptor 1 at descriptor 2, or at the null device. */
static void cudnn_strict_stdout_to_stderr(void) {
  int null_fd;
  if (dup2(STDERR_FILENO, STDOUT_FILENO) >= 0)
    return;
  null_fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (null_fd >= 0 && null_fd != STDOUT_FILENO) {
    dup2(null_fd, STDOUT_FILENO);
    close(null_fd);
  }
}

CUDNN_STRICT_INTERNAL FILE *cudnn_strict_report_channel(const char *path) {
  FILE *report;
  int fd;
  fflush(stdout);
  if (path != NULL) {
    /* Descriptor 1 is taken first: were it closed, the file would get it
       and the library's output with it. */
    int file_fd;
    cudnn_strict_stdout_to_stderr();
    file_fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (file_fd < 0)
      return NULL;
    if ((report = fdopen(file_fd, "w")) == NULL)
      close(file_fd);
    return report;
  }
  /* Above the standard three, and closed on exec: a program this process
     runs (a child Python, the compiler) cannot write into it. */
  fd = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
  if (fd < 0)
    return stdout;
  if ((report = fdopen(fd, "w")) == NULL) {
    close(fd);
    return stdout;
  }
  cudnn_strict_stdout_to_stderr();
  return report;
}

#endif /* !_WIN32 */
