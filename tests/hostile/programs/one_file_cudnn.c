/* A "cuDNN 9.19.0" of one file and three functions: no release of cuDNN 9
   is one file, whatever its cudnnGetVersion() says. */
#include <stddef.h>

size_t cudnnGetVersion(void) { return 91900; }
size_t cudnnGetCudartVersion(void) { return 13000; }
const char *cudnnGetErrorString(int status) {
  (void)status;
  return "CUDNN_STATUS_SUCCESS";
}
