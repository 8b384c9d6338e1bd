#include <darknet.h>

#include <stdio.h>

int main(void) {
  printf("classifier ran against cuDNN %lu\n",
         (unsigned long)darknet_cudnn_version());
  return 0;
}
