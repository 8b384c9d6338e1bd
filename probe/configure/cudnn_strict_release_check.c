/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The configure-time program's look at the whole install: see
 * cudnn_strict_release_check.h.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_release_check.h"

#include "cudnn_strict_child.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_release.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if !defined(_WIN32)
#include <unistd.h>
#endif

/* Loading cuDNN and its sub-libraries takes a second or two; a child
   still busy after this long hangs. */
#define CUDNN_STRICT_RELEASE_TIMEOUT_SECONDS 120

typedef int (*cudnn_strict_check_fn)(void);

#define CUDNN_STRICT_CHECK_ENTRY(first, last, part, function)                  \
  {first, last, #part, #function},
static const struct {
  int first_major, last_major;
  const char *part;
  const char *function;
} cudnn_strict_version_checks[] = {
    CUDNN_STRICT_VERSION_CHECK_MAP(CUDNN_STRICT_CHECK_ENTRY)};
#undef CUDNN_STRICT_CHECK_ENTRY
#define CUDNN_STRICT_VERSION_CHECK_COUNT                                       \
  (sizeof(cudnn_strict_version_checks) / sizeof(cudnn_strict_version_checks[0]))

/* In the child: what the program would do on its first cuDNN call. */
static void cudnn_strict_child_load(void *argument, FILE *result) {
  const char *name = (const char *)argument;
  struct cudnn_strict_library lib;
  char error[512];
  cudnn_strict_size_fn get_version;
  size_t i;
  if (!cudnn_strict_library_open(name, &lib, error, sizeof(error))) {
    fprintf(result, "open_error=%s\n", error);
    return;
  }
  get_version = cudnn_strict_size_function(&lib, "cudnnGetVersion");
  fprintf(result, "opened=1\n");
  fflush(result);
  if (get_version != NULL) {
    fprintf(result, "code=%lu\n", (unsigned long)get_version());
    fflush(result);
  }
  for (i = 0; i < CUDNN_STRICT_VERSION_CHECK_COUNT; i++) {
    void *symbol = cudnn_strict_library_symbol(
        &lib, cudnn_strict_version_checks[i].function);
    cudnn_strict_check_fn check;
    if (symbol == NULL)
      continue;
    /* dlsym gives an object pointer; C and C++ allow the conversion to a
       function pointer only through memcpy. */
    memcpy(&check, &symbol, sizeof(check));
    fprintf(result, "check.%s=%d\n", cudnn_strict_version_checks[i].part,
            check());
    fflush(result);
  }
}

/* The value of `key=` in the child's lines, or NULL. */
static const char *cudnn_strict_child_value(const char *text, const char *key,
                                            char *out, size_t size) {
  size_t length = strlen(key);
  const char *line = text;
  while (line != NULL && *line != '\0') {
    const char *end = strchr(line, '\n');
    if (strncmp(line, key, length) == 0 && line[length] == '=') {
      size_t n = end != NULL ? (size_t)(end - line - length - 1)
                             : strlen(line + length + 1);
      snprintf(out, size, "%.*s", (int)n, line + length + 1);
      return out;
    }
    line = end != NULL ? end + 1 : NULL;
  }
  return NULL;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_release_try_load(struct cudnn_strict_writer *w, const char *name,
                              char checks[][2][64], int *check_count,
                              int max_checks) {
  struct cudnn_strict_child_run *run;
  char message[2048], library[256], reason[768], value[64], fix[512];
  const char *line;
  int loaded;
  *check_count = 0;
  run = (struct cudnn_strict_child_run *)calloc(1, sizeof(*run));
  if (run == NULL)
    return 1;
  if (!cudnn_strict_run_in_child(cudnn_strict_child_load, (void *)name,
                                 CUDNN_STRICT_RELEASE_TIMEOUT_SECONDS, run)) {
    /* No child (a sandbox without fork): the checks run in this process
       as before, with nothing to learn here. */
    free(run);
    return 1;
  }
  loaded = run->exited;
  /* A library that does not even open is the in-process check's to
     report, in its own words. */
  if (cudnn_strict_child_value(run->result, "opened", value, sizeof(value)) ==
      NULL)
    loaded = 1;
  for (line = run->result; loaded && line != NULL && *line != '\0';) {
    const char *end = strchr(line, '\n');
    if (strncmp(line, "check.", 6) == 0 && *check_count < max_checks) {
      const char *equals = strchr(line, '=');
      if (equals != NULL && (end == NULL || equals < end)) {
        snprintf(checks[*check_count][0], 64, "%.*s", (int)(equals - line - 6),
                 line + 6);
        snprintf(
            checks[*check_count][1], 64, "%.*s",
            (int)(end != NULL ? end - equals - 1 : (long)strlen(equals + 1)),
            equals + 1);
        (*check_count)++;
      }
    }
    line = end != NULL ? end + 1 : NULL;
  }
  if (loaded) {
    free(run);
    return 1;
  }
  if (run->timed_out) {
    cudnn_strict_write_text(w, "release.status", "TIMEOUT");
    snprintf(message, sizeof(message),
             "loading cuDNN %s and asking its version did not finish within "
             "%d seconds (a hung driver or a file system that does not "
             "answer?). Fix: run cudnn-strict-probe --library %s to see "
             "where it stops",
             name, CUDNN_STRICT_RELEASE_TIMEOUT_SECONDS, name);
  } else if (cudnn_strict_parse_load_failure(run->output, library,
                                             sizeof(library), reason,
                                             sizeof(reason))) {
    if (!cudnn_strict_dependency_fix(library, fix, sizeof(fix)))
      snprintf(fix, sizeof(fix), "install what provides %s", library);
    cudnn_strict_write_text(w, "release.status", "ABORTED");
    cudnn_strict_write_text(w, "release.missing", library);
    snprintf(message, sizeof(message),
             "cuDNN %s aborted while loading: it could not load %s (%s). "
             "Fix: %s",
             name, library, reason, fix);
  } else {
    cudnn_strict_write_text(w, "release.status", "ABORTED");
    snprintf(message, sizeof(message),
             "cuDNN %s ended the process while loading (%s%d) and printed: "
             "%.600s. Fix: reinstall cuDNN, or run cudnn-strict-probe "
             "--library %s to see where it stops",
             name, run->signal ? "signal " : "exit status ",
             run->signal ? run->signal : 1,
             run->output[0] != '\0' ? run->output : "nothing", name);
  }
  cudnn_strict_write_text(w, "release.message", message);
  cudnn_strict_write_text(w, "verdict.reason", message);
  free(run);
  return 0;
}

static const char *cudnn_strict_check_answer(char checks[][2][64],
                                             int check_count,
                                             const char *part) {
  int i;
  for (i = 0; i < check_count; i++)
    if (strcmp(checks[i][0], part) == 0)
      return checks[i][1];
  return NULL;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_release_report_parts(
    struct cudnn_strict_writer *w, const char *library_path, int major,
    const char *version_text, char checks[][2][64], int check_count) {
  struct cudnn_strict_release_parts parts;
  char directory[CUDNN_STRICT_PATH_SIZE], file[CUDNN_STRICT_PATH_SIZE + 64];
  char key[128], list[CUDNN_STRICT_RELEASE_MAX_PARTS * 50], error[512];
  char missing[2048], mixed[2048], file_name[64];
  char message[CUDNN_STRICT_PATH_SIZE + 2 * 2048 + 1024];
  int i, any_mixed = 0;
  if (!cudnn_strict_release_read_parts(library_path, major, &parts, error,
                                       sizeof(error)))
    return 1; /* the in-process check has already judged the file */
  cudnn_strict_dirname(library_path, directory, sizeof(directory));
  list[0] = missing[0] = mixed[0] = '\0';
  for (i = 0; i < parts.count; i++) {
    const char *name = parts.names[i];
    const char *answer = cudnn_strict_check_answer(checks, check_count, name);
    enum cudnn_strict_part_status status = CUDNN_STRICT_PART_OK;
    size_t used = strlen(list);
    snprintf(list + used, sizeof(list) - used, "%s%s", used ? " " : "", name);
    cudnn_strict_sublibrary_file_name(name, major, file_name,
                                      sizeof(file_name));
    snprintf(file, sizeof(file), "%s" CUDNN_STRICT_DIRECTORY_SEPARATOR "%s",
             directory, file_name);
    if (access(file, F_OK) != 0) {
      status = CUDNN_STRICT_PART_MISSING;
      file[0] = '\0';
    } else if (answer != NULL) {
      status = cudnn_strict_part_status_of_check(strtol(answer, NULL, 10));
    }
    snprintf(key, sizeof(key), "sublibrary.%s.file", name);
    cudnn_strict_write_text(w, key, file);
    snprintf(key, sizeof(key), "sublibrary.%s.status", name);
    cudnn_strict_write_text(w, key, cudnn_strict_part_status_name(status));
    if (answer != NULL) {
      snprintf(key, sizeof(key), "sublibrary.%s.check", name);
      cudnn_strict_write_text(w, key, answer);
    }
    if (status == CUDNN_STRICT_PART_MISSING) {
      used = strlen(missing);
      snprintf(missing + used, sizeof(missing) - used, "%s%s", used ? ", " : "",
               file_name);
    } else if (status != CUDNN_STRICT_PART_OK) {
      used = strlen(mixed);
      snprintf(mixed + used, sizeof(mixed) - used, "%s%s", used ? ", " : "",
               file_name);
    }
    any_mixed |= status == CUDNN_STRICT_PART_MIXED;
  }
  cudnn_strict_write_text(w, "sublibraries", list);
  if (missing[0] != '\0') {
    cudnn_strict_write_text(w, "release.status", "MISSING");
    snprintf(message, sizeof(message),
             "the cuDNN %s install in %s lacks %s: its libcudnn opens them "
             "from its own directory when a function first needs them, and "
             "fails there (\"Could not load library ...\", or "
             "CUDNN_STATUS_NOT_SUPPORTED_SUBLIBRARY_UNAVAILABLE). Fix: "
             "reinstall cuDNN %s completely, or point CuDNNStrict_ROOT at a "
             "complete install",
             version_text, directory, missing, version_text);
  } else if (mixed[0] != '\0') {
    cudnn_strict_write_text(w, "release.status", "MIXED");
    snprintf(message, sizeof(message),
             "the cuDNN install in %s mixes releases: cuDNN's own version "
             "checks say that %s %s, while cudnnGetVersion() answers %s (the "
             "release of the libraries that answered it). Fix: "
             "reinstall cuDNN so that all its libraries come from one "
             "release",
             directory, mixed,
             any_mixed ? "are not of its release "
                         "(CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH, or a "
                         "sub-library that then fails to load)"
                       : "could not be loaded or checked",
             version_text);
  } else {
    cudnn_strict_write_text(w, "release.status", "OK");
    return 1;
  }
  cudnn_strict_write_text(w, "release.message", message);
  return 0;
}
