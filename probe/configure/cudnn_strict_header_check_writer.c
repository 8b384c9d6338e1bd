/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_header_check_writer.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_header_check_writer.h"

#include "cudnn_strict_header_file.h"
#include "cudnn_strict_header_report.h"
#include "cudnn_strict_loader.h" /* CUDNN_STRICT_PATH_SIZE */
#include "cudnn_strict_message.h"
#include "cudnn_strict_words.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A text that grows as it is written: a branch names every other header,
   whose paths have no bound but the file system's.  `failed` once
   memory ran out. */
struct cudnn_strict_grown {
  char *data;
  size_t length, size;
  int failed;
};

static void cudnn_strict_grow(struct cudnn_strict_grown *g, const char *text,
                              size_t length) {
  if (g->failed)
    return;
  if (g->length + length + 1 > g->size) {
    size_t size = (g->length + length + 1) * 2;
    char *data = (char *)realloc(g->data, size);
    if (data == NULL) {
      g->failed = 1;
      return;
    }
    g->data = data;
    g->size = size;
  }
  memcpy(g->data + g->length, text, length);
  g->length += length;
  g->data[g->length] = '\0';
}

static void cudnn_strict_grow_text(struct cudnn_strict_grown *g,
                                   const char *text) {
  cudnn_strict_grow(g, text, strlen(text));
}

/* The words `id` in a text of their own (NULL when memory runs out).  An
   assignment that memory did not allow (NULL) is left out: the text then
   stops at its placeholder. */
static char *cudnn_strict_words_text(int id, int count,
                                     char *const *assignments) {
  struct cudnn_strict_text t;
  const char *missing = NULL;
  char *buffer = NULL, *given[8];
  size_t size = 1024;
  int i, given_count = 0;
  for (i = 0; i < count && given_count < 8; ++i)
    if (assignments[i] != NULL)
      given[given_count++] = assignments[i];
  for (;;) {
    char *bigger = (char *)realloc(buffer, size);
    if (bigger == NULL) {
      free(buffer);
      return NULL;
    }
    buffer = bigger;
    cudnn_strict_text_init(&t, buffer, size);
    cudnn_strict_words_format(&t, id, given_count, given, &missing);
    if (t.length < size)
      return buffer;
    size = t.length + 1;
  }
}

/* Appends "CuDNNStrict: " and the words `id`, in double quotes for
   #error, which prints them as written: only a quote and a backslash
   need escaping, and a line break would end the directive. */
static void cudnn_strict_grow_literal(struct cudnn_strict_grown *g, int id,
                                      int count, char *const *assignments) {
  char *words = cudnn_strict_words_text(id, count, assignments);
  const char *c;
  if (words == NULL) {
    g->failed = 1;
    return;
  }
  cudnn_strict_grow_text(g, "\"CuDNNStrict: ");
  for (c = words; *c != '\0'; ++c) {
    if (*c == '\\' || *c == '"')
      cudnn_strict_grow(g, "\\", 1);
    cudnn_strict_grow(g, *c == '\r' || *c == '\n' ? " " : c, 1);
  }
  cudnn_strict_grow(g, "\"", 1);
  free(words);
}

/* Writes the words `id` on `w` as `key`. */
static void cudnn_strict_write_words(struct cudnn_strict_writer *w,
                                     const char *key, int id, int count,
                                     char *const *assignments) {
  char *words = cudnn_strict_words_text(id, count, assignments);
  cudnn_strict_write_text(w, key, words != NULL ? words : "");
  free(words);
}

/* "name=value" in a text of its own, for the words' assignments. */
static char *cudnn_strict_assignment(const char *name, const char *value) {
  size_t length = strlen(name) + strlen(value) + 2;
  char *out = (char *)malloc(length);
  if (out != NULL)
    snprintf(out, length, "%s=%s", name, value);
  return out;
}

/* The other headers, one per directory that holds one of another
   release: `dirs` and `files` each "a or b" when two directories hold the
   same release (the toolkit's, and /usr/local/include linking to it). */
struct cudnn_strict_other_release {
  char version[96];
  struct cudnn_strict_grown dirs, files;
};

