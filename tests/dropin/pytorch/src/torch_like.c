/* Prints the cuDNN release the program runs against. */
#include <cudnn.h>
#include <stdio.h>

int main(void) {
  printf("torch_like ran against cuDNN %lu\n",
         (unsigned long)cudnnGetVersion());
  return 0;
}
