/* Stands in for the CUDA execution provider: a shared library that calls
   cuDNN. */
#include <cudnn.h>

unsigned long providers_cuda_cudnn_version(void) {
  return (unsigned long)cudnnGetVersion();
}
