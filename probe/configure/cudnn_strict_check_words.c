/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_check_words.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_check_words.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudnn_strict_file_facts.h"
#include "cudnn_strict_loader.h" /* realpath, cudnn_strict_after_slash */
#include "cudnn_strict_words.h"

/* A report's facts, read once: each line split at its '=' and unescaped
   in place, in the report's order. */
struct cudnn_strict_check_report {
  char *text;
  char **keys;
  char **values;
  size_t count;
};

static int cudnn_strict_check_read(const char *path,
                                   struct cudnn_strict_check_report *r) {
  FILE *in = fopen(path, "rb");
  long size;
  size_t lines = 1, i;
  char *c, *line, *next;
  memset(r, 0, sizeof(*r));
  if (in == NULL)
    return 0;
  if (fseek(in, 0, SEEK_END) != 0 || (size = ftell(in)) < 0 ||
      fseek(in, 0, SEEK_SET) != 0 ||
      (r->text = (char *)malloc((size_t)size + 1)) == NULL) {
    fclose(in);
    return 0;
  }
  r->text[fread(r->text, 1, (size_t)size, in)] = '\0';
  fclose(in);
  for (c = r->text; *c != '\0'; ++c)
    lines += *c == '\n';
  r->keys = (char **)malloc(lines * sizeof(char *));
  r->values = (char **)malloc(lines * sizeof(char *));
  if (r->keys == NULL || r->values == NULL)
    return 0;
  for (line = r->text; line != NULL && *line != '\0'; line = next) {
    if ((next = strchr(line, '\n')) != NULL)
      *next++ = '\0';
    if ((c = strchr(line, '=')) == NULL)
      continue;
    *c = '\0';
    cudnn_strict_key_value_unescape(c + 1);
    i = r->count++;
    r->keys[i] = line;
    r->values[i] = c + 1;
  }
  return 1;
}

static void cudnn_strict_check_free(struct cudnn_strict_check_report *r) {
  free(r->text);
  free(r->keys);
  free(r->values);
}

/* The value of the first `key` of the report, or "" (as the module reads
   a report). */
static const char *
cudnn_strict_check_get(const struct cudnn_strict_check_report *r,
                       const char *key) {
  size_t i;
  for (i = 0; i < r->count; ++i)
    if (strcmp(r->keys[i], key) == 0)
      return r->values[i];
  return "";
}

/* Whether the report holds `key` at all, even empty. */
static int cudnn_strict_check_has(const struct cudnn_strict_check_report *r,
                                  const char *key) {
  size_t i;
  for (i = 0; i < r->count; ++i)
    if (strcmp(r->keys[i], key) == 0)
      return 1;
  return 0;
}

/* The value of `<prefix><name><suffix>`, or "". */
static const char *
cudnn_strict_check_get_of(const struct cudnn_strict_check_report *r,
                          const char *prefix, const char *name,
                          const char *suffix) {
  char key[160];
  if (snprintf(key, sizeof(key), "%s%s%s", prefix, name, suffix) >=
      (int)sizeof(key))
    return "";
  return cudnn_strict_check_get(r, key);
}

/* Most words name a path or two and the probe's standard error (its end,
   4000 characters): room for every row with long values. */
#define CUDNN_STRICT_CHECK_TEXT_SIZE 32768

/* Puts the words of `id` into `t` (cleared first), given the
   assignments "name", value, ..., NULL. */
static void cudnn_strict_check_words(struct cudnn_strict_text *t, int id, ...) {
  char *assignments[16];
  char *pool, *at;
  const char *name, *value, *missing = NULL;
  size_t need = 1;
  int count = 0;
  va_list args;
  t->length = 0;
  t->buffer[0] = '\0';
  va_start(args, id);
  while ((name = va_arg(args, const char *)) != NULL) {
    value = va_arg(args, const char *);
    need += strlen(name) + strlen(value) + 2;
  }
  va_end(args);
  if ((pool = at = (char *)malloc(need)) == NULL)
    return;
  va_start(args, id);
  while ((name = va_arg(args, const char *)) != NULL && count < 16) {
    value = va_arg(args, const char *);
    assignments[count++] = at;
    at += sprintf(at, "%s=%s", name, value) + 1;
  }
  va_end(args);
  /* Every row below is given all its values: none is missing. */
  cudnn_strict_words_format(t, id, count, assignments, &missing);
  free(pool);
}

