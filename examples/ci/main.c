/* The program both CI jobs build; the GPU job also runs it.  Its guard has
   checked the loaded cuDNN before main. */
#include <cudnn.h>
#include <stdio.h>

int main(void) {
  printf("ci_app: built against cuDNN %d.%d.%d, running on cuDNN %zu\n",
         CUDNN_MAJOR, CUDNN_MINOR, CUDNN_PATCHLEVEL, cudnnGetVersion());
  return 0;
}
