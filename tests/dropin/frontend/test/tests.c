#include "cudnn_frontend_like.h"

#include <stdio.h>

int main(void) {
  if (frontend_check_backend() != 0 || cudnnGetCudartVersion() == 0) {
    printf("backend check failed\n");
    return 1;
  }
  printf("all tests passed\n");
  return 0;
}
