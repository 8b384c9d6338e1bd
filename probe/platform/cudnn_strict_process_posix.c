/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_process.h.  POSIX. */
#if !defined(_WIN32)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_process.h"

#include "cudnn_strict_environment.h"
#include "cudnn_strict_loader.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/auxv.h>
#endif

CUDNN_STRICT_INTERNAL int cudnn_strict_secure_process(void) {
#if defined(__linux__) && defined(AT_SECURE)
  /* The kernel's own word, which covers file capabilities too. */
  return getauxval(AT_SECURE) != 0;
#else
  return getuid() != geteuid() || getgid() != getegid();
#endif
}

CUDNN_STRICT_INTERNAL int cudnn_strict_file_in_ld_preload(const char *file,
                                                          const char *soname) {
  /* The environment the loader obeyed: none in secure mode, where it
     preloads by path nothing at all. */
  const char *list = secure_getenv(CUDNN_STRICT_ENV(LD_PRELOAD));
  const char *name = cudnn_strict_after_slash(file);
  while (list != NULL && *list != '\0') {
    /* ld.so splits the list at spaces and colons. */
    size_t length = cudnn_strict_span(list, " :");
    char entry[PATH_MAX], real[PATH_MAX];
    if (length > 0 && length < sizeof(entry)) {
      memcpy(entry, list, length);
      entry[length] = '\0';
      if (strchr(entry, '/') != NULL
              ? realpath(entry, real) != NULL && strcmp(real, file) == 0
              : strcmp(entry, name) == 0 ||
                    (soname != NULL && strcmp(entry, soname) == 0))
        return 1;
    }
    /* A loop, not strspn(): every function the guard calls is a dynamic
       symbol, a GOT entry and a relocation in every guarded program. */
    list += length;
    while (*list == ' ' || *list == ':')
      ++list;
  }
  return 0;
}

#endif /* !_WIN32 */
