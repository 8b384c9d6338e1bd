/* A lazy cuDNN stub as tsl's cudnn_stub.cc makes them (TensorFlow's
   libtensorflow_framework.so.2, JAX's _versions.so): it defines and
   exports cuDNN's functions, and on the first call opens the shared
   libcudnn by a name put together at run time ("lib", "cudnn", ".so." and
   the major, as tsl's DsoLoader does), so the file holds no "libcudnn.so",
   only the names it looks up with dlsym().  Test fixture only. */
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>

/* volatile: the compiler must not fold the parts into one literal. */
static const char *volatile lazy_stub_parts[] = {"lib", "cudnn", ".so.", "9"};

size_t cudnnGetVersion(void) {
  static size_t (*get)(void);
  if (get == NULL) {
    char name[64];
    void *cudnn;
    snprintf(name, sizeof name, "%s%s%s%s", lazy_stub_parts[0],
             lazy_stub_parts[1], lazy_stub_parts[2], lazy_stub_parts[3]);
    cudnn = dlopen(name, RTLD_LAZY);
    if (cudnn == NULL)
      return 0;
    *(void **)&get = dlsym(cudnn, "cudnnGetVersion");
    if (get == NULL)
      return 0;
  }
  return get();
}
