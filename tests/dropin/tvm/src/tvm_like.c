/* Prints the cuDNN release the program runs against and the one whose
   header it was compiled with. */
#include <cudnn.h>
#include <stdio.h>

int main(void) {
  printf("cudnnGetVersion=%lu header=%d\n", (unsigned long)cudnnGetVersion(),
         (int)CUDNN_VERSION);
  return 0;
}
