/* Links cuDNN and the guard: the guard checks the loaded cuDNN before
   main. */
#include <cudnn.h>
#include <stdio.h>

int main(void) {
  printf("test_package ran against cuDNN %lu\n",
         (unsigned long)cudnnGetVersion());
  return 0;
}
