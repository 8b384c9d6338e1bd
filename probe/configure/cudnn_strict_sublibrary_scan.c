/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_sublibrary_scan.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_sublibrary_scan.h"

#include "cudnn_strict_file_facts.h"
#include "cudnn_strict_loader.h" /* realpath, access, glob */
#include "cudnn_strict_message.h"
#include "cudnn_strict_sublibraries.h"
#include "cudnn_strict_sublibrary_files.h"
#include "cudnn_strict_words.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#if !defined(_WIN32)
#include <glob.h>
#include <unistd.h>
#endif

/* How many sub-libraries one major can have, and the links followed
   before a chain counts as a loop (the module's limit before). */
#define CUDNN_STRICT_SCAN_NAMES 16
#define CUDNN_STRICT_SCAN_HOPS 41
/* A chain of links as a message spells it: "a -> b -> c". */
#define CUDNN_STRICT_CHAIN_SIZE (4 * CUDNN_STRICT_PATH_SIZE)
#define CUDNN_STRICT_SENTENCE_SIZE (CUDNN_STRICT_CHAIN_SIZE + 1024)

#define CUDNN_STRICT_NAMING_WORD(id, word, prefix, before, after, plain) word,
#define CUDNN_STRICT_NAMING_PATTERN(id, word, prefix, before, after, plain)    \
  {prefix, before, after, plain},
static const char *const cudnn_strict_scan_naming_words[] = {
    CUDNN_STRICT_NAMING_MAP(CUDNN_STRICT_NAMING_WORD)};
static const struct {
  const char *prefix, *before_major, *after_major, *plain;
} cudnn_strict_scan_naming_parts[] = {
    CUDNN_STRICT_NAMING_MAP(CUDNN_STRICT_NAMING_PATTERN)};
#undef CUDNN_STRICT_NAMING_WORD
#undef CUDNN_STRICT_NAMING_PATTERN

CUDNN_STRICT_INTERNAL int
cudnn_strict_naming_of(const char *word, enum cudnn_strict_naming *naming) {
  int i;
  for (i = 0; i < CUDNN_STRICT_NAMING_COUNT; ++i)
    if (strcmp(word, cudnn_strict_scan_naming_words[i]) == 0) {
      *naming = (enum cudnn_strict_naming)i;
      return 1;
    }
  return 0;
}

/* Writes into `out` the words `id` of the core's table, with `count`
   pairs of a placeholder's name and its value after it. */
static void cudnn_strict_scan_words(char *out, size_t size, int id, int count,
                                    ...) {
  char assigned[4][CUDNN_STRICT_CHAIN_SIZE + 32];
  char *assignments[4];
  struct cudnn_strict_text text;
  const char *missing = NULL;
  va_list pairs;
  int i;
  va_start(pairs, count);
  for (i = 0; i < count && i < 4; ++i) {
    const char *name = va_arg(pairs, const char *);
    const char *value = va_arg(pairs, const char *);
    snprintf(assigned[i], sizeof(assigned[i]), "%s=%s", name, value);
    assignments[i] = assigned[i];
  }
  va_end(pairs);
  cudnn_strict_text_init(&text, out, size);
  cudnn_strict_words_format(&text, id, i, assignments, &missing);
}

/* The words for a path CMake could not carry (';', '\', "$("), or "". */
static void cudnn_strict_scan_path_characters(const char *path,
                                              const char *what, char *out,
                                              size_t size) {
  int id = -1;
  out[0] = '\0';
  if (strchr(path, ';') != NULL)
    id = CUDNN_STRICT_WORDS_PATH_SEMICOLON;
  else if (strchr(path, '\\') != NULL)
    id = CUDNN_STRICT_WORDS_PATH_BACKSLASH;
  else if (strstr(path, "$(") != NULL)
    id = CUDNN_STRICT_WORDS_PATH_MAKE_VARIABLE;
  if (id >= 0)
    cudnn_strict_scan_words(out, size, id, 2, "what", what, "path", path);
}

/* Whether `path` names an entry of its directory at all, even a broken or
   unreadable one, so that it is reported instead of passed over. */
