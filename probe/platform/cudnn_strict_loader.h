/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * A thin shim over the dynamic loader: open a library the way the process
 * would, look up symbols, and say which file was opened and how.
 *
 * Shared by the configure probe and the runtime guard.  C99 and valid C++.
 * Two implementations: cudnn_strict_loader_posix.c (Linux/glibc: the
 * includer defines _GNU_SOURCE before any system header, as dladdr, dlinfo
 * and RTLD_NOLOAD are GNU extensions; C++ compilers define it already) and
 * cudnn_strict_loader_win32.c (LoadLibraryExW; paths are UTF-8 here and
 * UTF-16 at each Win32 call).
 */
#ifndef CUDNN_STRICT_LOADER_H
#define CUDNN_STRICT_LOADER_H

#include "cudnn_strict.h"
#include "cudnn_strict_internal.h"
#include "cudnn_strict_naming.h"

#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>

#include "cudnn_strict_posix_win32.h"
#else
#if !defined(_GNU_SOURCE)
#error "define _GNU_SOURCE before including cudnn_strict_loader.h"
#endif
#include <dlfcn.h>
#include <link.h>
#include <unistd.h>
#endif

#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_PATH_SIZE 4096

/* The variable whose directories the loader searches by name, as messages
   and fixes name it, and the separator of its entries. */
/* The separator of a directory and a file name in the paths the core
   builds, as the system spells it. */
#if defined(_WIN32)
#define CUDNN_STRICT_DIRECTORY_SEPARATOR "\\"
#else
#define CUDNN_STRICT_DIRECTORY_SEPARATOR "/"
#endif

#if defined(_WIN32)
#define CUDNN_STRICT_SEARCH_PATH_NAME "PATH"
#define CUDNN_STRICT_SEARCH_PATH_SEPARATOR ';'
#else
#define CUDNN_STRICT_SEARCH_PATH_NAME "LD_LIBRARY_PATH"
#define CUDNN_STRICT_SEARCH_PATH_SEPARATOR ':'
#endif

#if defined(_WIN32)
/* LoadLibraryExW on a full path: the DLL's own imports come from its own
   directory and the system directories, never from the current directory
   (which the default search includes). */
#define CUDNN_STRICT_LOAD_FLAGS                                                \
  (LOAD_LIBRARY_SEARCH_DLL_LOAD_DIR | LOAD_LIBRARY_SEARCH_DEFAULT_DIRS)
#else
/* RTLD_NOW: a library with unresolved symbols fails here, where the message
   can name it, not later at the first call.  RTLD_LOCAL: looking at a
   library must not add its symbols to the process's global scope. */
#define CUDNN_STRICT_DLOPEN_MODE (RTLD_NOW | RTLD_LOCAL)
#endif

/* How a library was found: XX(NAME, report name, words of a message). */
#define CUDNN_STRICT_ORIGIN_MAP(XX)                                            \
  /* the process had it mapped */                                              \
  XX(ALREADY_LOADED, "already-loaded", "already loaded")                       \
  /* the loader's search by SONAME */                                          \
  XX(SEARCH, "loader-search", "loader search")                                 \
  /* an absolute path was given */                                             \
  XX(PATH, "explicit-path", "absolute path")                                   \
  /* the loader's search without what names the current directory */           \
  XX(ABSOLUTE_SEARCH, "absolute-search",                                       \
     "absolute path; relative LD_LIBRARY_PATH entries ignored")

#define CUDNN_STRICT_ORIGIN_ENUMERATOR(name, report_name, words)               \
  CUDNN_STRICT_ORIGIN_##name,
enum cudnn_strict_origin {
  CUDNN_STRICT_ORIGIN_MAP(CUDNN_STRICT_ORIGIN_ENUMERATOR)
      CUDNN_STRICT_ORIGIN_COUNT
};
#undef CUDNN_STRICT_ORIGIN_ENUMERATOR

struct cudnn_strict_library {
  void *handle;
  enum cudnn_strict_origin origin;
  char path[CUDNN_STRICT_PATH_SIZE]; /* real path of the mapped file */
};

