/* By the time main runs, the guard has accepted the loaded cuDNN. */
#include <cudnn.h>
#include <stdio.h>

int main(void) {
  printf("cuDNN %zu accepted for a build against %d.%d.%d\n", cudnnGetVersion(),
         CUDNN_MAJOR, CUDNN_MINOR, CUDNN_PATCHLEVEL);
  return 0;
}