/* The version `path`'s text gives every build, or "unknown". */
static void cudnn_strict_other_version(const char *path, char *out,
                                       size_t size) {
  struct cudnn_strict_header_text *t =
      (struct cudnn_strict_header_text *)calloc(1, sizeof(*t));
  char error[CUDNN_STRICT_PATH_SIZE + 640];
  snprintf(out, size, "unknown");
  if (t != NULL &&
      cudnn_strict_header_file_text(path, t, error, sizeof(error)) &&
      t->missing[0] == '\0' && t->in_range && t->ambiguous[0] == '\0')
    snprintf(out, size, "%lld.%lld.%lld", t->values[0], t->values[1],
             t->values[2]);
  free(t);
}

/* Replaces each @name@ of `template_text` by its value among the `count`
   pairs of `names` and `values` (none: ""), as configure_file(@ONLY). */
static void cudnn_strict_fill_template(struct cudnn_strict_grown *g,
                                       const char *template_text, int count,
                                       const char *const *names,
                                       const char *const *values) {
  const char *c = template_text;
  while (*c != '\0') {
    size_t length = strcspn(c, "@"), name_length;
    int i;
    cudnn_strict_grow(g, c, length);
    c += length;
    if (*c == '\0')
      break;
    name_length = strspn(c + 1, "abcdefghijklmnopqrstuvwxyz"
                                "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
    if (name_length == 0 || c[1 + name_length] != '@') {
      cudnn_strict_grow(g, "@", 1);
      ++c;
      continue;
    }
    for (i = 0; i < count; ++i)
      if (strlen(names[i]) == name_length &&
          strncmp(names[i], c + 1, name_length) == 0)
        cudnn_strict_grow_text(g, values[i]);
    c += name_length + 2;
  }
}

/* The whole of `path`, or NULL. */
static char *cudnn_strict_read_whole(const char *path) {
  struct cudnn_strict_grown g = {NULL, 0, 0, 0};
  char buffer[4096];
  size_t got;
  FILE *in = fopen(path, "rb");
  if (in == NULL)
    return NULL;
  cudnn_strict_grow(&g, "", 0);
  while ((got = fread(buffer, 1, sizeof(buffer), in)) > 0)
    cudnn_strict_grow(&g, buffer, got);
  fclose(in);
  if (g.failed) {
    free(g.data);
    return NULL;
  }
  return g.data;
}

/* Whether the directory `dir` is one of the `count` directories `listed`,
   by real path: a project, the toolkit and the compiler name one
   directory several ways (/usr/local/cuda/include, a link into
   /usr/local/cuda-13.0). */
static int cudnn_strict_listed(const char *dir, int count,
                               char *const *listed) {
  char real[CUDNN_STRICT_PATH_SIZE], other[CUDNN_STRICT_PATH_SIZE];
  int i;
  if (realpath(dir, real) == NULL)
    return 0;
  for (i = 0; i < count; ++i)
    if (realpath(listed[i], other) != NULL && strcmp(real, other) == 0)
      return 1;
  return 0;
}

/* Words the other header `file` (cuDNN `other`) of `dir` as the
   `index`th: its line of the summary, and the warning when the project
   lists `dir` itself, whose targets compile it unless they link a
   CuDNNStrict:: target (`checked` when a generated unit stops them).
   `judged` holds the judged header's version and header assignments,
   `judged_dir` its directory. */
static void cudnn_strict_word_other(struct cudnn_strict_writer *w, int index,
                                    const char *dir, const char *file,
                                    const char *other, int listed, int checked,
                                    char *const *judged,
                                    const char *judged_dir) {
  char key[64], *assignments[6];
  int i;
  assignments[0] = cudnn_strict_assignment("file", file);
  assignments[1] = cudnn_strict_assignment("other_version", other);
  assignments[2] = cudnn_strict_assignment("dir", dir);
  assignments[3] = cudnn_strict_assignment("judged_dir", judged_dir);
  assignments[4] = judged[0];
  assignments[5] = judged[1];
  snprintf(key, sizeof(key), "header_check.other.%d.summary", index);
  cudnn_strict_write_words(w, key, CUDNN_STRICT_WORDS_SUMMARY_OTHER_HEADER, 2,
                           assignments);
  snprintf(key, sizeof(key), "header_check.other.%d.warning", index);
  if (listed)
    cudnn_strict_write_words(
        w, key,
        checked ? CUDNN_STRICT_WORDS_OTHER_HEADER_IN_PATH
                : CUDNN_STRICT_WORDS_OTHER_HEADER_IN_PATH_UNCHECKED,
        6, assignments);
  else
    cudnn_strict_write_text(w, key, "");
  for (i = 0; i < 4; ++i)
    free(assignments[i]);
}

/* The words of the template's three literals, in its order. */
static const int cudnn_strict_check_literals[] = {
    CUDNN_STRICT_WORDS_HEADER_CHECK_UNDEFINED,
    CUDNN_STRICT_WORDS_HEADER_CHECK_OTHER,
    CUDNN_STRICT_WORDS_HEADER_CHECK_OTHER_CUDA};

CUDNN_STRICT_INTERNAL int cudnn_strict_write_header_check(
    struct cudnn_strict_writer *w, const char *header, const char *version,
    int count, char *const *search, int listed_count, char *const *listed,
    int checked, const char *template_path, const char *output) {
  enum { NAME, VERSION, HEADER, DIR, FILES, OTHER_VERSION, DIRS, ASSIGNED };
  struct cudnn_strict_other_release *releases =
      (struct cudnn_strict_other_release *)calloc(
          (size_t)(count > 0 ? count : 1), sizeof(*releases));
  /* The template's values that grow: three literals, then the C and C++
     branches and the CUDA ones, then the filled-in template. */
  enum { LITERALS = 0, BRANCHES = 3, TEXT = 5, GROWN };
  struct cudnn_strict_grown grown[GROWN], *literals = grown + LITERALS;
  struct cudnn_strict_grown *branches = grown + BRANCHES, *text = grown + TEXT;
  char *assignments[ASSIGNED] = {NULL, NULL, NULL, NULL, NULL, NULL, NULL};
  char name[CUDNN_STRICT_PATH_SIZE], dir[CUDNN_STRICT_PATH_SIZE];
  char path[CUDNN_STRICT_PATH_SIZE], key[64], other[96];
  char major[32] = "", minor[32] = "", patch[32] = "";
  char *template_text = NULL, *item;
  const char *base, *message = "";
  char *judged_dir = dir;
  int i, j, release_count = 0, other_count = 0, written = 0, failed;
  size_t length;
  FILE *out;
  memset(grown, 0, sizeof(grown));
  /* Debian's cudnn_version_v9.h is reached by its unversioned name (the
     module links it into the binary tree where it is missing). */
  base = strrchr(header, '/');
  base = base != NULL ? base + 1 : header;
  snprintf(name, sizeof(name), "%s", base);
  length = strlen(name);
  if (length > 2 && strcmp(name + length - 2, ".h") == 0) {
    size_t digits = length - 2;
    while (digits > 0 && name[digits - 1] >= '0' && name[digits - 1] <= '9')
      --digits;
    if (digits < length - 2 && digits >= 2 &&
        strncmp(name + digits - 2, "_v", 2) == 0)
      snprintf(name + digits - 2, sizeof(name) - (digits - 2), ".h");
  }
  snprintf(dir, sizeof(dir), "%s", header);
  if (strrchr(dir, '/') != NULL)
    *strrchr(dir, '/') = '\0';
  else
    dir[0] = '\0';
  sscanf(version, "%31[0-9].%31[0-9].%31[0-9]", major, minor, patch);
  assignments[NAME] = cudnn_strict_assignment("name", name);
  assignments[VERSION] = cudnn_strict_assignment("version", version);
  assignments[HEADER] = cudnn_strict_assignment("header", header);
  assignments[DIR] = cudnn_strict_assignment("dir", dir);
  for (i = 0; i < count && releases != NULL; ++i) {
    /* Each directory once, and not the judged header's own. */
    if (cudnn_strict_listed(search[i], i, search) ||
        cudnn_strict_listed(search[i], 1, &judged_dir) ||
        !cudnn_strict_header_in(search[i], path, sizeof(path)))
      continue;
    cudnn_strict_other_version(path, other, sizeof(other));
    if (strcmp(other, version) == 0)
      continue;
    item = (char *)malloc(strlen(search[i]) + strlen(path) + strlen(other) + 3);
    if (item != NULL) {
      sprintf(item, "%s|%s|%s", search[i], path, other);
      snprintf(key, sizeof(key), "header_check.other.%d", other_count);
      cudnn_strict_write_text(w, key, item);
      free(item);
    }
    cudnn_strict_word_other(
        w, other_count, search[i], path, other,
        cudnn_strict_listed(search[i], listed_count, listed), checked,
        assignments + VERSION, dir);
    ++other_count;
    if (strcmp(other, "unknown") == 0)
      continue;
    for (j = 0; j < release_count; ++j)
      if (strcmp(releases[j].version, other) == 0)
        break;
    if (j == release_count) {
      snprintf(releases[j].version, sizeof(releases[j].version), "%s", other);
      ++release_count;
    } else {
      cudnn_strict_grow_text(&releases[j].files, " or ");
      cudnn_strict_grow_text(&releases[j].dirs, " or ");
    }
    cudnn_strict_grow_text(&releases[j].files, path);
    cudnn_strict_grow_text(&releases[j].dirs, search[i]);
  }
  cudnn_strict_write_long(w, "header_check.other.count", other_count);
  for (i = 0; i < BRANCHES - LITERALS; ++i)
    cudnn_strict_grow_literal(&literals[i], cudnn_strict_check_literals[i],
                              DIR + 1, assignments);
  /* RELEASE words the C and C++ branches, RELEASE_CUDA the CUDA ones. */
  for (j = 0; j < release_count; ++j) {
    char condition[256], parts[3][32] = {"", "", ""};
    int cuda;
    sscanf(releases[j].version, "%31[0-9].%31[0-9].%31[0-9]", parts[0],
           parts[1], parts[2]);
    snprintf(condition, sizeof(condition),
             "#elif CUDNN_MAJOR == %s && CUDNN_MINOR == %s && "
             "CUDNN_PATCHLEVEL == %s\n#error ",
             parts[0], parts[1], parts[2]);
    assignments[FILES] = cudnn_strict_assignment(
        "files", releases[j].files.data ? releases[j].files.data : "");
    assignments[OTHER_VERSION] =
        cudnn_strict_assignment("other_version", releases[j].version);
    assignments[DIRS] = cudnn_strict_assignment(
        "dirs", releases[j].dirs.data ? releases[j].dirs.data : "");
    for (cuda = 0; cuda < 2; ++cuda) {
      cudnn_strict_grow_text(&branches[cuda], condition);
      cudnn_strict_grow_literal(
          &branches[cuda],
          cuda ? CUDNN_STRICT_WORDS_HEADER_CHECK_RELEASE_CUDA
               : CUDNN_STRICT_WORDS_HEADER_CHECK_RELEASE,
          ASSIGNED, assignments);
      cudnn_strict_grow_text(&branches[cuda], "\n");
    }
    for (i = FILES; i < ASSIGNED; ++i) {
      free(assignments[i]);
      assignments[i] = NULL;
    }
  }
  template_text = cudnn_strict_read_whole(template_path);
  if (template_text == NULL) {
    message = "the template of the header check cannot be read";
  } else {
    static const char *const names[] = {"_CuDNNStrict_check_header_name",
                                        "_CuDNNStrict_check_major",
                                        "_CuDNNStrict_check_minor",
                                        "_CuDNNStrict_check_patch",
                                        "_CuDNNStrict_check_undefined_literal",
                                        "_CuDNNStrict_check_other_literal",
                                        "_CuDNNStrict_check_other_cuda_literal",
                                        "_CuDNNStrict_check_branches",
                                        "_CuDNNStrict_check_cuda_branches"};
    const char *values[9];
    values[0] = name;
    values[1] = major;
    values[2] = minor;
    values[3] = patch;
    for (i = 0; i < TEXT; ++i)
      values[4 + i] = grown[i].data ? grown[i].data : "";
    cudnn_strict_fill_template(text, template_text, 9, names, values);
    out = NULL;
    failed = releases == NULL;
    for (i = 0; i < GROWN; ++i)
      failed |= grown[i].failed;
    if (failed)
      message = "the header check does not fit in memory";
    else if ((out = fopen(output, "wb")) == NULL ||
             fwrite(text->data, 1, text->length, out) != text->length)
      message = "the header check cannot be written";
    else
      written = 1;
    if (out != NULL && fclose(out) != 0 && written) {
      message = "the header check cannot be written";
      written = 0;
    }
  }
  cudnn_strict_write_text(w, "header_check.message", message);
  for (i = 0; i < ASSIGNED; ++i)
    free(assignments[i]);
  for (j = 0; j < release_count; ++j) {
    free(releases[j].files.data);
    free(releases[j].dirs.data);
  }
  for (i = 0; i < GROWN; ++i)
    free(grown[i].data);
  free(releases);
  free(template_text);
  return written;
}
