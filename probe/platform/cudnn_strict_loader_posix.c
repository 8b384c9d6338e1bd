/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_loader.h: its POSIX (dlopen) implementation. */
#if !defined(_WIN32)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_environment.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_sublibraries.h"

#include <sys/stat.h>

CUDNN_STRICT_INTERNAL void
cudnn_strict_sublibraries_beside(const char *library) {
  (void)library;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_library_beside_program(const char *library,
                                    const char *application_directory) {
  (void)library;
  (void)application_directory;
  return 0;
}

/* secure_getenv: in a set-user-ID process the environment belongs to
   someone else, and is ignored, as the loader ignores LD_LIBRARY_PATH. */
CUDNN_STRICT_INTERNAL const char *cudnn_strict_search_path(void) {
  return secure_getenv(CUDNN_STRICT_ENV(LD_LIBRARY_PATH));
}

CUDNN_STRICT_INTERNAL void cudnn_strict_take_dlerror(char *error,
                                                     size_t error_size,
                                                     const char *fallback) {
  const char *text = dlerror();
  cudnn_strict_copy_text(error, error_size, text != NULL ? text : fallback);
}

CUDNN_STRICT_INTERNAL int cudnn_strict_has_slash(const char *name) {
  return strchr(name, '/') != NULL;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_path_is_absolute(const char *path) {
  return path[0] == '/';
}

CUDNN_STRICT_INTERNAL void cudnn_strict_resolve_path(void *handle, char *out,
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

CUDNN_STRICT_INTERNAL int
cudnn_strict_library_open(const char *name, struct cudnn_strict_library *lib,
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

CUDNN_STRICT_INTERNAL void *
cudnn_strict_library_symbol(const struct cudnn_strict_library *lib,
                            const char *symbol) {
  return lib->handle != NULL ? dlsym(lib->handle, symbol) : NULL;
}

CUDNN_STRICT_INTERNAL cudnn_strict_size_fn
cudnn_strict_size_symbol(void *handle, const char *name) {
  void *symbol = handle != NULL ? dlsym(handle, name) : NULL;
  cudnn_strict_size_fn fn = NULL;
  /* ISO C has no cast from object to function pointer; POSIX guarantees
     the representations agree. */
  if (symbol != NULL)
    memcpy(&fn, &symbol, sizeof(fn));
  return fn;
}

CUDNN_STRICT_INTERNAL cudnn_strict_size_fn
cudnn_strict_global_function(const char *name) {
  /* RTLD_DEFAULT is a null pointer on glibc: not through
     cudnn_strict_size_symbol, which takes null for "no library". */
  void *symbol = dlsym(RTLD_DEFAULT, name);
  cudnn_strict_size_fn fn = NULL;
  Dl_info info;
  struct link_map *map;
  const char *base;
  if (symbol == NULL)
    return NULL;
  /* One of a shared libcudnn (another major's, say) is not linked in.
     dladdr1() and memcmp(), which the guard calls anyway, not dladdr()
     and strncmp(): each function is a dynamic symbol, a GOT entry and a
     relocation in every guarded program. */
  if (dladdr1(symbol, &info, (void **)&map, RTLD_DL_LINKMAP) != 0 &&
      info.dli_fname != NULL) {
    base = cudnn_strict_after_slash(info.dli_fname);
    if (strlen(base) >= 8 && memcmp(base, "libcudnn", 8) == 0)
      return NULL;
  }
  memcpy(&fn, &symbol, sizeof(fn));
  return fn;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_library_close(struct cudnn_strict_library *lib) {
  if (lib->handle != NULL)
    dlclose(lib->handle);
  lib->handle = NULL;
}

CUDNN_STRICT_INTERNAL void cudnn_strict_host_path(const char *path, char *out,
                                                  size_t size) {
  cudnn_strict_copy_text(out, size, path);
}

CUDNN_STRICT_INTERNAL void cudnn_strict_dirname(const char *path, char *out,
                                                size_t size) {
  const char *base = cudnn_strict_after_slash(path);
  size_t length = base != path ? (size_t)(base - path) - 1 : 0;
  if (base == path + 1)
    length = 1;
  if (size == 0)
    return;
  if (length >= size)
    length = size - 1;
  memcpy(out, path, length);
  out[length] = '\0';
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_path_list_has_relative(const char *list) {
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

CUDNN_STRICT_INTERNAL int
cudnn_strict_library_open_in(const char *directory, const char *soname,
                             struct cudnn_strict_library *lib, char *error,
                             size_t error_size) {
  char path[CUDNN_STRICT_PATH_SIZE];
  struct stat st; /* stat, not access: the guard calls stat anyway */
  int n = snprintf(path, sizeof(path), "%s/%s", directory, soname);
  if (n <= 0 || (size_t)n >= sizeof(path) || stat(path, &st) != 0)
    return 0;
  return cudnn_strict_library_open(path, lib, error, error_size);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_loader_search_dirs(const void *address, char *out, size_t size) {
  struct link_map *map = NULL;
  Dl_serinfo count, *info;
  Dl_info where;
  size_t used = 0;
  unsigned i;
  if (size == 0)
    return 0;
  out[0] = '\0';
  /* A link map is the handle dlinfo() takes. */
  if (dladdr1(address, &where, (void **)&map, RTLD_DL_LINKMAP) == 0 ||
      map == NULL || dlinfo(map, RTLD_DI_SERINFOSIZE, &count) != 0 ||
      (info = (Dl_serinfo *)malloc(count.dls_size)) == NULL)
    return 0;
  *info = count;
  if (dlinfo(map, RTLD_DI_SERINFO, info) != 0) {
    free(info);
    return 0;
  }
  for (i = 0; i < info->dls_cnt; ++i) {
    const char *name = info->dls_serpath[i].dls_name;
    size_t length = strlen(name);
    if (used + length + 2 > size)
      break;
    if (used > 0)
      out[used++] = ':';
    memcpy(out + used, name, length + 1);
    used += length;
  }
  free(info);
  return used > 0;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_library_is_loaded(const char *soname) {
  void *handle = dlopen(soname, CUDNN_STRICT_DLOPEN_MODE | RTLD_NOLOAD);
  if (handle == NULL)
    return 0;
  dlclose(handle);
  return 1;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_library_open_absolute(
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
  while (cudnn_strict_next_path_entry(&start, directory, sizeof(directory)))
    if (directory[0] == '/' && cudnn_strict_library_open_in(
                                   directory, soname, lib, error, error_size)) {
      lib->origin = CUDNN_STRICT_ORIGIN_ABSOLUTE_SEARCH;
      return 1;
    }
  if (fallback_directory != NULL && fallback_directory[0] == '/' &&
      cudnn_strict_library_open_in(fallback_directory, soname, lib, error,
                                   error_size)) {
    lib->origin = CUDNN_STRICT_ORIGIN_ABSOLUTE_SEARCH;
    return 1;
  }
  snprintf(error, error_size,
           "%s is in none of the absolute LD_LIBRARY_PATH entries nor in %s "
           "(empty and relative entries, which name the current directory, "
           "are ignored)",
           soname, fallback_directory != NULL ? fallback_directory : "");
  return 0;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_path_list_contains(const char *list, const char *directory) {
  char entry[PATH_MAX];
  char resolved[PATH_MAX];
  const char *start = list;
  if (list == NULL || directory == NULL)
    return 0;
  while (cudnn_strict_next_path_entry(&start, entry, sizeof(entry)))
    if (realpath(entry, resolved) != NULL && strcmp(resolved, directory) == 0)
      return 1;
  return 0;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_is_sublibrary_file(const char *path) {
#define CUDNN_STRICT_SUBLIBRARY_NAME(major, name, first, flavours, tells)      \
#name "\0"
  /* One string, not a table of pointers (cudnn_strict_text_at). */
  static const char names[] =
      CUDNN_STRICT_SUBLIBRARY_MAP(CUDNN_STRICT_SUBLIBRARY_NAME);
#undef CUDNN_STRICT_SUBLIBRARY_NAME
  static const char prefix[] = "libcudnn_";
  const char *base = cudnn_strict_after_slash(path);
  const char *name;
  size_t left = strlen(base);
  /* memcmp() within the name's length, not strncmp() (as above). */
  if (left < sizeof(prefix) - 1 ||
      memcmp(base, prefix, sizeof(prefix) - 1) != 0)
    return 0;
  base += sizeof(prefix) - 1;
  left -= sizeof(prefix) - 1;
  for (name = names; *name != '\0'; name += strlen(name) + 1) {
    size_t length = strlen(name);
    if (left >= length + 3 && memcmp(base, name, length) == 0 &&
        memcmp(base + length, ".so", 3) == 0)
      return 1;
  }
  return 0;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_visit_loaded_object(struct dl_phdr_info *info, size_t info_size,
                                 void *data) {
  struct cudnn_strict_sublibrary_scan *scan =
      (struct cudnn_strict_sublibrary_scan *)data;
  char resolved[PATH_MAX];
  char directory[PATH_MAX];
  (void)info_size;
  if (info->dlpi_name == NULL ||
      !cudnn_strict_is_sublibrary_file(info->dlpi_name))
    return 0;
  /* Beside libcudnn where the loader found it: a symbolic link there to
     a file elsewhere (a layout of links into one release) is beside it
     too. */
  cudnn_strict_dirname(info->dlpi_name, directory, sizeof(directory));
  if (realpath(directory, resolved) != NULL &&
      strcmp(resolved, scan->library_directory) == 0)
    return 0;
  if (realpath(info->dlpi_name, resolved) == NULL)
    cudnn_strict_copy_text(resolved, sizeof(resolved), info->dlpi_name);
  cudnn_strict_dirname(resolved, directory, sizeof(directory));
  if (strcmp(directory, scan->library_directory) == 0)
    return 0;
  cudnn_strict_copy_text(scan->foreign, sizeof(scan->foreign), info->dlpi_name);
  return 1; /* stops the iteration */
}

CUDNN_STRICT_INTERNAL int
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

struct cudnn_strict_address_search {
  const char *address;
  int object; /* how many objects were visited before the one holding it */
  int found;
};

CUDNN_STRICT_HELPER int
cudnn_strict_visit_for_address(struct dl_phdr_info *info, size_t info_size,
                               void *data) {
  struct cudnn_strict_address_search *s =
      (struct cudnn_strict_address_search *)data;
  int i;
  (void)info_size;
  for (i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
    const char *start = (const char *)(info->dlpi_addr + segment->p_vaddr);
    if (segment->p_type == PT_LOAD && s->address >= start &&
        s->address < start + segment->p_memsz) {
      s->found = 1;
      return 1;
    }
  }
  ++s->object;
  return 0;
}

/* The loader lists the program first. */
CUDNN_STRICT_INTERNAL int cudnn_strict_address_in_program(const void *address) {
  struct cudnn_strict_address_search s;
  s.address = (const char *)address;
  s.object = 0;
  s.found = 0;
  dl_iterate_phdr(cudnn_strict_visit_for_address, &s);
  return !s.found || s.object == 0;
}

CUDNN_STRICT_INTERNAL void cudnn_strict_real_directory(const char *directory,
                                                       char *out, size_t size) {
  char resolved[PATH_MAX];
  if (directory[0] == '/' && realpath(directory, resolved) != NULL)
    cudnn_strict_copy_text(out, size, resolved);
  else
    cudnn_strict_copy_text(out, size, directory);
}

#endif /* !_WIN32 */
