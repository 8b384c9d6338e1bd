/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * A thin shim over the dynamic loader: open a library the way the process
 * would, look up symbols, and say which file was opened and how.
 *
 * Shared by the configure probe and the runtime guard.  Header-only (static
 * inline functions), C99 and valid C++, Linux/glibc.  The includer defines
 * _GNU_SOURCE before any system header (dladdr, dlinfo and RTLD_NOLOAD are
 * GNU extensions); C++ compilers define it already.
 */
#ifndef CUDNN_STRICT_LOADER_H
#define CUDNN_STRICT_LOADER_H

#if !defined(_GNU_SOURCE)
#error "define _GNU_SOURCE before including cudnn_strict_loader.h"
#endif

#include <dlfcn.h>
#include <limits.h>
#include <link.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_PATH_SIZE 4096

/* RTLD_NOW: a library with unresolved symbols fails here, where the message
   can name it, not later at the first call.  RTLD_LOCAL: looking at a
   library must not add its symbols to the process's global scope. */
#define CUDNN_STRICT_DLOPEN_MODE (RTLD_NOW | RTLD_LOCAL)

enum cudnn_strict_origin {
  CUDNN_STRICT_ORIGIN_ALREADY_LOADED = 0, /* the process had it mapped */
  CUDNN_STRICT_ORIGIN_SEARCH,             /* the loader's search by SONAME */
  CUDNN_STRICT_ORIGIN_PATH                /* an absolute path was given */
};

struct cudnn_strict_library {
  void *handle;
  enum cudnn_strict_origin origin;
  char path[CUDNN_STRICT_PATH_SIZE]; /* real path of the mapped file */
};

static inline const char *
cudnn_strict_origin_name(enum cudnn_strict_origin origin) {
  switch (origin) {
  case CUDNN_STRICT_ORIGIN_ALREADY_LOADED:
    return "already-loaded";
  case CUDNN_STRICT_ORIGIN_SEARCH:
    return "loader-search";
  default:
    return "explicit-path";
  }
}

/* Copies as much of `src` as fits, always terminated. */
static inline void cudnn_strict_copy_text(char *dst, size_t size,
                                          const char *src) {
  size_t length;
  if (size == 0)
    return;
  if (src == NULL)
    src = "";
  length = strlen(src);
  if (length >= size)
    length = size - 1;
  memmove(dst, src, length);
  dst[length] = '\0';
}

/* dlerror() text is only valid until the next dl call: copy it at once. */
static inline void cudnn_strict_take_dlerror(char *error, size_t error_size,
                                             const char *fallback) {
  const char *text = dlerror();
  cudnn_strict_copy_text(error, error_size, text != NULL ? text : fallback);
}

static inline int cudnn_strict_has_slash(const char *name) {
  return strchr(name, '/') != NULL;
}

/* The loader's link map gives the path it opened; realpath() then resolves
   symlinks so that two names of one file compare equal. */
static inline void cudnn_strict_resolve_path(void *handle, char *out,
                                             size_t size) {
  struct link_map *map = NULL;
  char resolved[PATH_MAX];
  out[0] = '\0';
  if (dlinfo(handle, RTLD_DI_LINKMAP, &map) != 0 || map == NULL ||
      map->l_name == NULL || map->l_name[0] == '\0')
    return;
  if (realpath(map->l_name, resolved) != NULL)
    cudnn_strict_copy_text(out, size, resolved);
  else
    cudnn_strict_copy_text(out, size, map->l_name);
}

/*
 * Opens `name` the way the process would use it.  A bare SONAME is first
 * looked for among the objects already mapped (RTLD_NOLOAD), then through
 * the loader's normal search (LD_LIBRARY_PATH, RUNPATH, the ld.so cache).
 * A name with a slash must be absolute: a relative path would depend on the
 * current directory, which is never a place to load code from.
 * Returns 1 on success; on failure writes the reason into `error`.
 */
static inline int cudnn_strict_library_open(const char *name,
                                            struct cudnn_strict_library *lib,
                                            char *error, size_t error_size) {
  memset(lib, 0, sizeof(*lib));
  if (name == NULL || name[0] == '\0') {
    cudnn_strict_copy_text(error, error_size, "no library name given");
    return 0;
  }
  if (cudnn_strict_has_slash(name)) {
    if (name[0] != '/') {
      cudnn_strict_copy_text(error, error_size,
                             "refusing a relative library path");
      return 0;
    }
    lib->origin = CUDNN_STRICT_ORIGIN_PATH;
    lib->handle = dlopen(name, CUDNN_STRICT_DLOPEN_MODE);
  } else {
    lib->origin = CUDNN_STRICT_ORIGIN_ALREADY_LOADED;
    lib->handle = dlopen(name, CUDNN_STRICT_DLOPEN_MODE | RTLD_NOLOAD);
    if (lib->handle == NULL) {
      lib->origin = CUDNN_STRICT_ORIGIN_SEARCH;
      lib->handle = dlopen(name, CUDNN_STRICT_DLOPEN_MODE);
    }
  }
  if (lib->handle == NULL) {
    cudnn_strict_take_dlerror(error, error_size, "dlopen failed");
    return 0;
  }
  cudnn_strict_resolve_path(lib->handle, lib->path, sizeof(lib->path));
  return 1;
}

