/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The dynamic loader's search, emulated: see cudnn_strict_ld.h.
 */
#if !defined(_WIN32)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_ld.h"

#include "cudnn_strict_fix.h"
#include "cudnn_strict_library_file.h"
#include "cudnn_strict_message.h"
#include "cudnn_strict_rootfs.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* ---- the emulated process ---------------------------------------------- */

/* Whether the loader's search stops at `path` for this process: at a file
   it maps (ELF64 of its machine), and, as glibc's ld.so, at one it fails
   on (not ELF, too short, a malformed header: the program does not start)
   or would die mapping (truncated); another ELF class, byte order or
   processor it passes over.  The callers read a stopping file again
   before anything maps it. */
static int cudnn_strict_loadable(const struct cudnn_strict_process *p,
                                 const char *path) {
  char host[CUDNN_STRICT_PATH_SIZE];
  char why[256];
  if (cudnn_strict_rootfs_host(p->root, path, host, sizeof(host)) == NULL)
    return 0;
  return cudnn_strict_library_file_load(host, p->machine, why, sizeof(why)) !=
         CUDNN_STRICT_LOAD_SKIP;
}

/* Whether the loader maps the file its search stopped at: a library it
   fails on or dies mapping starts no program, as a missing one.  cuDNN's
   own files stay objects, for the note's check to name what is wrong. */
static int cudnn_strict_usable(const struct cudnn_strict_process *p,
                               const char *path) {
  char host[CUDNN_STRICT_PATH_SIZE];
  char why[256];
  if (cudnn_strict_rootfs_host(p->root, path, host, sizeof(host)) == NULL)
    return 0;
  return cudnn_strict_library_file_load(host, p->machine, why, sizeof(why)) ==
         CUDNN_STRICT_LOAD_TAKE;
}

static void cudnn_strict_origin(const struct cudnn_strict_process *p, int index,
                                char *out, size_t size) {
  const struct cudnn_strict_object *o = &p->objects[index];
  /* The program's origin is its real directory; a library's, the
     directory of the path it was found under. */
  cudnn_strict_dirname(index == 0 ? o->real : o->path, out, size);
}

/* $ORIGIN and ${ORIGIN} become `origin`.  Returns 0 for an entry with
   another token ($LIB, $PLATFORM), whose value only the loader knows. */
static int cudnn_strict_expand(const char *entry, const char *origin, char *out,
                               size_t size) {
  struct cudnn_strict_text t;
  const char *at = entry;
  cudnn_strict_text_init(&t, out, size);
  while (*at != '\0') {
    if (strncmp(at, "$ORIGIN", 7) == 0 || strncmp(at, "${ORIGIN}", 9) == 0) {
      cudnn_strict_append(&t, "%s", origin);
      at += at[1] == '{' ? 9 : 7;
    } else if (*at == '$') {
      return 0;
    } else {
      cudnn_strict_append(&t, "%c", *at++);
    }
  }
  return t.length < size;
}

/* Looks for `name` in each directory of a path list.  Returns 1 and the
   file in `out` when found. */
static int cudnn_strict_search_list(const struct cudnn_strict_process *p,
                                    const char *list, const char *separators,
                                    int origin_index, const char *name,
                                    char *out, size_t size) {
  char entry[CUDNN_STRICT_PATH_SIZE], directory[CUDNN_STRICT_PATH_SIZE];
  char origin[CUDNN_STRICT_PATH_SIZE];
  const char *start = list;
  origin[0] = '\0';
  if (origin_index >= 0)
    cudnn_strict_origin(p, origin_index, origin, sizeof(origin));
  while (start != NULL) {
    size_t length = strcspn(start, separators);
    int n;
    if (length < sizeof(entry)) {
      /* An empty entry is the current directory, to the loader. */
      memcpy(entry, length > 0 ? start : ".", length > 0 ? length : 1);
      entry[length > 0 ? length : 1] = '\0';
      if (cudnn_strict_expand(entry, origin, directory, sizeof(directory)) &&
          (n = snprintf(out, size, "%s/%s", directory, name)) > 0 &&
          (size_t)n < size && cudnn_strict_loadable(p, out))
        return 1;
    }
    start = start[length] != '\0' ? start + length + 1 : NULL;
  }
  return 0;
}

static int cudnn_strict_search_cache(const struct cudnn_strict_process *p,
                                     const char *name, char *out, size_t size) {
  unsigned at = 0;
  const char *value;
  while ((value = cudnn_strict_ld_cache_find(p->cache, name, &at)) != NULL)
    if (cudnn_strict_loadable(p, value)) {
      cudnn_strict_copy_text(out, size, value);
      return 1;
    }
  return 0;
}

