/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * Why a library file cannot be loaded, read from its header: the loader
 * says "file too short", "wrong ELF class" or even "No such file or
 * directory" for a file that exists; the header says what is wrong with
 * it.  Read only after loading failed.  ELF only: on Windows it finds
 * nothing to say.
 */
#ifndef CUDNN_STRICT_LIBRARY_FILE_H
#define CUDNN_STRICT_LIBRARY_FILE_H

#include "cudnn_strict_internal.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The multiarch directory name of this processor's libraries
   (/usr/lib/<triplet>), which the loader searches by default. */
#if defined(__x86_64__)
#define CUDNN_STRICT_TRIPLET "x86_64-linux-gnu"
#elif defined(__aarch64__)
#define CUDNN_STRICT_TRIPLET "aarch64-linux-gnu"
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
#define CUDNN_STRICT_TRIPLET "powerpc64le-linux-gnu"
#else
#define CUDNN_STRICT_TRIPLET "unknown-linux-gnu"
#endif

/* When the header of the cuDNN library `path` explains why this program
   cannot load it (not ELF, another word size or processor, not a shared
   object, truncated), writes the sentence that names the file and the fix
   into `out` and returns 1; else returns 0. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_library_file_problem(const char *path, char *out, size_t size);

/* What glibc's ld.so does with a file it meets under a library's name in a
   directory it searches (elf/dl-load.c: open_verify, then
   _dl_map_object_from_fd), each row seen with a real program and
   LD_LIBRARY_PATH on glibc 2.36. */
#define CUDNN_STRICT_LOAD_MAP(XX)                                              \
  /* maps it */                                                                \
  XX(TAKE)                                                                     \
  /* no such file, another ELF class or processor: the search                  \
     goes on in the next directory */                                          \
  XX(SKIP)                                                                     \
  /* a directory, too short, not ELF, another byte order, a malformed          \
     header, no loadable segment: the search ends there with an error          \
     ("file too short", exit 127 for a program) */                             \
  XX(FAIL)                                                                     \
  /* a segment or the dynamic section reaches past the end of the file: the    \
     loader maps it and the process dies of SIGBUS at the first touch */       \
  XX(CRASH)

#define CUDNN_STRICT_LOAD_ENUMERATOR(name) CUDNN_STRICT_LOAD_##name,
enum cudnn_strict_load {
  CUDNN_STRICT_LOAD_MAP(CUDNN_STRICT_LOAD_ENUMERATOR) CUDNN_STRICT_LOAD_COUNT
};
#undef CUDNN_STRICT_LOAD_ENUMERATOR

/* What the loader of a process of ELF machine `machine` (0: this
   program's), of this program's word size and byte order, does with the
   file at `path`, read with plain reads before anything maps it.  For FAIL
   and CRASH writes why into `why`, a predicate that follows the file's
   name ("is truncated: its segments reach byte ...").  A FIFO or a device
   is never opened (it would block) and is passed over. */
CUDNN_STRICT_INTERNAL enum cudnn_strict_load
cudnn_strict_library_file_load(const char *path, unsigned machine, char *why,
                               size_t size);

struct cudnn_strict_ld_cache;

/* The first file named `name` in the directories of `list` (separated by
   the search path's separator) that the loader would not skip, as the
   loader walks them, relative entries left out, and, where `cache` is not
   NULL, the entries of the ld.so cache before the first of the system's
   default directories, where the loader reads them (read into `cache`,
   zeroed by the caller, only when the walk reaches it; the caller frees
   it): writes the file into `file` and returns what the loader does with
   it; SKIP when no place holds one it would not pass over. */
CUDNN_STRICT_INTERNAL enum cudnn_strict_load
cudnn_strict_library_file_first(const char *list, const char *name,
                                struct cudnn_strict_ld_cache *cache, char *file,
                                size_t file_size, char *why, size_t why_size);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_LIBRARY_FILE_H */