static inline void *
cudnn_strict_library_symbol(const struct cudnn_strict_library *lib,
                            const char *symbol) {
  return lib->handle != NULL ? dlsym(lib->handle, symbol) : NULL;
}

/* cuDNN's version queries (cudnnGetVersion and the like) are size_t f(void). */
typedef size_t (*cudnn_strict_size_fn)(void);

static inline cudnn_strict_size_fn cudnn_strict_size_symbol(void *handle,
                                                            const char *name) {
  void *symbol = handle != NULL ? dlsym(handle, name) : NULL;
  cudnn_strict_size_fn fn = NULL;
  /* ISO C has no cast from object to function pointer; POSIX guarantees
     the representations agree. */
  if (symbol != NULL)
    memcpy(&fn, &symbol, sizeof(fn));
  return fn;
}

static inline cudnn_strict_size_fn
cudnn_strict_size_function(const struct cudnn_strict_library *lib,
                           const char *name) {
  return cudnn_strict_size_symbol(lib->handle, name);
}

static inline void
cudnn_strict_library_close(struct cudnn_strict_library *lib) {
  if (lib->handle != NULL)
    dlclose(lib->handle);
  lib->handle = NULL;
}

/* Copies the directory part of `path` ("/a/b/libx.so" gives "/a/b"). */
static inline void cudnn_strict_dirname(const char *path, char *out,
                                        size_t size) {
  const char *slash = strrchr(path, '/');
  size_t length = slash != NULL ? (size_t)(slash - path) : 0;
  if (slash == path)
    length = 1;
  if (size == 0)
    return;
  if (length >= size)
    length = size - 1;
  memcpy(out, path, length);
  out[length] = '\0';
}

/* Whether a ':'-separated list such as LD_LIBRARY_PATH has an empty or a
   relative entry: the loader reads those against the current directory. */
static inline int cudnn_strict_path_list_has_relative(const char *list) {
  const char *start = list;
  if (list == NULL || list[0] == '\0')
    return 0;
  for (;;) {
    const char *end = strchr(start, ':');
    if (start[0] != '/')
      return 1; /* empty (":" at either end or "::") or relative */
    if (end == NULL)
      return 0;
    start = end + 1;
  }
}

/* Opens `directory`/`soname` if that file exists; 1 on success. */
static inline int cudnn_strict_library_open_in(const char *directory,
                                               const char *soname,
                                               struct cudnn_strict_library *lib,
                                               char *error, size_t error_size) {
  char path[CUDNN_STRICT_PATH_SIZE];
  int n = snprintf(path, sizeof(path), "%s/%s", directory, soname);
  if (n <= 0 || (size_t)n >= sizeof(path) || access(path, F_OK) != 0)
    return 0;
  return cudnn_strict_library_open(path, lib, error, error_size);
}

/*
 * The search of cudnn_strict_library_open without what names the current
 * directory: a copy already loaded, then `soname` in each absolute entry
 * of `list` (LD_LIBRARY_PATH), then in `fallback_directory` (the build's
 * own cuDNN).  For processes whose LD_LIBRARY_PATH holds an empty or
 * relative entry, where the loader's own search could map a libcudnn from
 * whatever directory the process was started in.
 */
static inline int cudnn_strict_library_open_absolute(
    const char *soname, const char *list, const char *fallback_directory,
    struct cudnn_strict_library *lib, char *error, size_t error_size) {
  char directory[CUDNN_STRICT_PATH_SIZE];
  const char *start = list != NULL ? list : "";
  memset(lib, 0, sizeof(*lib));
  lib->handle = dlopen(soname, CUDNN_STRICT_DLOPEN_MODE | RTLD_NOLOAD);
  if (lib->handle != NULL) {
    lib->origin = CUDNN_STRICT_ORIGIN_ALREADY_LOADED;
    cudnn_strict_resolve_path(lib->handle, lib->path, sizeof(lib->path));
    return 1;
  }
  for (;;) {
    const char *end = strchr(start, ':');
    size_t length = end != NULL ? (size_t)(end - start) : strlen(start);
    if (start[0] == '/' && length < sizeof(directory)) {
      memcpy(directory, start, length);
      directory[length] = '\0';
      if (cudnn_strict_library_open_in(directory, soname, lib, error,
                                       error_size))
        return 1;
    }
    if (end == NULL)
      break;
    start = end + 1;
  }
  if (fallback_directory != NULL && fallback_directory[0] == '/' &&
      cudnn_strict_library_open_in(fallback_directory, soname, lib, error,
                                   error_size))
    return 1;
  snprintf(error, error_size,
           "%s is in none of the absolute LD_LIBRARY_PATH entries nor in %s "
           "(empty and relative entries, which name the current directory, "
           "are ignored)",
           soname, fallback_directory != NULL ? fallback_directory : "");
  return 0;
}

