/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_header_report.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_header_report.h"

#include "cudnn_strict_file_check.h"
#include "cudnn_strict_header_file.h"
#include "cudnn_strict_loader.h" /* CUDNN_STRICT_PATH_SIZE */
#include "cudnn_strict_message.h"
#include "cudnn_strict_version.h"
#include "cudnn_strict_words.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* What every "the header is ambiguous" sentence ends with. */
#define CUDNN_STRICT_HEADER_FIX                                                \
  "Fix: reinstall cuDNN, or set CUDNN_INCLUDE_DIR to an install with an "      \
  "unmodified header"

/* `names`, separated by blanks, joined with ", " into `out`. */
static void cudnn_strict_comma_list(const char *names, char *out, size_t size) {
  size_t used = 0;
  for (; *names != '\0' && used + 3 < size; ++names) {
    if (*names == ' ') {
      out[used++] = ',';
      out[used++] = ' ';
    } else {
      out[used++] = *names;
    }
  }
  out[used] = '\0';
}

/* The first reason a build cannot use the header, as the sentence the
   module passes on, or "". */
static void cudnn_strict_header_problem(
    const char *path, const struct cudnn_strict_header_text *t,
    const char *version, long code, char *out, size_t size) {
  char names[512];
  out[0] = '\0';
  if (t->missing[0] != '\0') {
    char unread[1024] = "";
    size_t used = 0;
    int i;
    cudnn_strict_comma_list(t->missing, names, sizeof(names));
    /* Where the text has a definition of a missing macro that no build
       reads, the reader is told where it is. */
    for (i = 0; i < t->ignored_count; ++i) {
      int n;
      if (t->ignored_macro[i] < 0 || t->defined[t->ignored_macro[i]])
        continue;
      n = snprintf(unread + used, sizeof(unread) - used, "%s%s",
                   used == 0 ? " (no build reads " : ", ", t->ignored[i]);
      if (n < 0 || used + (size_t)n + 2 >= sizeof(unread))
        break;
      used += (size_t)n;
    }
    if (used > 0)
      strcat(unread, ")");
    snprintf(out, size,
             "the cuDNN header %s does not define %s: it is incomplete or "
             "not a cuDNN version header%s",
             path, names, unread);
  } else if (!t->in_range) {
    snprintf(out, size,
             "the cuDNN header %s defines CUDNN_MAJOR/CUDNN_MINOR/"
             "CUDNN_PATCHLEVEL (or CUDNN_VERSION) outside the range of a "
             "version number (negative, or more than eight digits). Fix: "
             "reinstall cuDNN",
             path);
  } else if (t->ambiguous[0] != '\0') {
    snprintf(out, size,
             "the cuDNN header %s is ambiguous: its text defines %s (a "
             "redefinition, or alternatives under a condition on a macro, "
             "such as #ifdef, that the build's own flags decide): the C "
             "preprocessor computes %s here, but the module does not guess "
             "which one the code is built with. " CUDNN_STRICT_HEADER_FIX,
             path, t->ambiguous, version);
  } else if (t->redefined[0] != '\0') {
    cudnn_strict_comma_list(t->redefined, names, sizeof(names));
    snprintf(out, size,
             "the cuDNN header %s is ambiguous: it defines %s more than once "
             "with different values (the compiler warns \"redefined\"): the C "
             "preprocessor computes %s here by taking the last definition, "
             "but the module does not guess which one is "
             "meant. " CUDNN_STRICT_HEADER_FIX,
             path, names, version);
  } else if (t->defined[3] && t->values[3] != code) {
    snprintf(out, size,
             "the cuDNN header %s defines CUDNN_VERSION as %lld, but version "
             "%s is encoded as %ld",
             path, t->values[3], version, code);
  }
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_write_header_report(struct cudnn_strict_writer *w,
                                 const char *path) {
  struct cudnn_strict_header_text *t =
      (struct cudnn_strict_header_text *)calloc(1, sizeof(*t));
  char error[CUDNN_STRICT_PATH_SIZE + 640],
      message[CUDNN_STRICT_PATH_SIZE + 2048];
  char version[96], key[64];
  const char *reason;
  long code = 0;
  int i, usable;
  cudnn_strict_write_text(w, "header.file", path);
  if (t == NULL ||
      !cudnn_strict_header_file_text(path, t, error, sizeof(error))) {
    /* The reader's sentence starts with the path: "<path>: why". */
    reason = t == NULL ? "cannot be read (out of memory)" : error;
    if (t != NULL && strncmp(error, path, strlen(path)) == 0 &&
        strncmp(error + strlen(path), ": ", 2) == 0)
      reason = error + strlen(path) + 2;
    snprintf(message, sizeof(message), "the cuDNN header %s %s", path, reason);
    cudnn_strict_write_text(w, "header.read", "FAILED");
    cudnn_strict_write_text(w, "header.message", message);
    free(t);
    return 0;
  }
  cudnn_strict_write_text(w, "header.read", "OK");
  cudnn_strict_write_text(w, "header.in_range", t->in_range ? "v" : "x");
  if (t->missing[0] == '\0' && t->in_range) {
    struct cudnn_strict_version v;
    v.major = (int)t->values[0];
    v.minor = (int)t->values[1];
    v.patch = (int)t->values[2];
    code = CUDNN_STRICT_ENCODE(v.major, v.minor, v.patch);
    snprintf(version, sizeof(version), "%d.%d.%d", v.major, v.minor, v.patch);
    cudnn_strict_write_long(w, "header.pp_major", v.major);
    cudnn_strict_write_long(w, "header.pp_minor", v.minor);
    cudnn_strict_write_long(w, "header.pp_patch", v.patch);
    cudnn_strict_write_long(w, "header.pp_own_code",
                            t->defined[3] ? (long)t->values[3] : 0L);
    cudnn_strict_write_long(w, "header.pp_encoded_code", code);
  } else {
    version[0] = '\0';
  }
  cudnn_strict_write_text(w, "header.missing", t->missing);
  cudnn_strict_write_text(w, "header.ambiguous", t->ambiguous);
  cudnn_strict_write_text(w, "header.redefined", t->redefined);
  cudnn_strict_write_long(w, "header.ignored.count", t->ignored_count);
  for (i = 0; i < t->ignored_count; ++i) {
    snprintf(key, sizeof(key), "header.ignored.%d", i);
    cudnn_strict_write_text(w, key, t->ignored[i]);
  }
  cudnn_strict_header_problem(path, t, version, code, message, sizeof(message));
  cudnn_strict_write_text(w, "header.message", message);
  usable = message[0] == '\0';
  free(t);
  return usable;
}

enum cudnn_strict_header_entry {
  CUDNN_STRICT_HEADER_ABSENT,
  CUDNN_STRICT_HEADER_UNUSABLE,
  CUDNN_STRICT_HEADER_WITHOUT_MACRO,
  CUDNN_STRICT_HEADER_WITH_MACRO
};

/* What the entry `path` is to the choice.  Only a regular file is opened:
   a FIFO would block the read for ever. */
static enum cudnn_strict_header_entry
cudnn_strict_header_entry(const char *path) {
  static const char wanted[] = "CUDNN_MAJOR";
  const size_t keep = sizeof(wanted) - 2; /* a name split across reads */
  char buffer[65536];
  size_t held = 0, got;
  struct stat st;
  FILE *in;
#ifndef _WIN32
  /* lstat first: a dangling link or a loop is an entry, and a broken one. */
  if (lstat(path, &st) != 0)
    return CUDNN_STRICT_HEADER_ABSENT;
  if (stat(path, &st) != 0)
    return CUDNN_STRICT_HEADER_UNUSABLE;
#else
  if (stat(path, &st) != 0)
    return CUDNN_STRICT_HEADER_ABSENT;
#endif
  if (!S_ISREG(st.st_mode) || st.st_size == 0 ||
      (in = fopen(path, "rb")) == NULL)
    return CUDNN_STRICT_HEADER_UNUSABLE;
  /* The text names the macro anywhere, as grep would find it: what it
     defines is the reader's to say, once the file is chosen. */
  while ((got = fread(buffer + held, 1, sizeof(buffer) - held - 1, in)) > 0) {
    held += got;
    buffer[held] = '\0';
    if (memchr(buffer, '\0', held) != NULL) {
      /* A binary file: look past its NUL bytes. */
      size_t i;
      for (i = 0; i < held; ++i)
        if (buffer[i] == '\0')
          buffer[i] = ' ';
    }
    if (strstr(buffer, wanted) != NULL) {
      fclose(in);
      return CUDNN_STRICT_HEADER_WITH_MACRO;
    }
    if (held > keep) {
      memmove(buffer, buffer + held - keep, keep);
      held = keep;
    }
  }
  fclose(in);
  return CUDNN_STRICT_HEADER_WITHOUT_MACRO;
}

/* Whether a name of CUDNN_STRICT_HEADER_NAME_MAP carries a major. */
#define CUDNN_STRICT_HEADER_NAME_PLAIN 0
#define CUDNN_STRICT_HEADER_NAME_MAJOR 1

/* The `index`th name tried, best first, in `out`; 0 past the last. */
static int cudnn_strict_header_name(int index, char *out, size_t size) {
  static const struct {
    const char *stem;
    int versioned;
  } names[] = {
#define XX(stem, kind) {#stem, CUDNN_STRICT_HEADER_NAME_##kind},
      CUDNN_STRICT_HEADER_NAME_MAP(XX)
#undef XX
  };
  const int versions = CUDNN_STRICT_HEADER_MAJOR_MAX + 1;
  size_t i;
  for (i = 0; i < sizeof(names) / sizeof(names[0]); ++i) {
    const int count = names[i].versioned ? versions : 1;
    if (index < count) {
      if (names[i].versioned)
        snprintf(out, size, "%s%d.h", names[i].stem,
                 CUDNN_STRICT_HEADER_MAJOR_MAX - index);
      else
        snprintf(out, size, "%s.h", names[i].stem);
      return 1;
    }
    index -= count;
  }
  return 0;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_header_in(const char *dir, char *path,
                                                 size_t size) {
  char name[32], problem[CUDNN_STRICT_FILE_SENTENCE_SIZE];
  int index;
  for (index = 0; cudnn_strict_header_name(index, name, sizeof(name));
       ++index) {
    enum cudnn_strict_header_entry entry;
    snprintf(path, size, "%s/%s", dir, name);
    entry = cudnn_strict_header_entry(path);
    if (entry == CUDNN_STRICT_HEADER_UNUSABLE)
      return 0;
    if (entry == CUDNN_STRICT_HEADER_WITH_MACRO) {
      cudnn_strict_file_problem(path, "cuDNN header", problem, sizeof(problem));
      return problem[0] == '\0';
    }
  }
  return 0;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_write_header_in(struct cudnn_strict_writer *w, const char *dir) {
  char name[32], path[CUDNN_STRICT_PATH_SIZE];
  char files[4 * CUDNN_STRICT_PATH_SIZE] = "", assignment[sizeof(files) + 8];
  char message[sizeof(assignment) + 512];
  char problem[CUDNN_STRICT_FILE_SENTENCE_SIZE];
  char *assignments[1];
  struct cudnn_strict_text text;
  const char *missing = NULL;
  size_t used = 0;
  int index, version_file = 0, n;
  cudnn_strict_write_text(w, "header.dir", dir);
  for (index = 0; cudnn_strict_header_name(index, name, sizeof(name));
       ++index) {
    enum cudnn_strict_header_entry entry;
    snprintf(path, sizeof(path), "%s/%s", dir, name);
    entry = cudnn_strict_header_entry(path);
    if (entry == CUDNN_STRICT_HEADER_ABSENT)
      continue;
    if (entry == CUDNN_STRICT_HEADER_UNUSABLE ||
        entry == CUDNN_STRICT_HEADER_WITH_MACRO) {
      /* The file chosen, worded as the library search words its files:
         a readable one too, whose path CMake could not carry. */
      cudnn_strict_file_problem(path, "cuDNN header", problem, sizeof(problem));
      if (problem[0] == '\0' && entry == CUDNN_STRICT_HEADER_UNUSABLE) {
        snprintf(assignment, sizeof(assignment), "file=%s", path);
        assignments[0] = assignment;
        cudnn_strict_text_init(&text, problem, sizeof(problem));
        cudnn_strict_words_format(&text, CUDNN_STRICT_WORDS_HEADER_UNUSABLE, 1,
                                  assignments, &missing);
      }
      if (problem[0] != '\0') {
        cudnn_strict_write_text(w, "header.found", "UNUSABLE");
        cudnn_strict_write_text(w, "header.file", path);
        cudnn_strict_write_text(w, "header.message", problem);
        return 0;
      }
      cudnn_strict_write_text(w, "header.found", "OK");
      return cudnn_strict_write_header_report(w, path);
    }
    version_file |= index == 0;
    n = snprintf(files + used, sizeof(files) - used, "%s%s",
                 used == 0 ? "" : ", ", path);
    if (n > 0 && used + (size_t)n < sizeof(files))
      used += (size_t)n;
  }
  if (used == 0) {
    cudnn_strict_write_text(w, "header.found", "NONE");
    return 0;
  }
  /* cuDNN 8 and newer keep the version in cudnn_version.h: the sentence
     says whether that file is there and damaged, or missing. */
  snprintf(assignment, sizeof(assignment), "files=%s", files);
  assignments[0] = assignment;
  text.buffer = message;
  text.size = sizeof(message);
  text.length = 0;
  message[0] = '\0';
  cudnn_strict_words_format(&text,
                            version_file
                                ? CUDNN_STRICT_WORDS_HEADER_NO_VERSION_MACRO
                                : CUDNN_STRICT_WORDS_HEADER_NO_VERSION_HEADER,
                            1, assignments, &missing);
  cudnn_strict_write_text(w, "header.found", "NO_VERSION");
  cudnn_strict_write_text(w, "header.message", message);
  return 0;
}