static int cudnn_strict_scan_entry_present(const char *path) {
  struct stat st;
#if defined(_WIN32)
  if (stat(path, &st) == 0)
    return 1;
#else
  if (lstat(path, &st) == 0)
    return 1;
#endif
  return errno != ENOENT && errno != ENOTDIR;
}

#if !defined(_WIN32)
/* Follows the links from `path`: `chain` becomes "link -> target -> ...",
   and the return value 1 for a dangling chain, 2 for a loop, else 0. */
static int cudnn_strict_scan_link_chain(const char *path, char *chain,
                                        size_t size) {
  char current[CUDNN_STRICT_PATH_SIZE], target[CUDNN_STRICT_PATH_SIZE];
  char next[CUDNN_STRICT_PATH_SIZE];
  char seen[CUDNN_STRICT_SCAN_HOPS][CUDNN_STRICT_PATH_SIZE];
  struct cudnn_strict_text text;
  struct stat st;
  int hops, i;
  ssize_t got;
  cudnn_strict_text_init(&text, chain, size);
  cudnn_strict_append(&text, "%s", path);
  cudnn_strict_copy_text(current, sizeof(current), path);
  for (hops = 0; hops < CUDNN_STRICT_SCAN_HOPS; ++hops) {
    if (lstat(current, &st) != 0 || !S_ISLNK(st.st_mode))
      break;
    for (i = 0; i < hops; ++i)
      if (strcmp(seen[i], current) == 0)
        return 2;
    cudnn_strict_copy_text(seen[hops], sizeof(seen[hops]), current);
    got = readlink(current, target, sizeof(target) - 1);
    if (got < 0)
      break;
    target[got] = '\0';
    if (target[0] == '/') {
      cudnn_strict_copy_text(next, sizeof(next), target);
    } else {
      /* Joined as written, as the message names it. */
      size_t dir = (size_t)(cudnn_strict_after_slash(current) - current);
      if (snprintf(next, sizeof(next), "%.*s%s", (int)dir, current, target) >=
          (int)sizeof(next))
        break;
    }
    cudnn_strict_append(&text, " -> %s", next);
    cudnn_strict_copy_text(current, sizeof(current), next);
  }
  if (stat(current, &st) != 0 && (errno == ENOENT || errno == ENOTDIR))
    return 1;
  if (lstat(current, &st) == 0 && S_ISLNK(st.st_mode))
    return 2;
  return 0;
}
#endif

/* The words for `path` when it cannot be used as the file `what`, or "":
   the characters CMake cannot carry, a broken chain of links, a missing,
   directory, unreadable or empty file. */
static void cudnn_strict_scan_file_problem(const char *path, const char *what,
                                           char *out, size_t size) {
  struct stat st;
  FILE *in;
  cudnn_strict_scan_path_characters(path, what, out, size);
  if (out[0] != '\0')
    return;
#if !defined(_WIN32)
  if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
    char chain[CUDNN_STRICT_CHAIN_SIZE];
    int problem = cudnn_strict_scan_link_chain(path, chain, sizeof(chain));
    if (problem == 1)
      cudnn_strict_scan_words(out, size, CUDNN_STRICT_WORDS_FILE_DANGLING, 2,
                              "what", what, "path", chain);
    else if (problem == 2)
      cudnn_strict_scan_words(out, size, CUDNN_STRICT_WORDS_FILE_LOOP, 2,
                              "what", what, "path", chain);
    else
      cudnn_strict_scan_path_characters(chain, what, out, size);
    if (out[0] != '\0')
      return;
  }
#endif
  if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
    cudnn_strict_scan_words(out, size, CUDNN_STRICT_WORDS_FILE_DIRECTORY, 2,
                            "what", what, "path", path);
    return;
  }
  /* Readable by this user, as CMake's if(EXISTS) asks: opening a FIFO
     would block. */
  if (access(path, R_OK) != 0) {
    in = fopen(path, "rb");
    if (in != NULL) {
      fclose(in);
    } else if (errno == ENOENT || errno == ENOTDIR) {
      cudnn_strict_scan_words(out, size, CUDNN_STRICT_WORDS_FILE_MISSING, 2,
                              "what", what, "path", path);
      return;
    } else {
      cudnn_strict_scan_words(out, size, CUDNN_STRICT_WORDS_FILE_UNREADABLE, 3,
                              "what", what, "path", path, "why",
                              strerror(errno));
      return;
    }
  }
  /* A FIFO, a socket or a device reports size 0, like an empty file. */
  if (stat(path, &st) != 0 || st.st_size == 0)
    cudnn_strict_scan_words(out, size, CUDNN_STRICT_WORDS_FILE_EMPTY, 2, "what",
                            what, "path", path);
}

