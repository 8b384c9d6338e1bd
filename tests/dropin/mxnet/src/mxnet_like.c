/* Prints the cuDNN release the program runs against and the one whose
   header it was compiled with, or that it was built without cuDNN. */
#include <stdio.h>
#ifdef USE_CUDNN
#include <cudnn.h>
#endif

int main(void) {
#ifdef USE_CUDNN
  printf("cudnnGetVersion=%lu header=%d\n", (unsigned long)cudnnGetVersion(),
         (int)CUDNN_VERSION);
#else
  printf("built without cuDNN\n");
#endif
  return 0;
}
