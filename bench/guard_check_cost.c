/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * In-process cost of one guard check when cuDNN is already loaded: the
 * guard's own check function (without the once-per-process cache), timed
 * over many calls.  Built by bench/guard_check_cost.sh with the guard
 * unit generated for a build; run with CUDNN_STRICT_GUARD=off so that
 * the start-up check stays out of the figures.
 */
#include "cudnn_strict_guard_unit.c"

#include <cudnn.h>
#include <stdio.h>
#include <time.h>

static double now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(void) {
  enum { CALLS = 2000 };
  static double samples[CALLS];
  struct cudnn_strict_report report;
  int i;
  /* cuDNN's own one-time set-up happens here, as in a program using it. */
  printf("cuDNN %zu loaded\n", cudnnGetVersion());
  for (i = 0; i < CALLS; ++i) {
    double start = now_us();
    memset(&report, 0, sizeof(report));
    cudnn_strict_examine(&report);
    samples[i] = now_us() - start;
    if (report.status != CUDNN_STRICT_STATUS_OK) {
      fprintf(stderr, "check failed: status %d\n", (int)report.status);
      return 1;
    }
  }
  qsort(samples, CALLS, sizeof(samples[0]), by_value);
  printf("one guard check, cuDNN already loaded: median %.1f us, p90 %.1f us "
         "(%d calls)\n",
         samples[CALLS / 2], samples[CALLS * 9 / 10], CALLS);
  return 0;
}
