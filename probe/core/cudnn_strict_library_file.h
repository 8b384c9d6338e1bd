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

/* When the header of the cuDNN library `path` explains why this program
   cannot load it (not ELF, another word size or processor, not a shared
   object, truncated), writes the sentence that names the file and the fix
   into `out` and returns 1; else returns 0. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_library_file_problem(const char *path, char *out, size_t size);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_LIBRARY_FILE_H */
