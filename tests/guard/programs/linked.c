/* A program linked against cuDNN, as most are: it calls cuDNN in main, so
   what it prints shows that the guard let it start.  It also shows what
   cudnn_strict_check() says. */
#include <cudnn.h>
#include <cudnn_strict.h>
#include <stdio.h>

int main(void) {
  struct cudnn_strict_report report;
  char text[8192];
  int status;
  printf("program ran (cuDNN built for CUDA runtime %lu)\n",
         (unsigned long)cudnnGetCudartVersion());
  status = cudnn_strict_check(&report);
  cudnn_strict_format_report(&report, text, sizeof(text));
  printf("status=%s found_by=%s\n%s\n", cudnn_strict_status_name(status),
         report.found_by, text);
  return 0;
}
