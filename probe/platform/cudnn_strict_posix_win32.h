/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The few POSIX calls the core makes (realpath, access, secure_getenv,
 * glob), in Win32 terms, so that the core's .c files compile unchanged
 * with MinGW and MSVC.  Paths are UTF-8 in the core and wide (UTF-16) at
 * every Win32 call; both '/' and '\' separate directories.  Included by
 * cudnn_strict_loader.h on Windows only; defined in
 * cudnn_strict_loader_win32.c.
 */
#ifndef CUDNN_STRICT_POSIX_WIN32_H
#define CUDNN_STRICT_POSIX_WIN32_H

#include "cudnn_strict_internal.h"

#include <io.h>
#include <stddef.h>
#include <stdlib.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif
#ifndef F_OK
#define F_OK 0
#endif
#ifndef R_OK
#define R_OK 4
#endif

/* No set-user-ID programs: the environment is the process's own.  Read
   through the wide API and handed out in UTF-8: the narrow environment
   is in the ANSI code page, which loses what it cannot spell (a folder
   named in another script on PATH).  The value stays valid for the
   process's life. */
CUDNN_STRICT_INTERNAL const char *cudnn_strict_win32_getenv(const char *name);
#define secure_getenv(name) cudnn_strict_win32_getenv(name)

/* The full path of an existing file, in `resolved` (PATH_MAX bytes,
   UTF-8, '\' separated), or NULL when it does not exist. */
CUDNN_STRICT_INTERNAL char *cudnn_strict_win32_realpath(const char *path,
                                                        char *resolved);
#define realpath(path, resolved) cudnn_strict_win32_realpath(path, resolved)

/* access() through the wide API, so that a UTF-8 path opens. */
CUDNN_STRICT_INTERNAL int cudnn_strict_win32_access(const char *path, int mode);
#define access(path, mode) cudnn_strict_win32_access(path, mode)

/* The part of glob() the fix search uses: a '*' or '?' in the last
   component only (FindFirstFileW cannot match more); a pattern with a
   wildcard in a directory component matches nothing. */
#define GLOB_ONLYDIR (1 << 13)
#define GLOB_NOMATCH 3
typedef struct {
  size_t gl_pathc;
  char **gl_pathv;
  size_t gl_offs;
} glob_t;
CUDNN_STRICT_INTERNAL int cudnn_strict_win32_glob(const char *pattern,
                                                  int flags, void *unused,
                                                  glob_t *matches);
CUDNN_STRICT_INTERNAL void cudnn_strict_win32_globfree(glob_t *matches);
#define glob(pattern, flags, errfunc, matches)                                 \
  cudnn_strict_win32_glob(pattern, flags, (void *)(errfunc), matches)
#define globfree(matches) cudnn_strict_win32_globfree(matches)

/* UTF-8 to UTF-16 and back; 0 when it does not fit or does not convert. */
CUDNN_STRICT_INTERNAL int cudnn_strict_win32_widen(const char *text,
                                                   wchar_t *out, size_t size);
CUDNN_STRICT_INTERNAL int cudnn_strict_win32_narrow(const wchar_t *text,
                                                    char *out, size_t size);

/* The system directory (`windows` 0) or the Windows directory (1), in
   UTF-8; 0 when it cannot be had. */
CUDNN_STRICT_INTERNAL int cudnn_strict_system_directory(int windows, char *out,
                                                        size_t size);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_POSIX_WIN32_H */