static int cudnn_strict_search_defaults(const struct cudnn_strict_process *p,
                                        const char *name, char *out,
                                        size_t size) {
  static const char defaults[] =
      "/lib/" CUDNN_STRICT_TRIPLET ":/usr/lib/" CUDNN_STRICT_TRIPLET
      ":/lib64:/usr/lib64:/lib:/usr/lib";
  return cudnn_strict_search_list(
      p, p->default_directories != NULL ? p->default_directories : defaults,
      ":", -1, name, out, size);
}

/* DT_RPATH of the requester and of the objects that loaded it, for a
   requester without DT_RUNPATH. */
static int cudnn_strict_search_rpaths(const struct cudnn_strict_process *p,
                                      int requester, const char *name,
                                      char *out, size_t size, char *how,
                                      size_t how_size) {
  int l;
  if (p->objects[requester].dynamic.has_runpath)
    return 0;
  for (l = requester; l >= 0; l = p->objects[l].loader) {
    const struct cudnn_strict_elf_dynamic *d = &p->objects[l].dynamic;
    if (d->has_rpath && !d->has_runpath &&
        cudnn_strict_search_list(p, d->rpath, ":", l, name, out, size)) {
      snprintf(how, how_size, "the RPATH of %s", p->objects[l].path);
      return 1;
    }
  }
  return 0;
}

/* The loader's search for `name` on behalf of object `requester`.  Writes
   the file into `out` and how it was found into `how`. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_search(const struct cudnn_strict_process *p, int requester,
                    const char *name, char *out, size_t size, char *how,
                    size_t how_size) {
  const struct cudnn_strict_object *r = &p->objects[requester];
  if (strchr(name, '/') != NULL) {
    cudnn_strict_copy_text(out, size, name);
    snprintf(how, how_size, "its path");
    return cudnn_strict_loadable(p, out);
  }
  if (cudnn_strict_search_rpaths(p, requester, name, out, size, how, how_size))
    return 1;
  if (p->ld_library_path != NULL &&
      cudnn_strict_search_list(p, p->ld_library_path, ":;", -1, name, out,
                               size)) {
    snprintf(how, how_size, "LD_LIBRARY_PATH");
    return 1;
  }
  if (r->dynamic.has_runpath &&
      cudnn_strict_search_list(p, r->dynamic.runpath, ":", requester, name, out,
                               size)) {
    snprintf(how, how_size, "the RUNPATH of %s", r->path);
    return 1;
  }
  if (r->dynamic.nodeflib)
    return 0;
  if (cudnn_strict_search_cache(p, name, out, size)) {
    snprintf(how, how_size, "the ld.so cache");
    return 1;
  }
  if (cudnn_strict_search_defaults(p, name, out, size)) {
    snprintf(how, how_size, "a default directory");
    return 1;
  }
  return 0;
}

/* The object already loaded under `name` (DT_NEEDED name or SONAME), or -1. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_loaded_as(const struct cudnn_strict_process *p, const char *name) {
  int i;
  for (i = 0; i < p->count; ++i)
    if (strcmp(p->objects[i].requested, name) == 0 ||
        strcmp(p->objects[i].dynamic.soname, name) == 0)
      return i;
  return -1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_add_object(struct cudnn_strict_process *p, const char *path,
                        const char *requested, int loader, const char *how) {
  char host[CUDNN_STRICT_PATH_SIZE];
  struct cudnn_strict_object *o;
  struct cudnn_strict_elf e;
  int index = cudnn_strict_append_object(p, path, requested, loader, how);
  if (index < 0)
    return -1;
  o = &p->objects[index];
  if (cudnn_strict_rootfs_host(p->root, o->real, host, sizeof(host)) != NULL &&
      cudnn_strict_elf_open(host, &e) == CUDNN_STRICT_ELF_OK) {
    cudnn_strict_elf_read_dynamic(&e, &o->dynamic);
    cudnn_strict_elf_close(&e);
  }
  return index;
}

static void cudnn_strict_miss(struct cudnn_strict_process *p, const char *name,
                              int requester) {
  int i;
  for (i = 0; i < p->missed_count; ++i)
    if (strcmp(p->missed[i].name, name) == 0)
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
  for (i = 0; i < p->count; ++i) {
    const struct cudnn_strict_elf_dynamic *d = &p->objects[i].dynamic;
    for (j = 0; j < d->needed_count; ++j) {
      const char *name = d->needed[j];
      if (cudnn_strict_loaded_as(p, name) >= 0)
        continue;
      if (cudnn_strict_search(p, i, name, file, sizeof(file), how,
                              sizeof(how)) &&
          (strncmp(name, "libcudnn", 8) == 0 || cudnn_strict_usable(p, file)))
        cudnn_strict_add_object(p, file, name, i, how);
      else
        cudnn_strict_miss(p, name, i);
    }
  }
}

/* Whether `n` bytes at `at` hold `value` as an unsigned integer of the
   file's word size and byte order. */
