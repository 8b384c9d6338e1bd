/* A consumer of CuDNNStrict::cudnn: built against the found header, run
   against the found library. */
#include <cudnn.h>
#include <stdio.h>

int main(void) {
  size_t running = cudnnGetVersion();
  printf("built with cuDNN %d.%d.%d, running %zu\n", CUDNN_MAJOR, CUDNN_MINOR,
         CUDNN_PATCHLEVEL, running);
  return running >= (size_t)CUDNN_VERSION ? 0 : 1;
}
