/* Many threads ask the guard at once, all released by one barrier: each
   must get the same report, and (under ThreadSanitizer) without a race. */
#define _POSIX_C_SOURCE 200809L
#include <cudnn_strict.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define THREAD_COUNT 64
#define TEXT_SIZE 2048

struct answer {
  int status;
  char text[TEXT_SIZE];
};

static pthread_barrier_t start_line;
static struct answer answers[THREAD_COUNT];

static void *ask(void *slot) {
  struct answer *answer = (struct answer *)slot;
  struct cudnn_strict_report report;
  pthread_barrier_wait(&start_line);
  answer->status = cudnn_strict_check(&report);
  cudnn_strict_format_report(&report, answer->text, sizeof(answer->text));
  return NULL;
}

int main(void) {
  pthread_t threads[THREAD_COUNT];
  int i, agree = 1;
  pthread_barrier_init(&start_line, NULL, THREAD_COUNT);
  for (i = 0; i < THREAD_COUNT; ++i)
    if (pthread_create(&threads[i], NULL, ask, &answers[i]) != 0) {
      printf("pthread_create failed\n");
      return 2;
    }
  for (i = 0; i < THREAD_COUNT; ++i)
    pthread_join(threads[i], NULL);
  for (i = 1; i < THREAD_COUNT; ++i)
    if (answers[i].status != answers[0].status ||
        strcmp(answers[i].text, answers[0].text) != 0)
      agree = 0;
  printf("%d threads %s: status=%s\n%s\n", THREAD_COUNT,
         agree ? "agree" : "DISAGREE",
         cudnn_strict_status_name(answers[0].status), answers[0].text);
  return agree ? 0 : 1;
}
