/* Prints the cuDNN release the provider runs against. */
#include <stdio.h>

unsigned long providers_cuda_cudnn_version(void);

int main(void) {
  printf("ort_like ran against cuDNN %lu\n", providers_cuda_cudnn_version());
  return 0;
}