/* The configure's sentence for a check that failed, or "" (`error`),
   against the header's version `header_version`. */
static void cudnn_strict_check_error(const struct cudnn_strict_check_report *r,
                                     const struct cudnn_strict_check_context *c,
                                     const char *target,
                                     const char *header_version,
                                     struct cudnn_strict_text *error) {
  const char *verdict = cudnn_strict_check_get(r, "verdict");
  const char *reason = cudnn_strict_check_get(r, "verdict.reason");
  const char *message = cudnn_strict_check_get(r, "verdict.message");
  const char *exit_status = cudnn_strict_check_get(r, "probe.exit");
  const char *stderr_text = cudnn_strict_check_get(r, "probe.stderr");
  const char *judgement = cudnn_strict_check_get(r, "judgement");
  const char *feature, *valid, *end, *fix;
  /* Under an emulator, a probe that stops or a library that does not load
     most often lacks a library of the target's (libstdc++, libz) on this
     host: that says nothing against the cuDNN file.  Each target's own
     world: Wine searches DLLs as Windows does, so what is missing is a DLL
     where Windows looks; qemu needs the target's libraries of the host's
     distribution. */
  int emulated = c->cross_compiling && c->emulator[0] != '\0';
  int windows = strcmp(c->target_system, "Windows") == 0;
  char *cut;
  if ((feature = strstr(stderr_text, "unknown feature '")) != NULL &&
      (end = strchr(feature += 17, '\'')) != NULL &&
      strncmp(end, "' (valid: ", 10) == 0 && strchr(end + 10, ')') != NULL) {
    /* The program refused CUDNN_STRICT_FEATURES before any report. */
    char *copy = (char *)malloc(strlen(feature) + 1);
    if (copy == NULL)
      return;
    strcpy(copy, feature);
    copy[end - feature] = '\0';
    valid = copy + (end - feature) + 10;
    *strchr((char *)valid, ')') = '\0';
    cudnn_strict_check_words(error, CUDNN_STRICT_WORDS_FEATURE_UNKNOWN,
                             "feature", copy, "valid", valid, NULL);
    free(copy);
  } else if (verdict[0] == '\0' && emulated) {
    cudnn_strict_check_words(
        error,
        windows ? CUDNN_STRICT_WORDS_PROBE_STOPPED_UNDER_WINE
                : CUDNN_STRICT_WORDS_PROBE_STOPPED_UNDER_EMULATOR,
        "library", c->library, "emulator", c->emulator, "exit", exit_status,
        "stderr", stderr_text, "target", target, NULL);
  } else if (verdict[0] == '\0') {
    cudnn_strict_check_words(error, CUDNN_STRICT_WORDS_PROBE_STOPPED, "library",
                             c->library, "exit", exit_status, "stderr",
                             stderr_text, NULL);
  } else if (strcmp(verdict, "ERROR") == 0) {
    /* The header's version cannot be encoded: nothing was compared.  The
       reader's --verdict finds the header in the report it is given. */
    cudnn_strict_check_words(
        error, CUDNN_STRICT_WORDS_HEADER_VERSION_REFUSED, "header",
        c->header[0] != '\0' ? c->header
                             : cudnn_strict_check_get(r, "header.file"),
        "version", header_version, "reason", reason, NULL);
  } else if (strcmp(verdict, "NOT_LOADABLE") == 0 && message[0] != '\0') {
    /* The file's own header says why (the probe's words). */
    cudnn_strict_append(error, "%s", message);
  } else if (strcmp(verdict, "NOT_LOADABLE") == 0 && emulated && !windows) {
    /* What is missing is missing for the target: the host's fix (a package
       of the host's) gives way to the emulator's.  Wine searches DLLs as
       Windows does, so a Windows target keeps the probe's own fix. */
    char *copy = (char *)malloc(strlen(reason) + 1);
    if (copy == NULL)
      return;
    strcpy(copy, reason);
    if ((cut = strstr(copy, ". Fix: ")) != NULL)
      *cut = '\0';
    cudnn_strict_check_words(
        error, CUDNN_STRICT_WORDS_LIBRARY_NOT_LOADABLE_UNDER_EMULATOR,
        "library", c->library, "emulator", c->emulator, "reason", copy,
        "target", target, NULL);
    free(copy);
  } else if (strcmp(verdict, "NOT_LOADABLE") == 0) {
    cudnn_strict_check_words(error, CUDNN_STRICT_WORDS_LIBRARY_NOT_LOADABLE,
                             "library", c->library, "reason", reason, NULL);
  } else if (strcmp(verdict, "NOT_CUDNN") == 0) {
    cudnn_strict_check_words(error, CUDNN_STRICT_WORDS_LIBRARY_NOT_CUDNN,
                             "library", c->library, "reason", reason, NULL);
  } else if (strcmp(judgement, "INCOMPATIBLE") == 0 ||
             strcmp(judgement, "KNOWN_BAD") == 0 ||
             strcmp(judgement, "CUDA_MAJOR_DIFFERS") == 0 ||
             strcmp(judgement, "MIXED_SUBLIBRARIES") == 0) {
    /* The probe words the refusal (verdict.message), as the guard would. */
    cudnn_strict_append(error, "%s", message);
  }
  /* The probe's search for a cuDNN that would do, after a mismatch. */
  fix = cudnn_strict_check_get(r, "fix.suggestion");
  if (error->length > 0 && fix[0] != '\0')
    cudnn_strict_append(error, " %s", fix);
}