/* The origin's name in a report ("loader-search"), and in a message
   ("loader search"). */
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_origin_name(enum cudnn_strict_origin origin);
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_origin_words(enum cudnn_strict_origin origin);

/* The text at `index` of `texts`, texts one after another, each ended by
   '\0', the last by an empty one ("a\0b\0" as a literal); `fallback`
   past the end.  No entry may be empty: an empty one ends the table, and
   every later index reads `fallback`.  Tables of names are written so: a table
   of pointers costs a position-independent program a relocation per entry (on
   x86-64, 24 bytes beside the 8 of the pointer), in every program the
   runtime guard is linked into. */
CUDNN_STRICT_INTERNAL const char *
cudnn_strict_text_at(const char *texts, size_t index, const char *fallback);

/* The length of `text` up to its first character that is in `stops`:
   strcspn(), which the guard does not call (every function it calls is a
   dynamic symbol, a GOT entry and a relocation in every guarded
   program). */
CUDNN_STRICT_INTERNAL size_t cudnn_strict_span(const char *text,
                                               const char *stops);

/* What follows the last '/' of `path`, or `path`: strrchr(), which the
   guard does not call either. */
CUDNN_STRICT_INTERNAL const char *cudnn_strict_after_slash(const char *path);

/* Copies as much of `src` as fits, always terminated. */
CUDNN_STRICT_INTERNAL void cudnn_strict_copy_text(char *dst, size_t size,
                                                  const char *src);

/* The file name of cuDNN <major>'s library <stem> (cudnn, cudnn_cnn) as
   `naming` (base/cudnn_strict_naming.h) spells it: libcudnn_cnn.so.9,
   cudnn_cnn64_9.dll. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_named_file(enum cudnn_strict_naming naming, const char *stem,
                        int major, char *out, size_t size);

/* The file name of cuDNN <major>'s sub-library <name> on this system:
   libcudnn_cnn.so.9, or cudnn_cnn64_9.dll on Windows. */
CUDNN_STRICT_INTERNAL void cudnn_strict_sublibrary_file_name(const char *name,
                                                             int major,
                                                             char *out,
                                                             size_t size);

/* The file name of cuDNN <major>'s main library: libcudnn.so.9, or
   cudnn64_9.dll on Windows. */
CUDNN_STRICT_INTERNAL void cudnn_strict_library_file_name(int major, char *out,
                                                          size_t size);

/* Makes the sub-libraries of the cuDNN at `library` (a path) load from
   its own directory, for a process that checks that install as a whole.
   libcudnn does so itself on Linux; cuDNN's DLLs load theirs through the
   Windows search (the application's directory, PATH), which
   SetDllDirectoryW extends by that directory.  Nothing for a bare name. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_sublibraries_beside(const char *library);

/* Whether the DLL at `library` (a real path) lies in the application's
   directory (`application_directory`, or this program's when NULL), which
   the Windows loader searches before the system directories and PATH: a
   stale cuDNN there hides every other.  Always 0 on Linux. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_library_beside_program(const char *library,
                                    const char *application_directory);

#if defined(_WIN32)
/* SetDllDirectoryW(`directory`), or back to the default search for NULL:
   cuDNN's DLLs load their sub-libraries by name, and a process that
   checks another program's cuDNN must have them found where that
   program's loader would find them (its directory first). */
CUDNN_STRICT_INTERNAL void
cudnn_strict_win32_dll_directory(const char *directory);
#endif

/* The search path the loader reads (LD_LIBRARY_PATH, or PATH on Windows);
   NULL where unset or where the process must not trust its environment. */
CUDNN_STRICT_INTERNAL const char *cudnn_strict_search_path(void);

#if !defined(_WIN32)
/* dlerror() text is only valid until the next dl call: copy it at once. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_take_dlerror(char *error, size_t error_size, const char *fallback);
#endif

CUDNN_STRICT_INTERNAL int cudnn_strict_has_slash(const char *name);

/* Copies the next entry of the search path `*list` (entries separated by
   CUDNN_STRICT_SEARCH_PATH_SEPARATOR) into `out` and moves `*list` past
   it, passing over empty entries and ones longer than `size`.  Returns 0
   when the list is done. */