/* The words for a file built for another processor than `processor`, or
   for no DLL at all where the naming is Windows', or "". */
static void cudnn_strict_scan_processor_problem(const char *path,
                                                enum cudnn_strict_naming naming,
                                                const char *processor,
                                                char *out, size_t size) {
  struct cudnn_strict_file_processor p;
  char built_for[64];
  out[0] = '\0';
  if (processor == NULL || !cudnn_strict_file_processor(path, processor, &p))
    return;
  if (naming == CUDNN_STRICT_NAMING_WINDOWS) {
    if (p.facts.kind == CUDNN_STRICT_FILE_DOS)
      cudnn_strict_scan_words(out, size, CUDNN_STRICT_WORDS_DLL_NO_PE_SIGNATURE,
                              1, "file", path);
    else if (p.facts.kind != CUDNN_STRICT_FILE_PE)
      cudnn_strict_scan_words(out, size, CUDNN_STRICT_WORDS_DLL_NO_PE_HEADER, 1,
                              "file", path);
    else if (strcmp(p.matches, "no") == 0)
      cudnn_strict_scan_words(
          out, size, CUDNN_STRICT_WORDS_LIBRARY_WRONG_PROCESSOR, 3, "file",
          path, "built_for", p.machine, "target", processor);
    return;
  }
  if (p.facts.kind != CUDNN_STRICT_FILE_ELF)
    cudnn_strict_scan_words(built_for, sizeof(built_for),
                            CUDNN_STRICT_WORDS_NOT_AN_ELF_FILE, 0);
  else if (strcmp(p.matches, "no") == 0)
    cudnn_strict_copy_text(built_for, sizeof(built_for), p.machine);
  else
    return;
  cudnn_strict_scan_words(out, size, CUDNN_STRICT_WORDS_LIBRARY_WRONG_PROCESSOR,
                          3, "file", path, "built_for", built_for, "target",
                          processor);
}

/* strverscmp's order, as CMake's list(SORT ... COMPARE NATURAL) sorts:
   runs of digits compare as numbers. */
static int cudnn_strict_scan_natural_compare(const char *a, const char *b) {
  while (*a != '\0' && *b != '\0') {
    if (*a >= '0' && *a <= '9' && *b >= '0' && *b <= '9') {
      size_t na, nb;
      int order;
      while (*a == '0' && a[1] >= '0' && a[1] <= '9')
        ++a;
      while (*b == '0' && b[1] >= '0' && b[1] <= '9')
        ++b;
      na = strspn(a, "0123456789");
      nb = strspn(b, "0123456789");
      if (na != nb)
        return na < nb ? -1 : 1;
      order = strncmp(a, b, na);
      if (order != 0)
        return order;
      a += na;
      b += nb;
    } else if (*a != *b) {
      return (unsigned char)*a < (unsigned char)*b ? -1 : 1;
    } else {
      ++a;
      ++b;
    }
  }
  return *a == *b ? 0 : (*a == '\0' ? -1 : 1);
}

static int cudnn_strict_scan_natural_descending(const void *a, const void *b) {
  return cudnn_strict_scan_natural_compare(*(const char *const *)b,
                                           *(const char *const *)a);
}

/* The first usable file of library `stem` (cudnn_cnn) in `dir`, in the
   order a search looks (the major's name, the development link, then any
   other major, newest first), into `file`; or, when the first entry
   present there is unusable, its words into `error`.  Both "" when the
   directory holds none. */