/* The summary's line: the versions and the policy, and the CUDA the
   library was built with where its minor differs from the runtime's.  A
   cross build's runtime is the target's, whose version the probe read
   from its header (CUDART_VERSION), not the host toolkit's. */
static void
cudnn_strict_check_agreement(const struct cudnn_strict_check_report *r,
                             const struct cudnn_strict_check_context *c,
                             const char *target, const char *header_version,
                             struct cudnn_strict_text *agreement) {
  const char *library_version = cudnn_strict_check_get(r, "library.version");
  const char *cudart = cudnn_strict_check_get(r, "library.cudart_version");
  const char *code = cudnn_strict_check_get(r, "toolkit.cudart_code");
  char runtime[48];
  if (strcmp(cudnn_strict_check_get(r, "cudart.agreement"), "MINOR_DIFFERS") !=
      0) {
    cudnn_strict_check_words(agreement, CUDNN_STRICT_WORDS_AGREEMENT,
                             "library_version", library_version,
                             "header_version", header_version, "policy",
                             c->policy, NULL);
  } else if (c->cross_compiling && code[0] != '\0' &&
             strspn(code, "0123456789") == strlen(code) && strlen(code) < 10) {
    long value = atol(code);
    snprintf(runtime, sizeof(runtime), "%ld.%ld", value / 1000,
             value % 1000 / 10);
    cudnn_strict_check_words(
        agreement, CUDNN_STRICT_WORDS_AGREEMENT_OTHER_CUDA_MINOR_CROSS,
        "library_version", library_version, "header_version", header_version,
        "policy", c->policy, "cudart", cudart, "target", target, "runtime",
        runtime, NULL);
  } else {
    cudnn_strict_check_words(
        agreement, CUDNN_STRICT_WORDS_AGREEMENT_OTHER_CUDA_MINOR,
        "library_version", library_version, "header_version", header_version,
        "policy", c->policy, "cudart", cudart, "toolkit", c->toolkit_version,
        NULL);
  }
}

/* Writes each of the report's list `key` (key.count, key.<i>) as a
   check.warning after `prefix` and a space (none for ""), counting them
   in `*count`. */
static void
cudnn_strict_check_warn_each(struct cudnn_strict_writer *w,
                             const struct cudnn_strict_check_report *r,
                             const char *key, const char *prefix, int *count) {
  char name[96], out_key[64];
  struct cudnn_strict_text t;
  static char text[CUDNN_STRICT_CHECK_TEXT_SIZE];
  long i, n;
  snprintf(name, sizeof(name), "%s.count", key);
  n = atol(cudnn_strict_check_get(r, name));
  for (i = 0; i < n; ++i) {
    snprintf(name, sizeof(name), "%s.%ld", key, i);
    cudnn_strict_text_init(&t, text, sizeof(text));
    cudnn_strict_append(&t, "%s%s%s", prefix, prefix[0] != '\0' ? " " : "",
                        cudnn_strict_check_get(r, name));
    snprintf(out_key, sizeof(out_key), "check.warning.%d", (*count)++);
    cudnn_strict_write_text(w, out_key, text);
  }
}