CUDNN_STRICT_INTERNAL int cudnn_strict_next_path_entry(const char **list,
                                                       char *out, size_t size);

/* "/a" (POSIX); "C:\a", "\\server\a" or "\a" (Windows): a path that does not
   depend on the current directory. */
CUDNN_STRICT_INTERNAL int cudnn_strict_path_is_absolute(const char *path);

/* The loader's link map gives the path it opened; realpath() then resolves
   symlinks so that two names of one file compare equal. */
CUDNN_STRICT_INTERNAL void cudnn_strict_resolve_path(void *handle, char *out,
                                                     size_t size);

/*
 * Opens `name` the way the process would use it.  A bare SONAME is first
 * looked for among the objects already mapped (RTLD_NOLOAD), then through
 * the loader's normal search (LD_LIBRARY_PATH, RUNPATH, the ld.so cache).
 * On Windows: a DLL already loaded (GetModuleHandleExW), then the Windows
 * loader's search order without the current directory: the application's
 * directory, the system directories, the absolute entries of PATH.
 * A name with a slash must be absolute: a relative path would depend on the
 * current directory, which is never a place to load code from.
 * Returns 1 on success; on failure writes the reason into `error`.
 */
CUDNN_STRICT_INTERNAL int
cudnn_strict_library_open(const char *name, struct cudnn_strict_library *lib,
                          char *error, size_t error_size);

#if defined(_WIN32)
/* The search of cudnn_strict_library_open for another program, one in
   `application_directory`, whose PATH is `list`: what its loader would
   pick for `name`, in the order cudnn_strict_library_open searches. */
CUDNN_STRICT_INTERNAL int cudnn_strict_library_open_for_program(
    const char *application_directory, const char *name, const char *list,
    struct cudnn_strict_library *lib, char *error, size_t error_size);
#endif

CUDNN_STRICT_INTERNAL void *
cudnn_strict_library_symbol(const struct cudnn_strict_library *lib,
                            const char *symbol);

/* cuDNN's version queries (cudnnGetVersion and the like) are size_t f(void). */
typedef size_t (*cudnn_strict_size_fn)(void);

CUDNN_STRICT_INTERNAL cudnn_strict_size_fn
cudnn_strict_size_symbol(void *handle, const char *name);

CUDNN_STRICT_INTERNAL cudnn_strict_size_fn cudnn_strict_size_function(
    const struct cudnn_strict_library *lib, const char *name);

/* `name` in the process's global scope (the program and what it loaded
   globally) when a shared libcudnn does not define it: a cuDNN linked into
   the program, which exports it.  NULL on Windows, where a program exports
   nothing it does not declare. */
CUDNN_STRICT_INTERNAL cudnn_strict_size_fn
cudnn_strict_global_function(const char *name);

CUDNN_STRICT_INTERNAL void
cudnn_strict_library_close(struct cudnn_strict_library *lib);

/* A cudnnGetCudartVersion() answer as a cudart code:
   CUDNN_STRICT_CUDART_ANSWERED_ZERO for 0, so that 0 stays "no such
   function"; an answer beyond a long becomes a negative one.  The core
   judges it (cudnn_strict_cudart_answer_problem). */
CUDNN_STRICT_INTERNAL long cudnn_strict_cudart_answer(size_t answer);

/* Asks the cuDNN open as `handle` its versions, the one place that calls
   cudnnGetVersion and cudnnGetCudartVersion: *code as returned, *cudart_code
   as cudnn_strict_cudart_answer() gives it, 0 when the library has no
   cudnnGetCudartVersion.  Returns 0 (codes left
   as they were) when it has no cudnnGetVersion. */
CUDNN_STRICT_INTERNAL int cudnn_strict_ask_versions(void *handle, long *code,
                                                    long *cudart_code);

/* Whether `address` lies in the program itself rather than in a shared
   library it loaded. */
CUDNN_STRICT_INTERNAL int cudnn_strict_address_in_program(const void *address);

/* The real path of `directory` (symbolic links resolved), or `directory`
   as given when it cannot be resolved: one directory is spelled one way. */
