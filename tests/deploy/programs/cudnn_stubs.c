/* A table of cuDNN stubs, as XLA's libraries hold: it defines and exports
   cuDNN's functions and opens the shared libcudnn by name to forward
   them.  It carries no cuDNN itself.  Test fixture only. */
#include <dlfcn.h>
#include <stddef.h>

size_t cudnnGetVersion(void) {
  void *cudnn = dlopen("libcudnn.so.9", RTLD_NOW);
  size_t (*get)(void) = NULL;
  if (cudnn == NULL)
    return 0;
  *(void **)&get = dlsym(cudnn, "cudnnGetVersion");
  return get != NULL ? get() : 0;
}