/* Whether the key is dependency.<list>.<i>.status, a library's status. */
static int cudnn_strict_is_dependency_status(const char *key) {
  const char *p = key + 11;
  if (strncmp(key, "dependency.", 11) != 0)
    return 0;
  while (*p >= 'a' && *p <= 'z')
    ++p;
  if (p == key + 11 || *p++ != '.' || !(*p >= '0' && *p <= '9'))
    return 0;
  while (*p >= '0' && *p <= '9')
    ++p;
  return strcmp(p, ".status") == 0;
}

/* Whether the report holds until a file the module's fingerprint stamps
   changes (check.keep).  Not when cuDNN could not load something it needs
   (libcublas, libz, libstdc++, a sub-library), did not load, or the run
   did not finish, nor natively when a library cuDNN opens itself is
   missing: installing what was missing, or pointing an emulator at the
   target's libraries, changes no such file.  A cross build keeps the
   missing library's warning, which each configure prints again, rather
   than run the probe under the emulator every time (seconds under Wine). */
static int cudnn_strict_check_keep(const struct cudnn_strict_check_report *r,
                                   const struct cudnn_strict_check_context *c) {
  const char *release = cudnn_strict_check_get(r, "release.status");
  const char *verdict = cudnn_strict_check_get(r, "verdict");
  size_t i;
  if (strcmp(release, "MISSING_DEPENDENCY") == 0 ||
      strcmp(release, "ABORTED") == 0 || strcmp(release, "TIMEOUT") == 0 ||
      verdict[0] == '\0' || strcmp(verdict, "NOT_LOADABLE") == 0)
    return 0;
  for (i = 0; i < r->count && !c->cross_compiling; ++i)
    if (cudnn_strict_is_dependency_status(r->keys[i]) &&
        strcmp(r->values[i], "MISSING") == 0)
      return 0;
  return 1;
}

/* Writes the check.* keys for the report `r`, read by the reader or
   written by the checks program itself, against the header's version
   `header_version` (as CuDNNStrict_VERSION says it). */
static void cudnn_strict_check_write(struct cudnn_strict_writer *w,
                                     const struct cudnn_strict_check_report *r,
                                     const struct cudnn_strict_check_context *c,
                                     const char *header_version) {
  static char error_text[CUDNN_STRICT_CHECK_TEXT_SIZE];
  static char agreement_text[CUDNN_STRICT_CHECK_TEXT_SIZE];
  static char words_text[CUDNN_STRICT_CHECK_TEXT_SIZE];
  struct cudnn_strict_text error, agreement, words;
  const char *target = cudnn_strict_processor_name(c->target);
  int count = 0;
  cudnn_strict_text_init(&error, error_text, sizeof(error_text));
  cudnn_strict_text_init(&agreement, agreement_text, sizeof(agreement_text));
  cudnn_strict_text_init(&words, words_text, sizeof(words_text));
  cudnn_strict_write_text(w, "check.target", target);
  if (strcmp(cudnn_strict_check_get(r, "probe.run"), "SKIPPED") == 0) {
    const char *reason = cudnn_strict_check_get(r, "probe.skip_reason");
    cudnn_strict_check_words(&agreement, CUDNN_STRICT_WORDS_NOT_CHECKED,
                             "reason", reason, NULL);
    cudnn_strict_write_text(w, "check", "NOT_CHECKED");
    cudnn_strict_write_text(w, "check.reason", reason);
    cudnn_strict_write_text(w, "check.agreement", agreement_text);
    cudnn_strict_write_long(w, "check.warning.count", 0);
    return;
  }
  cudnn_strict_check_error(r, c, target, header_version, &error);
  cudnn_strict_check_agreement(r, c, target, header_version, &agreement);
  cudnn_strict_write_text(w, "check", error.length > 0 ? "FAILED" : "PASSED");
  cudnn_strict_write_text(w, "check.reason",
                          error.length > 0 ? error_text : agreement_text);
  cudnn_strict_write_text(w, "check.agreement", agreement_text);
  /* Releases known to break for what the project uses or might use. */
  if (error.length == 0) {
    cudnn_strict_check_words(
        &words, CUDNN_STRICT_WORDS_KNOWN_BAD_RELEASE, "library", c->library,
        "version", cudnn_strict_check_get(r, "library.version"), NULL);
    cudnn_strict_check_warn_each(w, r, "library.known_bad_warning", words_text,
                                 &count);
  }
  /* Libraries the release opens itself that the loader would not find:
     cuDNN loads without them, and fails where a function needs one.  Under
     qemu they describe the build machine's libraries, not the target's:
     the report keeps them, and cudnn-strict-probe on the target says them.
     Wine searches DLLs as Windows does (the DLL's folder, PATH): a Windows
     target hears them, as the emulator found them. */
  if (!c->cross_compiling) {
    cudnn_strict_check_warn_each(w, r, "dependency.warning", "", &count);
  } else if (strcmp(c->target_system, "Windows") == 0) {
    cudnn_strict_check_words(&words, CUDNN_STRICT_WORDS_DEPENDENCY_UNDER_WINE,
                             NULL);
    cudnn_strict_check_warn_each(w, r, "dependency.warning", words_text,
                                 &count);
  }
  cudnn_strict_write_long(w, "check.warning.count", count);
  cudnn_strict_write_text(w, "check.keep",
                          cudnn_strict_check_keep(r, c) ? "YES" : "NO");
}