CUDNN_STRICT_INTERNAL void cudnn_strict_real_directory(const char *directory,
                                                       char *out, size_t size);

/* Copies `path` as the machine that runs the configure spells it: under
   Wine (a Windows build configured on Linux, the probe run by the
   emulator) the host's path that Wine maps it to, since a fix such as
   -DCUDNN_LIBRARY=Z:\...\cudnn64_9.dll is a relative path to the host's
   CMake; elsewhere `path` itself. */
CUDNN_STRICT_INTERNAL void cudnn_strict_host_path(const char *path, char *out,
                                                  size_t size);

/* Copies the directory part of `path` ("/a/b/libx.so" gives "/a/b"). */
CUDNN_STRICT_INTERNAL void cudnn_strict_dirname(const char *path, char *out,
                                                size_t size);

/* Whether a list such as LD_LIBRARY_PATH (':'-separated; PATH, ';' on
   Windows) has an empty or a
   relative entry: the loader reads those against the current directory. */
CUDNN_STRICT_INTERNAL int cudnn_strict_path_list_has_relative(const char *list);

/* Opens `directory`/`soname` if that file exists; 1 on success. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_library_open_in(const char *directory, const char *soname,
                             struct cudnn_strict_library *lib, char *error,
                             size_t error_size);

/*
 * The search of cudnn_strict_library_open without what names the current
 * directory: a copy already loaded, then `soname` in each absolute entry
 * of `list` (LD_LIBRARY_PATH), then in `fallback_directory` (the build's
 * own cuDNN).  For processes whose LD_LIBRARY_PATH holds an empty or
 * relative entry, where the loader's own search could map a libcudnn from
 * whatever directory the process was started in.
 */
CUDNN_STRICT_INTERNAL int cudnn_strict_library_open_absolute(
    const char *soname, const char *list, const char *fallback_directory,
    struct cudnn_strict_library *lib, char *error, size_t error_size);

/* Whether `directory` is one of the entries of a ':'-separated list such
   as LD_LIBRARY_PATH (compared by real path, so "/a/./b/" matches "/a/b"). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_path_list_contains(const char *list, const char *directory);

/* The directories the loader searches when the object that holds
   `address` dlopen()s a bare name, in its order, joined by ':' into `out`:
   its RPATH and its loaders', LD_LIBRARY_PATH, its RUNPATH, the default
   directories (glibc's RTLD_DI_SERINFO, which leaves out the ld.so cache
   that the loader reads before the default directories).  Returns 0, with
   `out` empty, where the loader does not say (Windows). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_loader_search_dirs(const void *address, char *out, size_t size);

/* Whether the library `soname` is loaded in this process already. */
CUDNN_STRICT_INTERNAL int cudnn_strict_library_is_loaded(const char *soname);

/* Whether the directory of `file` is in this process's LD_LIBRARY_PATH
   (PATH on Windows). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_directory_in_ld_library_path(const char *file);

/* libcudnn_cnn.so.9, libcudnn_ops_infer.so.8 and the like, by the known
   names of cudnn_strict_sublibraries.h only: a program's own libcudnn_plugin.so
   is not a piece of cuDNN. */
CUDNN_STRICT_INTERNAL int cudnn_strict_is_sublibrary_file(const char *path);

struct cudnn_strict_sublibrary_scan {
  const char *library_directory;        /* real directory of libcudnn */
  char foreign[CUDNN_STRICT_PATH_SIZE]; /* first sub-library found elsewhere */
};

#if !defined(_WIN32)
CUDNN_STRICT_INTERNAL int
cudnn_strict_visit_loaded_object(struct dl_phdr_info *info, size_t info_size,
                                 void *data);
#endif

/*
 * Looks through the objects the process has mapped for a cuDNN sub-library
 * that does not sit in `library_directory` (the real directory of
 * libcudnn): a mix of installs, which cuDNN reports only later, as
 * CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH.  Returns 1 and writes the real
 * path of the first such file into `foreign`, or returns 0.
 */
CUDNN_STRICT_INTERNAL int
cudnn_strict_find_foreign_sublibrary(const char *library_directory,
                                     char *foreign, size_t foreign_size);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_LOADER_H */
