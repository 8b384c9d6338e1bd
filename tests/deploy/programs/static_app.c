/* A program with cuDNN linked in (CuDNNStrict::cudnn_static): it calls the
   cuDNN it carries. */
#include <stddef.h>
#include <stdio.h>

size_t cudnnGetVersion(void);

int main(void) {
  printf("program ran with cuDNN %lu\n", (unsigned long)cudnnGetVersion());
  return 0;
}
