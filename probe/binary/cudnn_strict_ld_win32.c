/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The Windows loader's search, emulated on PE files: see cudnn_strict_ld.h.
 * Files are read with stdio at the offsets the headers give, never mapped
 * or loaded: LoadLibrary would run the DLL's initialisation, and cuDNN's
 * DLLs run to hundreds of megabytes.
 */
#if defined(_WIN32)

#include "cudnn_strict_ld.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *cudnn_strict_pe_base(const char *path) {
  const char *base = path, *c;
  for (c = path; *c != '\0'; ++c)
    if (*c == '/' || *c == '\\')
      base = c + 1;
  return base;
}

/* A file this process's loader would take: a PE image of its machine. */
static int cudnn_strict_loadable(const struct cudnn_strict_process *p,
                                 const char *path) {
  struct cudnn_strict_pe pe;
  int ok;
  if (!cudnn_strict_pe_open(path, &pe))
    return 0;
  ok = pe.machine == p->machine;
  cudnn_strict_pe_close(&pe);
  return ok;
}

static int cudnn_strict_in_directory(const struct cudnn_strict_process *p,
                                     const char *directory, const char *name,
                                     char *out, size_t size) {
  size_t length = strlen(directory);
  int n;
  if (length == 0)
    return 0;
  n = snprintf(
      out, size, "%s%s%s", directory,
      directory[length - 1] == '\\' || directory[length - 1] == '/' ? "" : "\\",
      name);
  return n > 0 && (size_t)n < size && cudnn_strict_loadable(p, out);
}

/* A DLL this process has loaded under `name`: the loader hands out that
   one (the system DLLs the program imports, KERNEL32.dll first). */
static int cudnn_strict_loaded_here(const char *name, char *out, size_t size) {
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  HMODULE module = NULL;
  if (!cudnn_strict_win32_widen(name, wide, CUDNN_STRICT_PATH_SIZE) ||
      !GetModuleHandleExW(GET_MODULE_HANDLE_EX_FLAG_UNCHANGED_REFCOUNT, wide,
                          &module) ||
      module == NULL)
    return 0;
  cudnn_strict_resolve_path((void *)module, out, size);
  return out[0] != '\0';
}

/* What a search found: a DLL the emulation follows, or one of the
   system's, whose own imports are the system's business. */
#define CUDNN_STRICT_FOUND_DLL 1
#define CUDNN_STRICT_FOUND_SYSTEM 2

CUDNN_STRICT_INTERNAL int
cudnn_strict_full_path_loader(const struct cudnn_strict_process *p,
                              int requester) {
  int hops;
  for (hops = 0; requester >= 0 && hops < CUDNN_STRICT_LD_MAX_OBJECTS; ++hops) {
    if (p->objects[requester].by_full_path)
      return requester;
    if (p->objects[requester].by_guard)
      return -1; /* LoadLibrary by name: the standard search */
    requester = p->objects[requester].loader;
  }
  return -1;
}

