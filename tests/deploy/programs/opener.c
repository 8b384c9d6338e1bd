/* A program without the guard that loads cuDNN itself, by name, as
   frameworks do: no DT_NEEDED names libcudnn. */
#include <dlfcn.h>
#include <stdio.h>

int main(void) {
  void *cudnn = dlopen("libcudnn.so.9", RTLD_NOW | RTLD_LOCAL);
  puts(cudnn != NULL ? "loaded" : dlerror());
  return cudnn != NULL ? 0 : 1;
}