/* The sub-library record: room for the lists of one major's names, and
   for a path each where a list names files. */
#define CUDNN_STRICT_RECORD_LIST_SIZE 8192

/* Appends `word` to the list `list`, after `separator` unless first. */
static void cudnn_strict_record_add(char *list, const char *separator,
                                    const char *word) {
  size_t used = strlen(list);
  snprintf(list + used, CUDNN_STRICT_RECORD_LIST_SIZE - used, "%s%s",
           used > 0 ? separator : "", word);
}

/* The next name of the space-separated `*names` into `name`, moving on;
   0 at the end. */
static int cudnn_strict_record_next(const char **names, char *name,
                                    size_t size) {
  size_t length;
  while (**names == ' ')
    ++*names;
  length = strcspn(*names, " ");
  if (length == 0 || length >= size)
    return 0;
  memcpy(name, *names, length);
  name[length] = '\0';
  *names += length;
  return 1;
}

/* The length of the directory part of `path`, up to its last separator
   ('\\' too: a DLL's path as Windows spells it). */
static size_t cudnn_strict_record_dir_length(const char *path) {
  const char *slash = strrchr(path, '/'), *back = strrchr(path, '\\');
  if (back != NULL && (slash == NULL || back > slash))
    slash = back;
  return slash != NULL ? (size_t)(slash - path) : 0;
}

/* `file` spelt by the directory of `library` as the search found it: the
   checks and the scan name it by the real directory (/usr/local/cuda-13.0/lib
   against /usr/local/cuda/lib), each spelling one more RPATH entry for the
   same directory, and a DLL's path as Windows spells it (under Wine,
   Z:\...): a Windows target's is always respelt. */
static void cudnn_strict_record_file(const char *library, const char *file,
                                     int windows, char *out, size_t size) {
  size_t found_length = cudnn_strict_record_dir_length(library);
  size_t file_length = cudnn_strict_record_dir_length(file);
  char found_dir[CUDNN_STRICT_PATH_SIZE], file_dir[CUDNN_STRICT_PATH_SIZE];
  char real_found[CUDNN_STRICT_PATH_SIZE], real_file[CUDNN_STRICT_PATH_SIZE];
  int respell = windows;
  snprintf(found_dir, sizeof(found_dir), "%.*s", (int)found_length, library);
  snprintf(file_dir, sizeof(file_dir), "%.*s", (int)file_length, file);
  if (!respell && strcmp(found_dir, file_dir) != 0 &&
      realpath(found_dir, real_found) != NULL &&
      realpath(file_dir, real_file) != NULL)
    respell = strcmp(real_found, real_file) == 0;
  /* A spelling too long for a path keeps the file's own. */
  if (!respell || file_length == 0 ||
      snprintf(out, size, "%s/%s", found_dir, file + file_length + 1) >=
          (int)size)
    snprintf(out, size, "%s", file);
}

