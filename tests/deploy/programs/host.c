/* A program without the guard that loads a library with one. */
#include <stddef.h>
#include <stdio.h>

size_t plugin_cudnn_version(void);

int main(void) {
  printf("cuDNN %lu\n", (unsigned long)plugin_cudnn_version());
  return 0;
}
