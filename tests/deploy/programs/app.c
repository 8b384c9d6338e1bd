/* A program linked against cuDNN: it calls cudnnGetVersion, so the loader
   maps libcudnn at start-up (DT_NEEDED). */
#include <stddef.h>
#include <stdio.h>

size_t cudnnGetVersion(void);

int main(void) {
  printf("cuDNN %lu\n", (unsigned long)cudnnGetVersion());
  return 0;
}
