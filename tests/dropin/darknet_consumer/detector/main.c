#include <darknet.h>

#include <stdio.h>

int main(void) {
  printf("detector ran against cuDNN %lu\n",
         (unsigned long)darknet_cudnn_version());
  return 0;
}
