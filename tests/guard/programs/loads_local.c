/* A program that loads a library with dlopen(RTLD_LOCAL), as Python loads
   an extension module and what it needs, and calls into it. */
#include <dlfcn.h>
#include <stdio.h>

int main(int argc, char **argv) {
  void *library;
  int (*value)(void) = NULL;
  if (argc < 2)
    return 2;
  library = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    printf("dlopen failed: %s\n", dlerror());
    return 3;
  }
  *(void **)&value = dlsym(library, "middle_value");
  printf("library ran: middle_value() = %d\n", value != NULL ? value() : -1);
  return 0;
}
