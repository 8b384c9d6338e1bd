/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The dynamic loader's search, emulated on ELF files: which file a
 * DT_NEEDED name or a dlopen() by name would map, and what would be
 * missing, without loading anything.  Loading is what cannot be done
 * here: a binary that is checked must never run, and dlopen() of cuBLAS or
 * NVRTC costs a tenth of a second to half a second each, too much for a
 * configure.
 *
 * The emulation follows glibc's search for a DT_NEEDED name or a dlopen()
 * by name: DT_RPATH of the requesting object and of the objects that loaded
 * it (when the requester has no DT_RUNPATH), LD_LIBRARY_PATH (not for
 * set-user-ID programs), DT_RUNPATH of the requester, the ld.so cache, then
 * the default directories (unless DF_1_NODEFLIB); $ORIGIN is expanded; a
 * file of another ELF class, byte order or machine is passed over, as the
 * loader does, and the search ends at a file the loader fails on (a
 * directory, too short, not ELF, a malformed header) or would die mapping
 * (truncated), as it ends there for the loader
 * (cudnn_strict_library_file_load).
 * Objects load breadth-first, and a name already loaded (as a DT_NEEDED
 * name or a SONAME) is not searched again.
 *
 * Test seam: CUDNN_STRICT_LD_SO_CACHE names the cache file to read instead
 * of /etc/ld.so.cache ("" for none).
 *
 * On Windows (cudnn_strict_ld_win32.c) the same names emulate the Windows
 * loader on PE files: a DLL's needs are the names of its import table
 * (delay-loaded imports load at their first call, not with the DLL), and a
 * name is searched as this program's LoadLibrary would search it: a DLL
 * the emulated process holds under that name, an API set (api-ms-win-*,
 * ext-ms-*, which the system resolves with no file of that name), a DLL
 * this process has loaded (KERNEL32.dll and the other system DLLs the
 * program itself imports), the application's directory, the directory
 * SetDllDirectoryW added (cuDNN's own, cudnn_strict_sublibraries_beside),
 * the system directory, the Windows directory, then each absolute PATH
 * entry; the KnownDLLs all sit in the system directory.  The imports of a
 * DLL loaded by its full path with CUDNN_STRICT_LOAD_FLAGS (and theirs)
 * are searched in its directory, the application's and the system
 * directory only, as LoadLibraryExW searches them.  A file of another
 * machine is passed over.
 *
 * C99 and valid C++.
 */
#ifndef CUDNN_STRICT_LD_H
#define CUDNN_STRICT_LD_H

#include "cudnn_strict_internal.h"

#if !defined(_WIN32)
#include "cudnn_strict_elf.h"
#include "cudnn_strict_ld_cache.h"
#include "cudnn_strict_loader.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_LD_MAX_OBJECTS 128
#define CUDNN_STRICT_LD_MAX_MISSED 32
#define CUDNN_STRICT_LD_HOW_SIZE (CUDNN_STRICT_PATH_SIZE + 128)

struct cudnn_strict_object {
  char path[CUDNN_STRICT_PATH_SIZE]; /* as the loader would name it */
  char real[CUDNN_STRICT_PATH_SIZE];
  char requested[CUDNN_STRICT_ELF_NAME_SIZE]; /* "" for the first object */
  int loader;   /* the object whose need loaded it; -1 for the first */
  int by_guard; /* mapped by a dlopen(), not as a DT_NEEDED */
  char how[CUDNN_STRICT_LD_HOW_SIZE];
  struct cudnn_strict_elf_dynamic dynamic;
};

/* A name the loader would not find, and the object that needs it. */
struct cudnn_strict_missed {
  char name[CUDNN_STRICT_ELF_NAME_SIZE];
  int requester;
};

struct cudnn_strict_process {
  /* The root file system the process runs in (cudnn_strict_rootfs.h: an
     unpacked image), or NULL for this machine's: paths stay as the
     process sees them, and every file is read inside the root. */
  const char *root;
  const char *ld_library_path; /* NULL when unset or the loader ignores it */
  int set_user_id;             /* the loader ignores LD_LIBRARY_PATH */
  int is_program;              /* the first object is a program */
  unsigned machine;
  const struct cudnn_strict_ld_cache *cache;
  /* The loader's default directories (its system search path), as a
     ':' list; NULL for the ones this program's own build knows. */
  const char *default_directories;
  int count;
  struct cudnn_strict_object objects[CUDNN_STRICT_LD_MAX_OBJECTS];
  /* Each name once, with its first requester, in load order. */
  int missed_count;
  struct cudnn_strict_missed missed[CUDNN_STRICT_LD_MAX_MISSED];
};

/* The default directories that the dynamic loader `host` (a file of this
   machine: an image's ld-linux) searches after the ld.so cache, read from
   the table glibc's ld.so is built with (its system_dirs strings, beside
   the array of their lengths), as a ':' list without trailing slashes.
   0 when the file holds no such table (not glibc's loader). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_ld_system_directories(const char *host, char *out, size_t size);

/* The ELF machine of this program (EM_X86_64 62, ...); 0 when unknown. */
CUDNN_STRICT_INTERNAL unsigned cudnn_strict_own_machine(void);

/* The loader's search for `name` on behalf of object `requester`.  Writes
   the file into `out` and how it was found into `how`. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_search(const struct cudnn_strict_process *p, int requester,
                    const char *name, char *out, size_t size, char *how,
                    size_t how_size);

/* The object already loaded under `name` (DT_NEEDED name or SONAME), or
   -1. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_loaded_as(const struct cudnn_strict_process *p, const char *name);

/* Adds the object at `path`, loaded for `loader` under the name
   `requested`; returns its index, or -1 when the process is full. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_add_object(struct cudnn_strict_process *p, const char *path,
                        const char *requested, int loader, const char *how);

/* Loads the DT_NEEDED names of every object breadth-first, as the loader
   does, and records those it would not find. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_load_all(struct cudnn_strict_process *p);

/* Whether object `index` was loaded, directly or not, for object
   `ancestor`. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_loaded_for(const struct cudnn_strict_process *p, int index,
                        int ancestor);

#ifdef __cplusplus
}
#endif

#else /* _WIN32 */
#include "cudnn_strict_loader.h"
#include "cudnn_strict_pe.h"

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_LD_MAX_OBJECTS 64
#define CUDNN_STRICT_LD_MAX_MISSED 32
#define CUDNN_STRICT_LD_HOW_SIZE (CUDNN_STRICT_PATH_SIZE + 128)
#define CUDNN_STRICT_PE_MAX_IMPORTS 48

struct cudnn_strict_object {
  char path[CUDNN_STRICT_PATH_SIZE]; /* as the loader would name it */
  char real[CUDNN_STRICT_PATH_SIZE];
  char requested[CUDNN_STRICT_ELF_NAME_SIZE]; /* "" for the first object */
  int loader;   /* the object whose need loaded it; -1 for the first */
  int by_guard; /* loaded by LoadLibrary, not through an import table */
  /* Loaded by its full path with LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR |
     LOAD_LIBRARY_SEARCH_DEFAULT_DIRS (CUDNN_STRICT_LOAD_FLAGS, as the
     configure and the guard load cuDNN): its imports, and theirs, come
     from its own directory, the application's and the system directory,
     never from PATH. */
  int by_full_path;
  char how[CUDNN_STRICT_LD_HOW_SIZE];
  int import_count;
  char imports[CUDNN_STRICT_PE_MAX_IMPORTS][CUDNN_STRICT_ELF_NAME_SIZE];
};

struct cudnn_strict_missed {
  char name[CUDNN_STRICT_ELF_NAME_SIZE];
  int requester;
};

struct cudnn_strict_process {
  const char *path_list; /* PATH */
  char application_directory[CUDNN_STRICT_PATH_SIZE];
  char dll_directory[CUDNN_STRICT_PATH_SIZE]; /* SetDllDirectoryW's, or "" */
  unsigned machine;
  int count;
  struct cudnn_strict_object objects[CUDNN_STRICT_LD_MAX_OBJECTS];
  int missed_count;
  struct cudnn_strict_missed missed[CUDNN_STRICT_LD_MAX_MISSED];
};

/* The searches, the objects and the walk of cudnn_strict_ld.h's POSIX
   part, with the same meaning. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_search(const struct cudnn_strict_process *p, int requester,
                    const char *name, char *out, size_t size, char *how,
                    size_t how_size);
CUDNN_STRICT_INTERNAL int
cudnn_strict_loaded_as(const struct cudnn_strict_process *p, const char *name);
CUDNN_STRICT_INTERNAL int
cudnn_strict_add_object(struct cudnn_strict_process *p, const char *path,
                        const char *requested, int loader, const char *how);
CUDNN_STRICT_INTERNAL void
cudnn_strict_load_all(struct cudnn_strict_process *p);
CUDNN_STRICT_INTERNAL int
cudnn_strict_loaded_for(const struct cudnn_strict_process *p, int index,
                        int ancestor);

/* The object loaded by its full path (by_full_path) whose imports
   `requester`'s search follows, or -1 for the standard search. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_full_path_loader(const struct cudnn_strict_process *p,
                              int requester);

#ifdef __cplusplus
}
#endif

#endif /* _WIN32 */

#ifdef __cplusplus
extern "C" {
#endif

/* What cudnn_strict_add_object does on every platform: appends the object
   at `path` with its names, its loader and how the search found it, for
   the platform to read what it needs.  Returns its index, or -1 when the
   process is full. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_append_object(struct cudnn_strict_process *p, const char *path,
                           const char *requested, int loader, const char *how);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_LD_H */
