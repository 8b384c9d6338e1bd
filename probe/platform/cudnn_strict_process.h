/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * What the process's start decided about the loader's search, for a fix
 * that works as written: whether it runs in secure mode, and whether a
 * file came in through LD_PRELOAD.  C99 and valid C++.
 */
#ifndef CUDNN_STRICT_PROCESS_H
#define CUDNN_STRICT_PROCESS_H

#include "cudnn_strict_internal.h"

#ifdef __cplusplus
extern "C" {
#endif

/* 1 when the process runs in secure mode (set-user-ID or set-group-ID,
   file capabilities: the kernel's AT_SECURE), where the loader ignores
   LD_LIBRARY_PATH and the guard ignores CUDNN_STRICT_GUARD; 0 elsewhere,
   and always on Windows. */
CUDNN_STRICT_INTERNAL int cudnn_strict_secure_process(void);

/* 1 when the real path `file`, whose SONAME is `soname` (or NULL), is one
   that LD_PRELOAD names (an entry with a '/' that resolves to it, or a
   bare name equal to its file name or SONAME, which the loader searches
   for); LD_PRELOAD's libraries are loaded before any search, so no search
   path changes which one is used.  0 on Windows. */
CUDNN_STRICT_INTERNAL int cudnn_strict_file_in_ld_preload(const char *file,
                                                          const char *soname);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_PROCESS_H */
