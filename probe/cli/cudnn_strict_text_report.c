/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_text_report.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_text_report.h"

#include "cudnn_strict.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* A fact's value, or NULL when the report does not hold it. */
static const char *
cudnn_strict_text_report_get(const struct cudnn_strict_text_report_writer *w,
                             const char *key) {
  int i;
  for (i = 0; i < w->count; ++i)
    if (strcmp(w->facts[i], key) == 0)
      return w->facts[i] + strlen(w->facts[i]) + 1;
  return NULL;
}

/* The value of the key `format` names, or NULL. */
static const char *
cudnn_strict_text_report_getf(const struct cudnn_strict_text_report_writer *w,
                              const char *format, ...) {
  char key[256];
  va_list args;
  va_start(args, format);
  vsnprintf(key, sizeof(key), format, args);
  va_end(args);
  return cudnn_strict_text_report_get(w, key);
}

static int cudnn_strict_text_report_is(const char *value, const char *text) {
  return value != NULL && strcmp(value, text) == 0;
}

static void cudnn_strict_text_report_field(FILE *out, const char *label,
                                           const char *text) {
  if (text != NULL && text[0] != '\0')
    fprintf(out, "  %-8s %s\n", label, text);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_text_report_item(FILE *out, const char *what, const char *verdict,
                              const char *built, const char *loads,
                              const char *reason, const char *fix) {
  fprintf(out, "%-40s %s\n", what, verdict);
  cudnn_strict_text_report_field(out, "built:", built);
  cudnn_strict_text_report_field(out, "loads:", loads);
  cudnn_strict_text_report_field(out, "reason:", reason);
  cudnn_strict_text_report_field(out, "fix:", fix);
}

CUDNN_STRICT_INTERNAL void cudnn_strict_text_report_warning(FILE *out,
                                                            const char *text) {
  cudnn_strict_text_report_field(out, "warning:", text);
}

/* A message of the core, "<reason>. Fix: <fix>", as its two fields, without
   the guard's "cudnn-strict: " that names the speaker in a program's
   output. */
static void cudnn_strict_text_report_message(FILE *out, const char *message) {
  static const char speaker[] = "cudnn-strict: ";
  const char *fix;
  if (message == NULL || message[0] == '\0')
    return;
  if (strncmp(message, speaker, sizeof(speaker) - 1) == 0)
    message += sizeof(speaker) - 1;
  fix = strstr(message, " Fix: ");
  if (fix == NULL) {
    cudnn_strict_text_report_field(out, "reason:", message);
    return;
  }
  fprintf(out, "  %-8s %.*s\n", "reason:", (int)(fix - message), message);
  cudnn_strict_text_report_field(out, "fix:", fix + 6);
}

/* A CUDA runtime version code as "13.1" (13010). */
static void cudnn_strict_text_report_cuda(const char *code, char *out,
                                          size_t size) {
  long value = code != NULL ? atol(code) : 0;
  if (value > 0)
    snprintf(out, size, "%ld.%ld", value / 1000, value % 1000 / 10);
  else
    out[0] = '\0';
}

/* ---- --library: the library the checks loaded, then the GPU check ----- */

static void cudnn_strict_text_report_library(
    const struct cudnn_strict_text_report_writer *r, FILE *out) {
  const char *file = cudnn_strict_text_report_get(r, "library.file");
  const char *verdict = cudnn_strict_text_report_get(r, "judgement");
  const char *release = cudnn_strict_text_report_get(r, "release.status");
  const char *version = cudnn_strict_text_report_get(r, "library.version");
  const char *value;
  char cuda[32], header_cuda[32], line[4096];
  int i;

  if (file == NULL)
    file = cudnn_strict_text_report_get(r, "library.requested");
  if (verdict == NULL)
    verdict = cudnn_strict_text_report_get(r, "verdict");
  if (verdict == NULL)
    verdict = release;
  /* A pair the rule accepts from an install that is not whole exits as
     an incomplete release (cudnn_strict_agreement.c). */
  if (cudnn_strict_text_report_is(verdict, "OK") && release != NULL &&
      !cudnn_strict_text_report_is(release, "OK"))
    verdict = cudnn_strict_status_name(CUDNN_STRICT_STATUS_INCOMPLETE_RELEASE);
  fprintf(out, "%-40s %s\n", file != NULL ? file : "libcudnn",
          verdict != NULL ? verdict : "NOT_FOUND");

  cudnn_strict_text_report_cuda(
      cudnn_strict_text_report_get(r, "toolkit.cudart_code"), header_cuda,
      sizeof(header_cuda));
  if ((value = cudnn_strict_text_report_get(r, "header.version")) != NULL) {
    snprintf(line, sizeof(line), "cuDNN %s header%s%s", value,
             header_cuda[0] ? ", CUDA " : "", header_cuda);
    cudnn_strict_text_report_field(out, "built:", line);
  }
  cudnn_strict_text_report_cuda(
      cudnn_strict_text_report_get(r, "library.cudart_code"), cuda,
      sizeof(cuda));
  if (version != NULL) {
    value = cudnn_strict_text_report_get(r, "library.found_by");
    snprintf(line, sizeof(line), "cuDNN %s%s%s%s%s%s", version,
             cuda[0] ? " for CUDA " : "", cuda, value ? " (" : "",
             value ? value : "", value ? ")" : "");
    cudnn_strict_text_report_field(out, "loads:", line);
  }
  if ((value = cudnn_strict_text_report_get(r, "verdict.message")) != NULL)
    cudnn_strict_text_report_message(out, value);
  else if ((value = cudnn_strict_text_report_get(r, "verdict.reason")) != NULL)
    cudnn_strict_text_report_field(out, "reason:", value);
  else if (!cudnn_strict_text_report_is(verdict, "INCOMPLETE_RELEASE"))
    cudnn_strict_text_report_field(
        out, "reason:", cudnn_strict_text_report_get(r, "verdict.rule"));
  if (release != NULL && !cudnn_strict_text_report_is(release, "OK"))
    cudnn_strict_text_report_message(
        out, cudnn_strict_text_report_get(r, "release.message"));
  cudnn_strict_text_report_field(
      out, "fix:", cudnn_strict_text_report_get(r, "fix.suggestion"));
  for (i = 0; (value = cudnn_strict_text_report_getf(
                   r, "library.known_bad_warning.%d", i)) != NULL;
       ++i)
    cudnn_strict_text_report_field(out, "warning:", value);
  for (i = 0; (value = cudnn_strict_text_report_getf(r, "dependency.warning.%d",
                                                     i)) != NULL;
       ++i)
    cudnn_strict_text_report_field(out, "warning:", value);

  if ((value = cudnn_strict_text_report_get(r, "gpu.status")) != NULL) {
    fprintf(out, "%-40s %s\n", "GPU check", value);
    cudnn_strict_text_report_field(
        out, "reason:", cudnn_strict_text_report_get(r, "gpu.reason"));
    cudnn_strict_text_report_field(
        out, "fix:", cudnn_strict_text_report_get(r, "gpu.fix"));
  }
}

/* ---- --check-binary: one line per file and libcudnn judged ------------ */

/* The libcudnn a note (prefix "check.<i>.note.<k>.") or the file's own
   loading ("check.<i>.cudnn.") makes it use, judged. */
static void
cudnn_strict_text_report_judged(const struct cudnn_strict_text_report_writer *w,
                                FILE *out, const char *what,
                                const char *prefix) {
  const char *status = cudnn_strict_text_report_getf(w, "%sstatus", prefix);
  const char *built =
      cudnn_strict_text_report_getf(w, "%sbuilt_version", prefix);
  const char *expected =
      cudnn_strict_text_report_getf(w, "%sexpected_version", prefix);
  const char *soname = cudnn_strict_text_report_getf(w, "%ssoname", prefix);
  const char *major = cudnn_strict_text_report_getf(w, "%scuda_major", prefix);
  const char *library = cudnn_strict_text_report_getf(w, "%slibrary", prefix);
  const char *version =
      cudnn_strict_text_report_getf(w, "%slibrary_version", prefix);
  const char *found_by = cudnn_strict_text_report_getf(w, "%sfound_by", prefix);
  const char *release =
      cudnn_strict_text_report_getf(w, "%srelease.status", prefix);
  const char *message = cudnn_strict_text_report_getf(w, "%smessage", prefix);
  const char *fix = cudnn_strict_text_report_getf(w, "%sfix", prefix);
  char cuda[32], line[8192];

  fprintf(out, "%-40s %s\n", what, status != NULL ? status : "NOT_FOUND");
  /* built: the version the rule compares with, where it comes from (the
     note, --expect, or the SONAME alone), and the CUDA major. */
  cudnn_strict_text_report_cuda(
      cudnn_strict_text_report_getf(w, "%scudart_code", prefix), cuda,
      sizeof(cuda));
  snprintf(line, sizeof(line), "cuDNN %s (%s)", built != NULL ? built : "",
           strstr(prefix, ".note.") != NULL ? "its note"
           : expected != NULL               ? "--expect"
           : soname != NULL                 ? soname
                                            : "");
  if (major == NULL && cuda[0])
    snprintf(line + strlen(line), sizeof(line) - strlen(line), ", for CUDA %s",
             cuda);
  else if (major != NULL)
    snprintf(line + strlen(line), sizeof(line) - strlen(line),
             ", for CUDA %s (%s)", major,
             cudnn_strict_text_report_getf(w, "%scuda_major_from", prefix));
  cudnn_strict_text_report_field(out, "built:", line);
  /* loads: which file, its version and CUDA, and how it is found. */
  cudnn_strict_text_report_cuda(
      cudnn_strict_text_report_getf(w, "%slibrary_cudart_code", prefix), cuda,
      sizeof(cuda));
  /* Not found: the name the loader looked for, not the last place. */
  if (cudnn_strict_text_report_is(status, "NOT_FOUND") && soname != NULL)
    library = soname;
  if (library != NULL) {
    snprintf(line, sizeof(line), "%s%s%s%s%s%s%s%s", library,
             version ? ": cuDNN " : "", version ? version : "",
             cuda[0] ? " for CUDA " : "", cuda, found_by ? " (" : "",
             found_by ? found_by : "", found_by ? ")" : "");
    cudnn_strict_text_report_field(out, "loads:", line);
  }
  cudnn_strict_text_report_message(out, message);
  if (release != NULL && !cudnn_strict_text_report_is(release, "OK") &&
      message == NULL)
    cudnn_strict_text_report_message(
        out, cudnn_strict_text_report_getf(w, "%srelease.message", prefix));
  /* The search's fix, unless the message already ends with it. */
  if (fix != NULL && (message == NULL || strstr(message, fix) == NULL))
    cudnn_strict_text_report_field(out, "fix:", fix);
}

static void cudnn_strict_text_report_binaries(
    const struct cudnn_strict_text_report_writer *w, FILE *out) {
  const char *count = cudnn_strict_text_report_get(w, "check.binaries");
  int i, k, files = count != NULL ? atoi(count) : 0;
  for (i = 0; i < files; ++i) {
    const char *path = cudnn_strict_text_report_getf(w, "check.%d.path", i);
    const char *notes = cudnn_strict_text_report_getf(w, "check.%d.notes", i);
    const char *value;
    char prefix[64], what[4200];
    int note_count = notes != NULL ? atoi(notes) : 0;
    if (path == NULL)
      path = cudnn_strict_text_report_getf(w, "check.%d.file", i);
    snprintf(prefix, sizeof(prefix), "check.%d.cudnn.", i);
    if (cudnn_strict_text_report_getf(w, "%scarrier", prefix) != NULL) {
      cudnn_strict_text_report_judged(w, out, path, prefix);
    } else if (note_count == 0) {
      value = cudnn_strict_text_report_getf(w, "check.%d.status", i);
      fprintf(out, "%-40s %s\n", path, value != NULL ? value : "");
      cudnn_strict_text_report_field(
          out,
          "reason:", cudnn_strict_text_report_getf(w, "check.%d.reason", i));
    }
    for (k = 0; k < note_count; ++k) {
      snprintf(prefix, sizeof(prefix), "check.%d.note.%d.", i, k);
      value = cudnn_strict_text_report_getf(w, "%scarrier", prefix);
      if (note_count > 1 && value != NULL)
        snprintf(what, sizeof(what), "%s (the note of %s)", path, value);
      else
        snprintf(what, sizeof(what), "%s", path);
      cudnn_strict_text_report_judged(w, out, what, prefix);
    }
    for (k = 0; (value = cudnn_strict_text_report_getf(w, "check.%d.missing.%d",
                                                       i, k)) != NULL;
         ++k)
      cudnn_strict_text_report_field(out, "missing:", value);
  }
}

/* ---- the writer -------------------------------------------------------- */

static void cudnn_strict_text_report_text(struct cudnn_strict_writer *base,
                                          const char *key, const char *value) {
  struct cudnn_strict_text_report_writer *w =
      (struct cudnn_strict_text_report_writer *)base;
  size_t key_size = strlen(key) + 1, value_size = strlen(value) + 1;
  char *fact;
  if (w->count == w->capacity) {
    int bigger = w->capacity > 0 ? 2 * w->capacity : 128;
    char **grown = (char **)realloc(w->facts, (size_t)bigger * sizeof(char *));
    if (grown == NULL)
      return; /* a fact left out of a report for people, not a crash */
    w->facts = grown;
    w->capacity = bigger;
  }
  if ((fact = (char *)malloc(key_size + value_size)) == NULL)
    return;
  memcpy(fact, key, key_size);
  memcpy(fact + key_size, value, value_size);
  w->facts[w->count++] = fact;
}

static void cudnn_strict_text_report_end(struct cudnn_strict_writer *base) {
  struct cudnn_strict_text_report_writer *w =
      (struct cudnn_strict_text_report_writer *)base;
  int i;
  if (cudnn_strict_text_report_get(w, "check.binaries") != NULL)
    cudnn_strict_text_report_binaries(w, base->out);
  else
    cudnn_strict_text_report_library(w, base->out);
  fflush(base->out);
  for (i = 0; i < w->count; ++i)
    free(w->facts[i]);
  free(w->facts);
  w->facts = NULL;
  w->count = w->capacity = 0;
}

CUDNN_STRICT_INTERNAL struct cudnn_strict_writer *
cudnn_strict_writer_text(struct cudnn_strict_text_report_writer *w, FILE *out) {
  static const struct cudnn_strict_writer_kind kind = {
      cudnn_strict_text_report_text, cudnn_strict_text_report_end};
  memset(w, 0, sizeof(*w));
  w->base.kind = &kind;
  w->base.out = out;
  return &w->base;
}
