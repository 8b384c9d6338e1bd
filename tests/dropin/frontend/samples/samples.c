#include "cudnn_frontend_like.h"

#include <stdio.h>

int main(void) {
  printf("sample ran against cuDNN %lu\n",
         (unsigned long)frontend_backend_version());
  return frontend_check_backend();
}
