/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Runs a function in a child process: see cudnn_strict_child.h.  POSIX
 * (fork, pipes, poll).
 */
#if !defined(_WIN32)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_child.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* Appends what `fd` has to `text` (filled to `*used`); 0 at end of file. */
static int cudnn_strict_drain(int fd, char *text, size_t *used) {
  char buffer[4096];
  ssize_t n = read(fd, buffer, sizeof(buffer));
  if (n < 0)
    return errno == EINTR || errno == EAGAIN;
  if (n == 0)
    return 0;
  if (*used + 1 < CUDNN_STRICT_CHILD_TEXT_SIZE) {
    size_t room = CUDNN_STRICT_CHILD_TEXT_SIZE - 1 - *used;
    size_t take = (size_t)n < room ? (size_t)n : room;
    memcpy(text + *used, buffer, take);
    *used += take;
    text[*used] = '\0';
  }
  return 1;
}

static long cudnn_strict_now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (long)t.tv_sec * 1000L + t.tv_nsec / 1000000L;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_run_in_child(void (*fn)(void *argument, FILE *result),
                          void *argument, int timeout_seconds,
                          struct cudnn_strict_child_run *run) {
  int result_pipe[2], output_pipe[2], status = 0;
  size_t result_used = 0, output_used = 0;
  long deadline;
  pid_t child;
  struct pollfd fds[2];
  memset(run, 0, sizeof(*run));
  if (pipe(result_pipe) != 0)
    return 0;
  if (pipe(output_pipe) != 0) {
    close(result_pipe[0]);
    close(result_pipe[1]);
    return 0;
  }
  fflush(stdout);
  fflush(stderr);
  child = fork();
  if (child < 0) {
    close(result_pipe[0]);
    close(result_pipe[1]);
    close(output_pipe[0]);
    close(output_pipe[1]);
    return 0;
  }
  if (child == 0) {
    FILE *result;
    close(result_pipe[0]);
    close(output_pipe[0]);
    dup2(output_pipe[1], STDOUT_FILENO);
    dup2(output_pipe[1], STDERR_FILENO);
    close(output_pipe[1]);
    result = fdopen(result_pipe[1], "w");
    if (result != NULL) {
      fn(argument, result);
      fclose(result);
    }
    fflush(stdout);
    fflush(stderr);
    /* _exit: the parent's atexit handlers and buffers are not the child's
       to run or flush. */
    _exit(0);
  }
  run->started = 1;
  close(result_pipe[1]);
  close(output_pipe[1]);
  fds[0].fd = result_pipe[0];
  fds[1].fd = output_pipe[0];
  fds[0].events = fds[1].events = POLLIN;
  deadline = cudnn_strict_now_ms() + 1000L * timeout_seconds;
  while (fds[0].fd >= 0 || fds[1].fd >= 0) {
    long left = deadline - cudnn_strict_now_ms();
    int ready;
    if (left <= 0) {
      run->timed_out = 1;
      kill(child, SIGKILL);
      break;
    }
    ready = poll(fds, 2, (int)(left < 1000L ? left : 1000L));
    if (ready < 0 && errno != EINTR)
      break;
    if (ready <= 0)
      continue;
    if (fds[0].fd >= 0 && (fds[0].revents & (POLLIN | POLLHUP)) &&
        !cudnn_strict_drain(fds[0].fd, run->result, &result_used)) {
      close(fds[0].fd);
      fds[0].fd = -1;
    }
    if (fds[1].fd >= 0 && (fds[1].revents & (POLLIN | POLLHUP)) &&
        !cudnn_strict_drain(fds[1].fd, run->output, &output_used)) {
      close(fds[1].fd);
      fds[1].fd = -1;
    }
  }
  if (fds[0].fd >= 0)
    close(fds[0].fd);
  if (fds[1].fd >= 0)
    close(fds[1].fd);
  while (waitpid(child, &status, 0) < 0 && errno == EINTR)
    ;
  if (WIFEXITED(status))
    run->exited = WEXITSTATUS(status) == 0 && !run->timed_out;
  else if (WIFSIGNALED(status) && !run->timed_out)
    run->signal = WTERMSIG(status);
  return 1;
}

#endif /* !_WIN32 */
