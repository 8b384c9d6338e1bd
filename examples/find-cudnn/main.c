/* Prints the cuDNN version this program was built with and the one it runs
 * with. */
#include <cudnn.h>
#include <stdio.h>

int main(void) {
  printf("built with cuDNN %d.%d.%d, running cuDNN %zu\n", CUDNN_MAJOR,
         CUDNN_MINOR, CUDNN_PATCHLEVEL, cudnnGetVersion());
  return 0;
}
