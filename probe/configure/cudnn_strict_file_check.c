/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_file_check.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_file_check.h"

#include "cudnn_strict_file_facts.h"
#include "cudnn_strict_loader.h" /* realpath, access, glob */
#include "cudnn_strict_message.h"
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

/* The links followed before a chain counts as a loop: the path and 40
   hops, Linux's own limit before ELOOP. */
#define CUDNN_STRICT_CHECK_HOPS 41
/* A chain of links as a message spells it: "a -> b -> c". */
#define CUDNN_STRICT_CHECK_CHAIN_SIZE (4 * CUDNN_STRICT_PATH_SIZE)

#define CUDNN_STRICT_NAMING_WORD(id, word, prefix, before, after, plain) word,
#define CUDNN_STRICT_NAMING_PATTERN(id, word, prefix, before, after, plain)    \
  {prefix, before, after, plain},
static const char *const cudnn_strict_check_naming_words[] = {
    CUDNN_STRICT_NAMING_MAP(CUDNN_STRICT_NAMING_WORD)};
static const struct {
  const char *prefix, *before_major, *after_major, *plain;
} cudnn_strict_check_naming_parts[] = {
    CUDNN_STRICT_NAMING_MAP(CUDNN_STRICT_NAMING_PATTERN)};
#undef CUDNN_STRICT_NAMING_WORD
#undef CUDNN_STRICT_NAMING_PATTERN

CUDNN_STRICT_INTERNAL int
cudnn_strict_naming_of(const char *word, enum cudnn_strict_naming *naming) {
  int i;
  for (i = 0; i < CUDNN_STRICT_NAMING_COUNT; ++i)
    if (strcmp(word, cudnn_strict_check_naming_words[i]) == 0) {
      *naming = (enum cudnn_strict_naming)i;
      return 1;
    }
  return 0;
}

/* Writes into `out` the words `id` of the core's table, with `count`
   pairs of a placeholder's name and its value after it. */