/* Writes the sub.* keys (cudnn_strict_check_words.h) from the scan in the
   file `scan_path` and the checks' report `r`, for the header's version
   `header_version`. */
static void cudnn_strict_write_sublibrary_record(
    struct cudnn_strict_writer *w, const struct cudnn_strict_check_report *r,
    const char *scan_path, const struct cudnn_strict_check_context *c,
    const char *header_version) {
  static char message_text[CUDNN_STRICT_CHECK_TEXT_SIZE];
  static char lists[6][CUDNN_STRICT_RECORD_LIST_SIZE];
  char *found = lists[0], *missing = lists[1], *files = lists[2];
  char *elsewhere = lists[3], *not_shipped = lists[4], *entry = lists[5];
  char name[64], key[128], file[CUDNN_STRICT_PATH_SIZE];
  struct cudnn_strict_check_report scan;
  struct cudnn_strict_text message;
  const char *status, *release = cudnn_strict_check_get(r, "release.status");
  const char *sub_error, *names;
  /* The checks read which sub-libraries the release opens and ships: that
     replaces the scan's fixed list, and a name the release does not ship
     (the JIT flavour's ops, say) is no fault wherever else a copy is. */
  int read = cudnn_strict_check_has(r, "sublibraries"), i;
  int windows = strcmp(c->target_system, "Windows") == 0;
  /* A release the checks found missing words its own sentence, which
     names a copy on the loader's path too. */
  int release_missing = strcmp(release, "MISSING") == 0;
  (void)cudnn_strict_check_read(scan_path, &scan);
  status = cudnn_strict_check_get(&scan, "sublibrary_scan.status");
  for (i = 0; i < 6; ++i)
    lists[i][0] = '\0';
  cudnn_strict_text_init(&message, message_text, sizeof(message_text));
  sub_error = cudnn_strict_check_get(&scan, "sublibrary_scan.error");
  if (strcmp(status, "MIXED") == 0) {
    sub_error = cudnn_strict_check_get(&scan, "sublibrary_files.message");
  } else if (strcmp(status, "OK") != 0 && strcmp(status, "BROKEN") != 0) {
    /* No answer is an error, never a pass: nothing was compared. */
    cudnn_strict_check_words(
        &message, CUDNN_STRICT_WORDS_SUBLIBRARY_FILES_UNREAD, "command",
        cudnn_strict_check_get(&scan, "sublibrary_scan.command"), "library",
        c->library, NULL);
    sub_error = message_text;
  }
  names = cudnn_strict_check_get(&scan, "sublibrary_scan.missing");
  while (cudnn_strict_record_next(&names, name, sizeof(name)))
    if (!read ||
        strcmp(cudnn_strict_check_get_of(r, "sublibrary.", name, ".status"),
               "MISSING") == 0) {
      cudnn_strict_record_add(missing, " ", name);
      /* As the target's cuDNN names the file (libcudnn_cnn.so.9). */
      cudnn_strict_record_add(files, ", ",
                              cudnn_strict_check_get_of(
                                  &scan, "sublibrary_scan.missing.", name, ""));
    }
  names = cudnn_strict_check_get(&scan, "sublibrary_scan.elsewhere");
  while (cudnn_strict_record_next(&names, name, sizeof(name)))
    if (!read ||
        strcmp(cudnn_strict_check_get_of(r, "sublibrary.", name, ".status"),
               "MISSING") == 0) {
      snprintf(entry, CUDNN_STRICT_RECORD_LIST_SIZE, "libcudnn_%s at %s", name,
               cudnn_strict_check_get_of(&scan, "sublibrary_scan.elsewhere.",
                                         name, ""));
      cudnn_strict_record_add(elsewhere, ", ", entry);
    }
  /* An unusable file beside libcudnn is said first. */
  if (sub_error[0] == '\0' && !release_missing && missing[0] != '\0') {
    cudnn_strict_check_words(&message, CUDNN_STRICT_WORDS_SUBLIBRARIES_MISSING,
                             "version", header_version, "library", c->library,
                             "files", files, NULL);
  } else if (sub_error[0] == '\0' && !release_missing && elsewhere[0] != '\0') {
    cudnn_strict_check_words(
        &message, CUDNN_STRICT_WORDS_SUBLIBRARIES_ELSEWHERE, "version",
        header_version, "library", c->library, "list", elsewhere, NULL);
  } else if (sub_error[0] == '\0') {
    static const char *const failed[] = {
        "MISSING", "MIXED", "MISSING_DEPENDENCY", "ABORTED", "TIMEOUT"};
    for (i = 0; i < 5; ++i)
      if (strcmp(release, failed[i]) == 0)
        cudnn_strict_copy_text(message_text, sizeof(message_text),
                               cudnn_strict_check_get(r, "release.message"));
  } else if (sub_error != message_text) {
    cudnn_strict_copy_text(message_text, sizeof(message_text), sub_error);
  }
  /* The files found: the checks', else the scan's. */
  names = read ? cudnn_strict_check_get(r, "sublibraries")
               : cudnn_strict_check_get(&scan, "sublibrary_scan.found");
  while (cudnn_strict_record_next(&names, name, sizeof(name))) {
    const char *at =
        read ? cudnn_strict_check_get_of(r, "sublibrary.", name, ".file")
             : cudnn_strict_check_get_of(&scan, "sublibrary_scan.file.", name,
                                         "");
    if (at[0] == '\0') {
      if (read &&
          strcmp(cudnn_strict_check_get_of(r, "sublibrary.", name, ".status"),
                 "NOT_SHIPPED") == 0)
        cudnn_strict_record_add(not_shipped, " ", name);
      continue;
    }
    cudnn_strict_record_add(found, " ", name);
    cudnn_strict_record_file(c->library, at, windows, file, sizeof(file));
    snprintf(key, sizeof(key), "sub.file.%s", name);
    cudnn_strict_write_text(w, key, file);
  }
  cudnn_strict_write_text(w, "sub.found", found);
  cudnn_strict_write_text(w, "sub.missing", missing);
  cudnn_strict_write_text(w, "sub.elsewhere", elsewhere);
  cudnn_strict_write_text(w, "sub.not_shipped", not_shipped);
  cudnn_strict_write_text(w, "sub.flavour",
                          cudnn_strict_check_get(r, "release.flavour"));
  cudnn_strict_write_text(w, "sub.ships",
                          cudnn_strict_check_get(r, "release.flavour.ships"));
  cudnn_strict_write_text(w, "sub.error", sub_error);
  cudnn_strict_write_text(w, "sub.message", message_text);
  cudnn_strict_check_free(&scan);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_write_check_words(struct cudnn_strict_writer *w, const char *path,
                               const struct cudnn_strict_check_context *c) {
  struct cudnn_strict_check_report r;
  char header_version[96];
  if (!cudnn_strict_check_read(path, &r)) {
    cudnn_strict_check_free(&r);
    return 0;
  }
  /* The version the header gives, as CuDNNStrict_VERSION says it. */
  snprintf(header_version, sizeof(header_version), "%.30s.%.30s.%.30s",
           cudnn_strict_check_get(&r, "header.pp_major"),
           cudnn_strict_check_get(&r, "header.pp_minor"),
           cudnn_strict_check_get(&r, "header.pp_patch"));
  cudnn_strict_check_write(w, &r, c, header_version);
  if (c->scan[0] != '\0')
    cudnn_strict_write_sublibrary_record(w, &r, c->scan, c, header_version);
  cudnn_strict_check_free(&r);
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_end_with_check_words(struct cudnn_strict_writer *w,
                                  const char *path,
                                  const struct cudnn_strict_check_context *c,
                                  struct cudnn_strict_version header) {
  struct cudnn_strict_check_report r;
  char header_version[96];
  int written = 0;
  /* A report without a verdict stopped before its end: its words need
     the exit status and standard error, which only the module sees. */
  if (cudnn_strict_check_read(path, &r) &&
      cudnn_strict_check_get(&r, "verdict")[0] != '\0') {
    snprintf(header_version, sizeof(header_version), "%d.%d.%d", header.major,
             header.minor, header.patch);
    cudnn_strict_check_write(w, &r, c, header_version);
    if (c->scan[0] != '\0')
      cudnn_strict_write_sublibrary_record(w, &r, c->scan, c, header_version);
    written = 1;
  }
  cudnn_strict_check_free(&r);
  return written;
}