/* Whether `directory` is one of the entries of a ':'-separated list such
   as LD_LIBRARY_PATH (compared by real path, so "/a/./b/" matches "/a/b"). */
static inline int cudnn_strict_path_list_contains(const char *list,
                                                  const char *directory) {
  char entry[PATH_MAX];
  char resolved[PATH_MAX];
  const char *start = list;
  if (list == NULL || directory == NULL)
    return 0;
  while (*start != '\0') {
    const char *end = strchr(start, ':');
    size_t length = end != NULL ? (size_t)(end - start) : strlen(start);
    if (length > 0 && length < sizeof(entry)) {
      memcpy(entry, start, length);
      entry[length] = '\0';
      if (realpath(entry, resolved) != NULL && strcmp(resolved, directory) == 0)
        return 1;
    }
    if (end == NULL)
      break;
    start = end + 1;
  }
  return 0;
}

/* The sub-libraries libcudnn loads from its own directory (cuDNN 8, then
   cuDNN 9).  The configure check keeps the same lists in
   cmake/CuDNNStrict/Library.cmake; the find suite checks that they agree. */
#define CUDNN_STRICT_SUBLIBRARY_NAMES                                          \
  "ops_infer", "ops_train", "cnn_infer", "cnn_train", "adv_infer",             \
      "adv_train", "graph", "ops", "cnn", "adv", "engines_precompiled",        \
      "engines_runtime_compiled", "heuristic"

/* libcudnn_cnn.so.9, libcudnn_ops_infer.so.8 and the like, by their known
   names only: a program's own libcudnn_plugin.so is not a piece of cuDNN. */
static inline int cudnn_strict_is_sublibrary_file(const char *path) {
  static const char *const names[] = {CUDNN_STRICT_SUBLIBRARY_NAMES};
  static const char prefix[] = "libcudnn_";
  const char *slash = strrchr(path, '/');
  const char *base = slash != NULL ? slash + 1 : path;
  size_t i;
  if (strncmp(base, prefix, sizeof(prefix) - 1) != 0)
    return 0;
  base += sizeof(prefix) - 1;
  for (i = 0; i < sizeof(names) / sizeof(names[0]); ++i) {
    size_t length = strlen(names[i]);
    if (strncmp(base, names[i], length) == 0 &&
        strncmp(base + length, ".so", 3) == 0)
      return 1;
  }
  return 0;
}

struct cudnn_strict_sublibrary_scan {
  const char *library_directory;        /* real directory of libcudnn */
  char foreign[CUDNN_STRICT_PATH_SIZE]; /* first sub-library found elsewhere */
};

static inline int cudnn_strict_visit_loaded_object(struct dl_phdr_info *info,
                                                   size_t info_size,
                                                   void *data) {
  struct cudnn_strict_sublibrary_scan *scan =
      (struct cudnn_strict_sublibrary_scan *)data;
  char resolved[PATH_MAX];
  char directory[PATH_MAX];
  (void)info_size;
  if (info->dlpi_name == NULL ||
      !cudnn_strict_is_sublibrary_file(info->dlpi_name))
    return 0;
  if (realpath(info->dlpi_name, resolved) == NULL)
    cudnn_strict_copy_text(resolved, sizeof(resolved), info->dlpi_name);
  cudnn_strict_dirname(resolved, directory, sizeof(directory));
  if (strcmp(directory, scan->library_directory) == 0)
    return 0;
  cudnn_strict_copy_text(scan->foreign, sizeof(scan->foreign), resolved);
  return 1; /* stops the iteration */
}

/*
 * Looks through the objects the process has mapped for a cuDNN sub-library
 * that does not sit in `library_directory` (the real directory of
 * libcudnn): a mix of installs, which cuDNN reports only later, as
 * CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH.  Returns 1 and writes the real
 * path of the first such file into `foreign`, or returns 0.
 */
static inline int
cudnn_strict_find_foreign_sublibrary(const char *library_directory,
                                     char *foreign, size_t foreign_size) {
  struct cudnn_strict_sublibrary_scan scan;
  scan.library_directory = library_directory;
  scan.foreign[0] = '\0';
  if (dl_iterate_phdr(cudnn_strict_visit_loaded_object, &scan) == 0)
    return 0;
  cudnn_strict_copy_text(foreign, foreign_size, scan.foreign);
  return 1;
}

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_LOADER_H */