static void cudnn_strict_scan_library_in(const char *dir, const char *stem,
                                         int major,
                                         enum cudnn_strict_naming naming,
                                         const char *processor, char *file,
                                         size_t file_size, char *error,
                                         size_t error_size) {
  char path[CUDNN_STRICT_PATH_SIZE], pattern[CUDNN_STRICT_PATH_SIZE];
  char name[256];
  glob_t others;
  size_t i, count = 0;
  int own;
  file[0] = '\0';
  error[0] = '\0';
  snprintf(pattern, sizeof(pattern), "%s/%s%s%s*%s", dir,
           cudnn_strict_scan_naming_parts[naming].prefix, stem,
           cudnn_strict_scan_naming_parts[naming].before_major,
           cudnn_strict_scan_naming_parts[naming].after_major);
  memset(&others, 0, sizeof(others));
  if (glob(pattern, 0, NULL, &others) == 0) {
    count = others.gl_pathc;
    qsort(others.gl_pathv, count, sizeof(others.gl_pathv[0]),
          cudnn_strict_scan_natural_descending);
  }
  /* The major's name, the development link, then the others. */
  for (own = 0; own < 2; ++own) {
    if (own == 0 && major > 0)
      cudnn_strict_named_file(naming, stem, major, name, sizeof(name));
    else if (own == 1 &&
             cudnn_strict_scan_naming_parts[naming].plain[0] != '\0')
      snprintf(name, sizeof(name), "%s%s%s",
               cudnn_strict_scan_naming_parts[naming].prefix, stem,
               cudnn_strict_scan_naming_parts[naming].plain);
    else
      continue;
    snprintf(path, sizeof(path), "%s/%s", dir, name);
    if (cudnn_strict_scan_entry_present(path))
      break;
    path[0] = '\0';
  }
  for (i = 0; own == 2 && i < count; ++i) {
    if (cudnn_strict_scan_entry_present(others.gl_pathv[i])) {
      cudnn_strict_copy_text(path, sizeof(path), others.gl_pathv[i]);
      break;
    }
  }
  if (count > 0 || others.gl_pathv != NULL)
    globfree(&others);
  if (own == 2 && i == count)
    return;
  cudnn_strict_scan_file_problem(path, "cuDNN library", error, error_size);
  if (error[0] == '\0')
    cudnn_strict_scan_processor_problem(path, naming, processor, error,
                                        error_size);
  if (error[0] == '\0')
    cudnn_strict_copy_text(file, file_size, path);
}

/* The directory of `path`, without its last '/'. */
static void cudnn_strict_scan_directory_of(const char *path, char *out,
                                           size_t size) {
  size_t length = (size_t)(cudnn_strict_after_slash(path) - path);
  if (length > 0)
    --length;
  if (length + 1 > size)
    length = size - 1;
  memcpy(out, path, length);
  out[length] = '\0';
}

/* Appends " <word>" to a space-separated list (its first word bare). */
static void cudnn_strict_scan_list_add(char *list, size_t size,
                                       const char *word) {
  size_t used = strlen(list);
  snprintf(list + used, size - used, "%s%s", used > 0 ? " " : "", word);
}

/* Looks for `stem` in the directories `dirs` other than libcudnn's real
   one, `skip`, in their order: the file of the first that holds a usable
   one into `file`, else "". */
static void cudnn_strict_scan_library_elsewhere(const char *stem, int major,
                                                enum cudnn_strict_naming naming,
                                                const char *processor,
                                                const char *skip, int count,
                                                char *const *dirs, char *file,
                                                size_t size) {
  char real[CUDNN_STRICT_PATH_SIZE], error[CUDNN_STRICT_SENTENCE_SIZE];
  struct stat st;
  int i;
  file[0] = '\0';
  for (i = 0; i < count && file[0] == '\0'; ++i) {
    if (dirs[i][0] == '\0' || stat(dirs[i], &st) != 0 || !S_ISDIR(st.st_mode))
      continue;
    if (realpath(dirs[i], real) == NULL)
      cudnn_strict_copy_text(real, sizeof(real), dirs[i]);
    if (strcmp(real, skip) != 0)
      cudnn_strict_scan_library_in(dirs[i], stem, major, naming, processor,
                                   file, size, error, sizeof(error));
  }
}