CUDNN_STRICT_HELPER int cudnn_strict_ld_word_is(const unsigned char *at,
                                                int word, int big_endian,
                                                size_t value) {
  size_t v = 0;
  int i;
  for (i = 0; i < word; ++i)
    v |= (size_t)at[big_endian ? word - 1 - i : i] << (8 * i);
  return v == value;
}

/* The largest loader read: glibc's ld.so is a few hundred KiB. */
#define CUDNN_STRICT_LD_LOADER_LIMIT (8 << 20)

CUDNN_STRICT_INTERNAL int
cudnn_strict_ld_system_directories(const char *host, char *out, size_t size) {
  /* glibc's elf/dl-load.c: `static const char system_dirs[] = SYSTEM_DIRS;`
     ("/lib/x86_64-linux-gnu/\0/usr/lib/x86_64-linux-gnu/\0/lib/\0/usr/lib/"
     on Debian, "/lib64/\0/usr/lib64/" on Fedora) and `system_dirs_len[]`,
     the length of each, which lies right before or after the strings.
     Both are read, so that a stray path string is never taken for the
     table. */
  struct stat st;
  unsigned char *data;
  FILE *f;
  size_t n, i;
  int word, big_endian, found = 0;
  out[0] = '\0';
  if (stat(host, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < 64 ||
      st.st_size > CUDNN_STRICT_LD_LOADER_LIMIT ||
      (f = fopen(host, "rb")) == NULL)
    return 0;
  data = (unsigned char *)malloc((size_t)st.st_size);
  n = data != NULL ? fread(data, 1, (size_t)st.st_size, f) : 0;
  fclose(f);
  if (n < 64 || memcmp(data, "\177ELF", 4) != 0) {
    free(data);
    return 0;
  }
  word = data[4] == 2 ? 8 : 4;
  big_endian = data[5] == 2;
  for (i = word * 8; i < n && !found; ++i) {
    size_t lengths[16], at = i, end, k, count = 0;
    if (data[i] != '/' || data[i - 1] != '\0')
      continue;
    /* A run of NUL-terminated absolute directories ending in '/'. */
    while (at < n && data[at] == '/' && count < 16) {
      size_t length = 0;
      while (at + length < n && data[at + length] > ' ' &&
             data[at + length] < 127 && length < 256)
        ++length;
      if (at + length >= n || data[at + length] != '\0' || length < 2 ||
          data[at + length - 1] != '/')
        break;
      lengths[count++] = length;
      at += length + 1;
    }
    if (count == 0 || (at < n && data[at] == '/'))
      continue;
    end = at;
    /* Their lengths, as an array of words: before the strings (padding
       to the word aside) or after them (aligned to the word). */
    for (k = 0; k <= (size_t)word && !found; ++k) {
      size_t before = i - k - count * (size_t)word, after, j;
      int match = i >= k + count * (size_t)word;
      for (j = 0; match && j < count; ++j)
        match = cudnn_strict_ld_word_is(data + before + j * (size_t)word, word,
                                        big_endian, lengths[j]);
      after = (end + (size_t)word - 1) / (size_t)word * (size_t)word +
              k * (size_t)word;
      if (!match && after + count * (size_t)word <= n) {
        match = 1;
        for (j = 0; match && j < count; ++j)
          match = cudnn_strict_ld_word_is(data + after + j * (size_t)word, word,
                                          big_endian, lengths[j]);
      }
      found = match;
    }
    if (found) {
      struct cudnn_strict_text t;
      size_t j;
      const unsigned char *at_string = data + i;
      cudnn_strict_text_init(&t, out, size);
      for (j = 0; j < count; ++j) {
        /* Without the trailing '/', as the loader's own messages name
           them. */
        cudnn_strict_append(&t, "%s%.*s", j == 0 ? "" : ":",
                            (int)(lengths[j] > 1 ? lengths[j] - 1 : 1),
                            (const char *)at_string);
        at_string += lengths[j] + 1;
      }
      found = t.length < size;
    }
  }
  free(data);
  return found;
}

CUDNN_STRICT_INTERNAL unsigned cudnn_strict_own_machine(void) {
  struct cudnn_strict_elf e;
  unsigned machine = 0;
  if (cudnn_strict_elf_open("/proc/self/exe", &e) == CUDNN_STRICT_ELF_OK) {
    machine = e.machine;
    cudnn_strict_elf_close(&e);
  }
  return machine;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_loaded_for(const struct cudnn_strict_process *p, int index,
                        int ancestor) {
  int hops;
  /* A loader always has a smaller index: the walk ends. */
  for (hops = 0; index >= 0 && hops < CUDNN_STRICT_LD_MAX_OBJECTS; ++hops) {
    if (index == ancestor)
      return 1;
    index = p->objects[index].loader;
  }
  return 0;
}

#endif /* !_WIN32 */