static void cudnn_strict_file_words(char *out, size_t size, int id, int count,
                                    ...) {
  char assigned[4][CUDNN_STRICT_CHECK_CHAIN_SIZE + 32];
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
static void cudnn_strict_check_path_characters(const char *path,
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
    cudnn_strict_file_words(out, size, id, 2, "what", what, "path", path);
}

/* Whether `path` names an entry of its directory at all, even a broken or
   unreadable one, so that it is reported instead of passed over. */
static int cudnn_strict_check_entry_present(const char *path) {
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
static int cudnn_strict_check_link_chain(const char *path, char *chain,
                                         size_t size) {
  char current[CUDNN_STRICT_PATH_SIZE], target[CUDNN_STRICT_PATH_SIZE];
  char next[CUDNN_STRICT_PATH_SIZE];
  char seen[CUDNN_STRICT_CHECK_HOPS][CUDNN_STRICT_PATH_SIZE];
  struct cudnn_strict_text text;
  struct stat st;
  int hops, i;
  ssize_t got;
  cudnn_strict_text_init(&text, chain, size);
  cudnn_strict_append(&text, "%s", path);
  cudnn_strict_copy_text(current, sizeof(current), path);
  for (hops = 0; hops < CUDNN_STRICT_CHECK_HOPS; ++hops) {
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
CUDNN_STRICT_INTERNAL void cudnn_strict_file_problem(const char *path,
                                                     const char *what,
                                                     char *out, size_t size) {
  struct stat st;
  FILE *in;
  cudnn_strict_check_path_characters(path, what, out, size);
  if (out[0] != '\0')
    return;
#if !defined(_WIN32)
  if (lstat(path, &st) == 0 && S_ISLNK(st.st_mode)) {
    char chain[CUDNN_STRICT_CHECK_CHAIN_SIZE];
    int problem = cudnn_strict_check_link_chain(path, chain, sizeof(chain));
    if (problem == 1)
      cudnn_strict_file_words(out, size, CUDNN_STRICT_WORDS_FILE_DANGLING, 2,
                              "what", what, "path", chain);
    else if (problem == 2)
      cudnn_strict_file_words(out, size, CUDNN_STRICT_WORDS_FILE_LOOP, 2,
                              "what", what, "path", chain);
    else
      cudnn_strict_check_path_characters(chain, what, out, size);
    if (out[0] != '\0')
      return;
  }
#endif
  if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
    cudnn_strict_file_words(out, size, CUDNN_STRICT_WORDS_FILE_DIRECTORY, 2,
                            "what", what, "path", path);
    return;
  }
  /* Readable by this user: access() first, since opening a FIFO would
     block; an open that access() refuses says why. */
  if (access(path, R_OK) != 0) {
    in = fopen(path, "rb");
    if (in != NULL) {
      fclose(in);
    } else if (errno == ENOENT || errno == ENOTDIR) {
      cudnn_strict_file_words(out, size, CUDNN_STRICT_WORDS_FILE_MISSING, 2,
                              "what", what, "path", path);
      return;
    } else {
      cudnn_strict_file_words(out, size, CUDNN_STRICT_WORDS_FILE_UNREADABLE, 3,
                              "what", what, "path", path, "why",
                              strerror(errno));
      return;
    }
  }
  /* A FIFO, a socket or a device reports size 0, like an empty file. */
  if (stat(path, &st) != 0 || st.st_size == 0)
    cudnn_strict_file_words(out, size, CUDNN_STRICT_WORDS_FILE_EMPTY, 2, "what",
                            what, "path", path);
}

/* The words for a file built for another processor than `processor`, or
   for no DLL at all where the naming is Windows', or "". */
static void cudnn_strict_check_processor_problem(
    const char *path, enum cudnn_strict_naming naming, const char *processor,
    char *out, size_t size) {
  struct cudnn_strict_file_processor p;
  char built_for[64];
  out[0] = '\0';
  if (processor == NULL || !cudnn_strict_file_processor(path, processor, &p))
    return;
  if (naming == CUDNN_STRICT_NAMING_WINDOWS) {
    if (p.facts.kind == CUDNN_STRICT_FILE_DOS)
      cudnn_strict_file_words(out, size, CUDNN_STRICT_WORDS_DLL_NO_PE_SIGNATURE,
                              1, "file", path);
    else if (p.facts.kind != CUDNN_STRICT_FILE_PE)
      cudnn_strict_file_words(out, size, CUDNN_STRICT_WORDS_DLL_NO_PE_HEADER, 1,
                              "file", path);
    else if (strcmp(p.matches, "no") == 0)
      cudnn_strict_file_words(
          out, size, CUDNN_STRICT_WORDS_LIBRARY_WRONG_PROCESSOR, 3, "file",
          path, "built_for", p.machine, "target", processor);
    return;
  }
  if (p.facts.kind != CUDNN_STRICT_FILE_ELF)
    cudnn_strict_file_words(built_for, sizeof(built_for),
                            CUDNN_STRICT_WORDS_NOT_AN_ELF_FILE, 0);
  else if (strcmp(p.matches, "no") == 0)
    cudnn_strict_copy_text(built_for, sizeof(built_for), p.machine);
  else
    return;
  cudnn_strict_file_words(out, size, CUDNN_STRICT_WORDS_LIBRARY_WRONG_PROCESSOR,
                          3, "file", path, "built_for", built_for, "target",
                          processor);
}

/* strverscmp's order, as CMake's list(SORT ... COMPARE NATURAL) sorts:
   runs of digits compare as numbers. */
static int cudnn_strict_check_natural_compare(const char *a, const char *b) {
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

static int cudnn_strict_check_natural_descending(const void *a, const void *b) {
  return cudnn_strict_check_natural_compare(*(const char *const *)b,
                                            *(const char *const *)a);
}

/* The first usable file of the sub-library `stem` (cudnn_cnn) in `dir`,
   in the order the sub-library scan looks (the major's name, the development
   link, then any other major, newest first), into `file`; or, when the first
   entry present there is unusable, its words into `error`.  Both "" when the
   directory holds none. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_library_in(const char *dir, const char *stem, int major,
                        enum cudnn_strict_naming naming, const char *processor,
                        char *file, size_t file_size, char *error,
                        size_t error_size) {
  char path[CUDNN_STRICT_PATH_SIZE], pattern[CUDNN_STRICT_PATH_SIZE];
  char name[256];
  glob_t others;
  size_t i, count = 0;
  int own;
  file[0] = '\0';
  error[0] = '\0';
  snprintf(pattern, sizeof(pattern), "%s/%s%s%s*%s", dir,
           cudnn_strict_check_naming_parts[naming].prefix, stem,
           cudnn_strict_check_naming_parts[naming].before_major,
           cudnn_strict_check_naming_parts[naming].after_major);
  memset(&others, 0, sizeof(others));
  if (glob(pattern, 0, NULL, &others) == 0) {
    count = others.gl_pathc;
    qsort(others.gl_pathv, count, sizeof(others.gl_pathv[0]),
          cudnn_strict_check_natural_descending);
  }
  /* The major's name, the development link, then the others. */
  for (own = 0; own < 2; ++own) {
    if (own == 0 && major > 0)
      cudnn_strict_named_file(naming, stem, major, name, sizeof(name));
    else if (own == 1 &&
             cudnn_strict_check_naming_parts[naming].plain[0] != '\0')
      snprintf(name, sizeof(name), "%s%s%s",
               cudnn_strict_check_naming_parts[naming].prefix, stem,
               cudnn_strict_check_naming_parts[naming].plain);
    else
      continue;
    snprintf(path, sizeof(path), "%s/%s", dir, name);
    if (cudnn_strict_check_entry_present(path))
      break;
    path[0] = '\0';
  }
  for (i = 0; own == 2 && i < count; ++i) {
    if (cudnn_strict_check_entry_present(others.gl_pathv[i])) {
      cudnn_strict_copy_text(path, sizeof(path), others.gl_pathv[i]);
      break;
    }
  }
  if (count > 0 || others.gl_pathv != NULL)
    globfree(&others);
  if (own == 2 && i == count)
    return;
  cudnn_strict_file_problem(path, "cuDNN library", error, error_size);
  if (error[0] == '\0')
    cudnn_strict_check_processor_problem(path, naming, processor, error,
                                         error_size);
  if (error[0] == '\0')
    cudnn_strict_copy_text(file, file_size, path);
}

CUDNN_STRICT_INTERNAL int cudnn_strict_write_library_check(
    struct cudnn_strict_writer *w, const char *path, const char *label,
    enum cudnn_strict_naming naming, const char *processor) {
  char what[256], message[CUDNN_STRICT_FILE_SENTENCE_SIZE];
  /* A file the user named: its label says which setting to correct. */
  if (label != NULL && label[0] != '\0')
    snprintf(what, sizeof(what), "cuDNN library (%s)", label);
  else
    snprintf(what, sizeof(what), "cuDNN library");
  cudnn_strict_file_problem(path, what, message, sizeof(message));
  if (message[0] == '\0')
    cudnn_strict_check_processor_problem(path, naming, processor, message,
                                         sizeof(message));
  cudnn_strict_write_text(w, "library_check.status",
                          message[0] == '\0' ? "OK" : "BROKEN");
  cudnn_strict_write_text(w, "library_check.file",
                          message[0] == '\0' ? path : "");
  cudnn_strict_write_text(w, "library_check.message", message);
  return message[0] == '\0';
}