CUDNN_STRICT_INTERNAL int cudnn_strict_write_sublibrary_scan(
    struct cudnn_strict_writer *w, const char *library, int major,
    enum cudnn_strict_naming naming, const char *processor, int count,
    char *const *elsewhere) {
  const char *names[CUDNN_STRICT_SCAN_NAMES];
  char files[CUDNN_STRICT_SCAN_NAMES][CUDNN_STRICT_PATH_SIZE];
  char *found_files[CUDNN_STRICT_SCAN_NAMES];
  char real[CUDNN_STRICT_PATH_SIZE], dir[CUDNN_STRICT_PATH_SIZE];
  char other[CUDNN_STRICT_PATH_SIZE], stem[64], key[128];
  char listed[512] = "", found[512] = "", missing[512] = "";
  char away[512] = "";
  char error[CUDNN_STRICT_SENTENCE_SIZE] = "";
  char part_error[CUDNN_STRICT_SENTENCE_SIZE];
  const char *status = "OK";
  /* The fixed list: what the major's first release ships (a later one's
     own names are the probe's to read, from libcudnn_graph). */
  long first = major >= 9 ? major * 10000L : major * 1000L;
  int name_count = 0, found_count = 0, i;
#define CUDNN_STRICT_SCAN_NAME(m, part, since, flavours, tells)                \
  if (m == major && since == first && name_count < CUDNN_STRICT_SCAN_NAMES)    \
    names[name_count++] = #part;
  CUDNN_STRICT_SUBLIBRARY_MAP(CUDNN_STRICT_SCAN_NAME)
#undef CUDNN_STRICT_SCAN_NAME
  if (realpath(library, real) == NULL)
    cudnn_strict_copy_text(real, sizeof(real), library);
  cudnn_strict_scan_directory_of(real, dir, sizeof(dir));
  for (i = 0; i < name_count; ++i) {
    cudnn_strict_scan_list_add(listed, sizeof(listed), names[i]);
    if (snprintf(stem, sizeof(stem), "cudnn_%s", names[i]) >= (int)sizeof(stem))
      continue;
    cudnn_strict_scan_library_in(dir, stem, major, naming, processor,
                                 files[found_count], sizeof(files[0]),
                                 part_error, sizeof(part_error));
    if (files[found_count][0] != '\0') {
      cudnn_strict_scan_list_add(found, sizeof(found), names[i]);
      if (snprintf(key, sizeof(key), "sublibrary_scan.file.%s", names[i]) <
          (int)sizeof(key))
        cudnn_strict_write_text(w, key, files[found_count]);
      found_files[found_count] = files[found_count];
      ++found_count;
    } else if (part_error[0] == '\0') {
      cudnn_strict_scan_library_elsewhere(stem, major, naming, processor, dir,
                                          count, elsewhere, other,
                                          sizeof(other));
      if (other[0] != '\0') {
        cudnn_strict_scan_list_add(away, sizeof(away), names[i]);
        if (snprintf(key, sizeof(key), "sublibrary_scan.elsewhere.%s",
                     names[i]) < (int)sizeof(key))
          cudnn_strict_write_text(w, key, other);
      } else {
        cudnn_strict_scan_list_add(missing, sizeof(missing), names[i]);
      }
    }
    /* The first unusable file is said: its fix is the others' too. */
    if (part_error[0] != '\0' && error[0] == '\0')
      cudnn_strict_copy_text(error, sizeof(error), part_error);
  }
  cudnn_strict_write_text(w, "sublibrary_scan.names", listed);
  cudnn_strict_write_text(w, "sublibrary_scan.found", found);
  cudnn_strict_write_text(w, "sublibrary_scan.missing", missing);
  cudnn_strict_write_text(w, "sublibrary_scan.elsewhere", away);
  if (error[0] != '\0') {
    status = "BROKEN";
  } else if (found_count > 0 && !cudnn_strict_write_sublibrary_files(
                                    w, library, found_count, found_files)) {
    /* The files' names say another release: sublibrary_files.message. */
    status = "MIXED";
  }
  cudnn_strict_write_text(w, "sublibrary_scan.error", error);
  cudnn_strict_write_text(w, "sublibrary_scan.status", status);
  return strcmp(status, "OK") == 0;
}
