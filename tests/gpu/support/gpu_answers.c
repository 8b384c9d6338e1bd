/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Whether a GPU answers: cudaGetDeviceCount through a CUDA runtime loaded
 * as the probe's would be (LD_LIBRARY_PATH, then the loader's cache), or
 * through the file given as the first argument.  A machine's own files
 * (/proc/driver/nvidia/version, /dev/nvidia*) are no answer: a sandbox
 * (gVisor) can pass a working GPU through without them.
 *
 * Usage: gpu_answers [LIBCUDART]
 * Prints libcudart=, error= and count= lines.  Exit status: 0 a GPU
 * answered, 1 none (the error says why), 2 no CUDA runtime to ask.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef int (*count_function)(int *);
typedef const char *(*name_function)(int);

int main(int argc, char **argv) {
  /* The SONAMEs of the runtimes cuDNN 8 and 9 are built for, newest
     first. */
  static const char *const names[] = {"libcudart.so.13", "libcudart.so.12",
                                      "libcudart.so.11.0", "libcudart.so"};
  void *library = NULL, *address;
  count_function count_devices;
  name_function error_name;
  Dl_info info;
  size_t i;
  int count = 0, error;
  if (argc > 1)
    library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  for (i = 0;
       library == NULL && argc <= 1 && i < sizeof(names) / sizeof(*names); ++i)
    library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    const char *why = dlerror();
    printf("libcudart=none (%s)\n", why != NULL ? why : "not found");
    return 2;
  }
  address = dlsym(library, "cudaGetDeviceCount");
  if (address == NULL) {
    printf("libcudart=no cudaGetDeviceCount\n");
    return 2;
  }
  memcpy(&count_devices, &address, sizeof(address));
  if (dladdr(address, &info) != 0 && info.dli_fname != NULL)
    printf("libcudart=%s\n", info.dli_fname);
  address = dlsym(library, "cudaGetErrorName");
  memcpy(&error_name, &address, sizeof(address));
  error = count_devices(&count);
  printf("error=%d (%s)\ncount=%d\n", error,
         error_name != NULL ? error_name(error) : "?", count);
  return error == 0 && count > 0 ? 0 : 1;
}