static int cudnn_strict_search_kind(const struct cudnn_strict_process *p,
                                    int requester, const char *name, char *out,
                                    size_t size, char *how, size_t how_size) {
  char directory[CUDNN_STRICT_PATH_SIZE];
  const char *start = p->path_list != NULL ? p->path_list : "";
  int windows, full_path = cudnn_strict_full_path_loader(p, requester);
  if (cudnn_strict_has_slash(name)) {
    cudnn_strict_copy_text(out, size, name);
    snprintf(how, how_size, "its path");
    return cudnn_strict_loadable(p, out) ? CUDNN_STRICT_FOUND_DLL : 0;
  }
  if (cudnn_strict_name_compare(name, "api-ms-win-", 11) == 0 ||
      cudnn_strict_name_compare(name, "ext-ms-", 7) == 0) {
    cudnn_strict_copy_text(out, size, name);
    snprintf(how, how_size, "an API set the system resolves");
    return CUDNN_STRICT_FOUND_SYSTEM;
  }
  if (cudnn_strict_loaded_here(name, out, size)) {
    snprintf(how, how_size, "already loaded in this process");
    return CUDNN_STRICT_FOUND_SYSTEM;
  }
  if (full_path >= 0) {
    cudnn_strict_dirname(p->objects[full_path].path, directory,
                         sizeof(directory));
    if (cudnn_strict_in_directory(p, directory, name, out, size)) {
      snprintf(how, how_size, "the directory of %s",
               p->objects[full_path].path);
      return CUDNN_STRICT_FOUND_DLL;
    }
  }
  if (cudnn_strict_in_directory(p, p->application_directory, name, out, size)) {
    snprintf(how, how_size, "the application's directory");
    return CUDNN_STRICT_FOUND_DLL;
  }
  if (full_path < 0 &&
      cudnn_strict_in_directory(p, p->dll_directory, name, out, size)) {
    snprintf(how, how_size, "cuDNN's directory (SetDllDirectoryW)");
    return CUDNN_STRICT_FOUND_DLL;
  }
  for (windows = 0; windows <= (full_path < 0); ++windows)
    if (cudnn_strict_system_directory(windows, directory, sizeof(directory)) &&
        cudnn_strict_in_directory(p, directory, name, out, size)) {
      snprintf(how, how_size, "the %s directory",
               windows ? "Windows" : "system");
      return CUDNN_STRICT_FOUND_SYSTEM;
    }
  if (full_path >= 0)
    return 0;
  while (cudnn_strict_next_path_entry(&start, directory, sizeof(directory)))
    if (cudnn_strict_path_is_absolute(directory) &&
        cudnn_strict_in_directory(p, directory, name, out, size)) {
      snprintf(how, how_size, "PATH");
      return CUDNN_STRICT_FOUND_DLL;
    }
  return 0;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_search(const struct cudnn_strict_process *p, int requester,
                    const char *name, char *out, size_t size, char *how,
                    size_t how_size) {
  return cudnn_strict_search_kind(p, requester, name, out, size, how,
                                  how_size) != 0;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_loaded_as(const struct cudnn_strict_process *p, const char *name) {
  int i;
  for (i = 0; i < p->count; ++i)
    if (cudnn_strict_name_compare(p->objects[i].requested, name, (size_t)-1) ==
            0 ||
        cudnn_strict_name_compare(cudnn_strict_pe_base(p->objects[i].path),
                                  name, (size_t)-1) == 0)
      return i;
  return -1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_add_object(struct cudnn_strict_process *p, const char *path,
                        const char *requested, int loader, const char *how) {
  struct cudnn_strict_object *o;
  struct cudnn_strict_pe pe;
  int index = cudnn_strict_append_object(p, path, requested, loader, how);
  if (index < 0)
    return -1;
  o = &p->objects[index];
  if (cudnn_strict_pe_open(o->real, &pe)) {
    o->import_count =
        cudnn_strict_pe_imports(&pe, o->imports, CUDNN_STRICT_PE_MAX_IMPORTS);
    cudnn_strict_pe_close(&pe);
  }
  return index;
}

static void cudnn_strict_miss(struct cudnn_strict_process *p, const char *name,
                              int requester) {
  int i;
  for (i = 0; i < p->missed_count; ++i)
    if (cudnn_strict_name_compare(p->missed[i].name, name, (size_t)-1) == 0)
      return;
  if (p->missed_count < CUDNN_STRICT_LD_MAX_MISSED) {
    cudnn_strict_copy_text(p->missed[p->missed_count].name,
                           sizeof(p->missed[0].name), name);
    p->missed[p->missed_count++].requester = requester;
  }
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_load_all(struct cudnn_strict_process *p) {
  char file[CUDNN_STRICT_PATH_SIZE], how[CUDNN_STRICT_LD_HOW_SIZE];
  int i, j;
  for (i = 0; i < p->count; ++i)
    for (j = 0; j < p->objects[i].import_count; ++j) {
      const char *name = p->objects[i].imports[j];
      int found;
      if (cudnn_strict_loaded_as(p, name) >= 0)
        continue;
      found = cudnn_strict_search_kind(p, i, name, file, sizeof(file), how,
                                       sizeof(how));
      if (found == 0)
        cudnn_strict_miss(p, name, i);
      else if (found == CUDNN_STRICT_FOUND_DLL)
        cudnn_strict_add_object(p, file, name, i, how);
    }
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_loaded_for(const struct cudnn_strict_process *p, int index,
                        int ancestor) {
  int hops;
  for (hops = 0; index >= 0 && hops < CUDNN_STRICT_LD_MAX_OBJECTS; ++hops) {
    if (index == ancestor)
      return 1;
    index = p->objects[index].loader;
  }
  return 0;
}

#endif /* _WIN32 */
