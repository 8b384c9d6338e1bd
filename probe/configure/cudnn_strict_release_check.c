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
#include "cudnn_strict_environment.h"
#include "cudnn_strict_ld.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_message.h"
#include "cudnn_strict_release.h"
#include "cudnn_strict_sublibraries.h"
#include "cudnn_strict_version.h"

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

static int cudnn_strict_release_files_present(const char *library_path,
                                              struct cudnn_strict_version v);

CUDNN_STRICT_INTERNAL const char *cudnn_strict_base_name(const char *path) {
  const char *base = path, *c;
  for (c = path; *c != '\0'; ++c)
    if (*c == '/' ||
        (CUDNN_STRICT_DIRECTORY_SEPARATOR[0] == '\\' && *c == '\\'))
      base = c + 1;
  return base;
}

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
    struct cudnn_strict_version version;
    size_t code = get_version();
    fprintf(result, "code=%lu\n", (unsigned long)code);
    fflush(result);
    /* A check loads its sub-library, and cuDNN ends the process when that
       file is missing (status 9 on Windows, where this is no child): an
       install that lacks a file of its release is asked nothing, and the
       parts check names the file. */
    if (cudnn_strict_decode((long)code, &version) &&
        !cudnn_strict_release_files_present(lib.path, version))
      return;
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
    /* Written first, so that an abort inside the check names it. */
    fprintf(result, "checking=%s %s\n", cudnn_strict_version_checks[i].part,
            cudnn_strict_version_checks[i].function);
    fflush(result);
    fprintf(result, "check.%s=%d\n", cudnn_strict_version_checks[i].part,
            check());
    fflush(result);
  }
}

CUDNN_STRICT_INTERNAL void cudnn_strict_release_checks_here(
    struct cudnn_strict_library *lib, struct cudnn_strict_version version,
    char checks[][2][64], int *check_count, int max_checks) {
  size_t i;
  *check_count = 0;
  /* A check loads its sub-library, and cuDNN ends the process when one it
     needs is missing: only a release whose shipped files are all there is
     asked here, where no child can take the abort. */
  if (!cudnn_strict_release_files_present(lib->path, version))
    return;
  for (i = 0; i < CUDNN_STRICT_VERSION_CHECK_COUNT && *check_count < max_checks;
       i++) {
    void *symbol = cudnn_strict_library_symbol(
        lib, cudnn_strict_version_checks[i].function);
    cudnn_strict_check_fn check;
    if (symbol == NULL)
      continue;
    memcpy(&check, &symbol, sizeof(check));
    snprintf(checks[*check_count][0], 64, "%s",
             cudnn_strict_version_checks[i].part);
    snprintf(checks[*check_count][1], 64, "%d", check());
    (*check_count)++;
  }
}

/* The major in a library file name: 8 in libcudnn_ops_infer.so.8 (and in
   cudnn_ops_infer64_8.dll). */
static int cudnn_strict_file_major(const char *name) {
#if defined(_WIN32)
  const char *at = strstr(name, "64_");
  return at != NULL ? atoi(at + 3) : 0;
#else
  const char *so = strstr(name, ".so.");
  return so != NULL ? atoi(so + 4) : 0;
#endif
}

/* The value of the last `key=` in the child's lines, or NULL. */
static const char *cudnn_strict_last_value(const char *text, const char *key,
                                           char *out, size_t size) {
  const char *found = NULL, *line = text;
  size_t length = strlen(key);
  while (line != NULL && *line != '\0') {
    const char *end = strchr(line, '\n');
    if (strncmp(line, key, length) == 0 && line[length] == '=') {
      size_t n = end != NULL ? (size_t)(end - line - length - 1)
                             : strlen(line + length + 1);
      snprintf(out, size, "%.*s", (int)n, line + length + 1);
      found = out;
    }
    line = end != NULL ? end + 1 : NULL;
  }
  return found;
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
                              int expected_major, char checks[][2][64],
                              int *check_count, int max_checks) {
  struct cudnn_strict_child_run *run;
  char message[2048], library[256], reason[768], value[64], fix[512];
  char reason_code[32];
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
  /* A cuDNN of another major than the one expected (libcudnn.so linked to
     libcudnn.so.8 under a 9.x header) aborts for its own sub-libraries:
     what matters is the major, which the version rule words. */
  if (expected_major != 0 &&
      cudnn_strict_child_value(run->result, "code", value, sizeof(value)) !=
          NULL) {
    struct cudnn_strict_version answered;
    if (cudnn_strict_decode(strtol(value, NULL, 10), &answered) &&
        answered.major != expected_major) {
      *check_count = 0;
      free(run);
      return 1;
    }
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
    char step[256] = "while loading";
    if (!cudnn_strict_dependency_fix(library, NULL, fix, sizeof(fix)))
      snprintf(fix, sizeof(fix), "install what provides %s", library);
    /* Where it stopped: a release that answered its version and then
       aborted in a version check (cuDNN 8.6's cudnnCnnInferVersionCheck
       loads libcudnn_cnn_infer, which needs libcuda) needs the library
       for that sub-library, not to report its version. */
    if (cudnn_strict_last_value(run->result, "checking", value,
                                sizeof(value)) != NULL &&
        cudnn_strict_child_value(run->result, "code", reason_code,
                                 sizeof(reason_code)) != NULL) {
      char *space = strchr(value, ' ');
      if (space != NULL) {
        *space = '\0';
        snprintf(step, sizeof(step),
                 "in %s() (which loads its %s sub-library), after "
                 "reporting its version code %s",
                 space + 1, value, reason_code);
      }
    }
    cudnn_strict_write_text(w, "release.status", "ABORTED");
    cudnn_strict_write_text(w, "release.missing", library);
    if (expected_major != 0 &&
        strncmp(library, CUDNN_STRICT_OWN_PREFIX,
                strlen(CUDNN_STRICT_OWN_PREFIX)) == 0 &&
        cudnn_strict_file_major(library) != 0 &&
        cudnn_strict_file_major(library) != expected_major)
      /* Its own sub-library tells its major (libcudnn.so linked to
         another major's libcudnn.so.8, whose cudnnGetVersion() already
         needs libcudnn_ops_infer): the version rule's refusal, not an
         incomplete install. */
      snprintf(message, sizeof(message),
               "the library %s is cuDNN %d (it loads %s) but the header is "
               "cuDNN %d: %s. Fix: use a cuDNN %d library (set "
               "CUDNN_LIBRARY), or build against the library's own "
               "headers (CUDNN_INCLUDE_DIR)",
               name, cudnn_strict_file_major(library), library, expected_major,
               cudnn_strict_verdict_rule(CUDNN_STRICT_MAJOR_DIFFERS),
               expected_major);
    else
      snprintf(message, sizeof(message),
               "cuDNN %s aborted %s: it could not load %s (%s). Fix: %s", name,
               step, library, reason, fix);
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

/* Appends `text` to the `separator`-separated list in `list`. */
static void cudnn_strict_list_add(char *list, size_t size,
                                  const char *separator, const char *text) {
  size_t used = strlen(list);
  snprintf(list + used, size - used, "%s%s", used ? separator : "", text);
}

/* The first directory of LD_LIBRARY_PATH (PATH on Windows) that holds
   `file_name`, written into `found` as a path: where cuDNN's load by name
   looks before anything else, for a sub-library it would not find beside
   itself.  Returns 0 when none does. */
static int cudnn_strict_on_search_path(const char *file_name, char *found,
                                       size_t size) {
  const char *list = cudnn_strict_search_path();
  char entry[CUDNN_STRICT_PATH_SIZE];
  while (list != NULL &&
         cudnn_strict_next_path_entry(&list, entry, sizeof(entry))) {
    snprintf(found, size, "%s" CUDNN_STRICT_DIRECTORY_SEPARATOR "%s", entry,
             file_name);
    if (access(found, F_OK) == 0)
      return 1;
  }
  found[0] = '\0';
  return 0;
}

/* Whether the library `file` needs one of the `count` sub-library file
   names in `faulty`, already found wrong: its own check then fails
   through that one. */
static int cudnn_strict_needs_faulty(const char *file, char faulty[][64],
                                     int count) {
  int i;
  for (i = 0; i < count; i++)
    if (cudnn_strict_part_needs(file, faulty[i]))
      return 1;
  return 0;
}

/* The JIT flavour ships libcudnn, graph and engines_runtime_compiled
   alone: an install without a single one of the libraries only the full
   install ships is one. */
static int cudnn_strict_jit_flavour(const struct cudnn_strict_release_parts *p,
                                    const char *directory, int major,
                                    long code) {
  char file_name[64], file[CUDNN_STRICT_PATH_SIZE + 64];
  int i, full_only = 0;
  for (i = 0; i < p->count; i++) {
    if (cudnn_strict_part_shipped(p->names[i], major, code, 0) !=
            CUDNN_STRICT_SHIPPED ||
        cudnn_strict_part_shipped(p->names[i], major, code, 1) ==
            CUDNN_STRICT_SHIPPED)
      continue;
    full_only++;
    cudnn_strict_sublibrary_file_name(p->names[i], major, file_name,
                                      sizeof(file_name));
    snprintf(file, sizeof(file), "%s" CUDNN_STRICT_DIRECTORY_SEPARATOR "%s",
             directory, file_name);
    if (access(file, F_OK) == 0)
      return 0;
  }
  return full_only > 0;
}

/* The sub-libraries of release `code` of `major` as the table gives them,
   for a libcudnn that names none: no release of a major that has
   sub-libraries (8 and 9) is one file, so a libcudnn that opens none is
   not such a release, and its install is judged against what the release
   it claims ships. */
static void
cudnn_strict_parts_of_table(struct cudnn_strict_release_parts *parts, int major,
                            long code) {
  /* The rows as data, walked by one loop: expanded into one statement
     each, they were a tenth of this file's code. */
#define CUDNN_STRICT_TABLE_ROW(row_major, name, first, flavours, tells)        \
  {row_major, #name},
  static const struct {
    int major;
    const char *name;
  } rows[] = {CUDNN_STRICT_SUBLIBRARY_MAP(CUDNN_STRICT_TABLE_ROW)};
#undef CUDNN_STRICT_TABLE_ROW
  size_t i;
  if (parts->count > 0)
    return;
  for (i = 0; i < sizeof(rows) / sizeof(rows[0]) &&
              parts->count < CUDNN_STRICT_RELEASE_MAX_PARTS;
       i++)
    if (rows[i].major == major &&
        cudnn_strict_part_shipped(rows[i].name, major, code, 0) ==
            CUDNN_STRICT_SHIPPED)
      cudnn_strict_copy_text(parts->names[parts->count++],
                             sizeof(parts->names[0]), rows[i].name);
}

/* Whether every file that the release of `library_path` (cuDNN `v`) ships
   in its flavour is beside it: what cuDNN's version checks need to answer
   rather than end the process. */
static int cudnn_strict_release_files_present(const char *library_path,
                                              struct cudnn_strict_version v) {
  struct cudnn_strict_release_parts parts;
  char directory[CUDNN_STRICT_PATH_SIZE], file[CUDNN_STRICT_PATH_SIZE + 64];
  char file_name[64], error[512];
  long code = cudnn_strict_encode(v);
  int k, jit;
  if (!cudnn_strict_release_read_parts(library_path, v.major, &parts, error,
                                       sizeof(error)))
    return 0; /* what it ships is not known: nothing is asked */
  cudnn_strict_parts_of_table(&parts, v.major, code);
  cudnn_strict_dirname(library_path, directory, sizeof(directory));
  jit = cudnn_strict_jit_flavour(&parts, directory, v.major, code);
  for (k = 0; k < parts.count; k++) {
    if (cudnn_strict_part_shipped(parts.names[k], v.major, code, jit) !=
        CUDNN_STRICT_SHIPPED)
      continue;
    cudnn_strict_sublibrary_file_name(parts.names[k], v.major, file_name,
                                      sizeof(file_name));
    snprintf(file, sizeof(file), "%s" CUDNN_STRICT_DIRECTORY_SEPARATOR "%s",
             directory, file_name);
    if (access(file, F_OK) != 0)
      return 0;
  }
  return 1;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_release_report_parts(
    struct cudnn_strict_writer *w, const char *library_path,
    struct cudnn_strict_version version, char checks[][2][64], int check_count,
    int deployed) {
  struct cudnn_strict_release_parts parts;
  char directory[CUDNN_STRICT_PATH_SIZE], file[CUDNN_STRICT_PATH_SIZE + 64];
  char key[128], list[CUDNN_STRICT_RELEASE_MAX_PARTS * 50], error[512];
  char missing[2048], mixed[2048], extra[1024], not_shipped[1024];
  char extra_on_path[1024], entry[CUDNN_STRICT_PATH_SIZE + 512];
  char through[512], faulty[CUDNN_STRICT_RELEASE_MAX_PARTS][64];
  char missing_on_path[1024];
  int faulty_count = 0;
  char file_name[64], version_text[32], carried_text[32], why[256];
  char message[CUDNN_STRICT_PATH_SIZE + 4 * 2048 + 1024];
  struct cudnn_strict_version other;
  long code = cudnn_strict_encode(version), main_release;
  int i, jit;
  cudnn_strict_format_version(version_text, sizeof(version_text), version);
  if (!cudnn_strict_release_read_parts(library_path, version.major, &parts,
                                       error, sizeof(error)))
    return 1; /* the in-process check has already judged the file */
  cudnn_strict_parts_of_table(&parts, version.major, code);
  cudnn_strict_dirname(library_path, directory, sizeof(directory));
  jit = cudnn_strict_jit_flavour(&parts, directory, version.major, code);
  cudnn_strict_write_text(w, "release.flavour", jit ? "JIT" : "FULL");
  if (jit) {
    /* What the flavour ships, from the table, as a sentence lists it:
       "libcudnn, graph and engines_runtime_compiled". */
    char ships[CUDNN_STRICT_RELEASE_MAX_PARTS * 50] = "libcudnn";
    int count = 0, added = 0;
    for (i = 0; i < parts.count; i++)
      count += cudnn_strict_part_shipped(parts.names[i], version.major, code,
                                         1) == CUDNN_STRICT_SHIPPED;
    for (i = 0; i < parts.count; i++)
      if (cudnn_strict_part_shipped(parts.names[i], version.major, code, 1) ==
          CUDNN_STRICT_SHIPPED)
        cudnn_strict_list_add(ships, sizeof(ships),
                              ++added == count ? " and " : ", ",
                              parts.names[i]);
    cudnn_strict_write_text(w, "release.flavour.ships", ships);
  }
  list[0] = missing[0] = mixed[0] = extra[0] = not_shipped[0] = '\0';
  extra_on_path[0] = through[0] = missing_on_path[0] = '\0';
  /* cuDNN 9's main library answers cudnnGetVersion() through its graph
     library: one of another release over a whole install answers for that
     install, and only the file itself tells. */
  main_release = cudnn_strict_file_release(library_path);
  if (main_release != 0) {
    cudnn_strict_write_long(w, "library.release", main_release);
    if (main_release != code && cudnn_strict_decode(main_release, &other) &&
        cudnn_strict_format_version(carried_text, sizeof(carried_text),
                                    other)) {
      snprintf(entry, sizeof(entry),
               "%s is cuDNN %s, read from the file (its version resource), "
               "and answers %s through the sub-libraries beside it",
               cudnn_strict_base_name(library_path), carried_text,
               version_text);
      cudnn_strict_list_add(mixed, sizeof(mixed), "; ", entry);
    }
  }
  for (i = 0; i < parts.count; i++) {
    const char *name = parts.names[i];
    const char *answer = cudnn_strict_check_answer(checks, check_count, name);
    enum cudnn_strict_shipped shipped =
        cudnn_strict_part_shipped(name, version.major, code, jit);
    enum cudnn_strict_part_status status = CUDNN_STRICT_PART_OK;
    long carried = 0;
    int on_path = 0;
    size_t used = strlen(list);
    why[0] = '\0';
    snprintf(list + used, sizeof(list) - used, "%s%s", used ? " " : "", name);
    cudnn_strict_sublibrary_file_name(name, version.major, file_name,
                                      sizeof(file_name));
    snprintf(file, sizeof(file), "%s" CUDNN_STRICT_DIRECTORY_SEPARATOR "%s",
             directory, file_name);
    if (access(file, F_OK) != 0 && shipped == CUDNN_STRICT_NOT_SHIPPED &&
        cudnn_strict_on_search_path(file_name, file, sizeof(file))) {
      /* Not shipped, and libcudnn's load by name would find another
         release's copy on the search path. */
      status = CUDNN_STRICT_PART_EXTRA;
      on_path = 1;
      cudnn_strict_dirname(file, error, sizeof(error));
      cudnn_strict_list_add(extra_on_path, sizeof(extra_on_path), ", ", error);
    } else if (access(file, F_OK) != 0) {
      /* What the release does not ship is no fault, nor is a name a newer
         release opens that no list here knows. */
      status = shipped == CUDNN_STRICT_SHIPPED ? CUDNN_STRICT_PART_MISSING
                                               : CUDNN_STRICT_PART_NOT_SHIPPED;
      file[0] = '\0';
      /* Missing beside it, and another install's copy first on the search
         path: libcudnn's load by name takes that one. */
      if (status == CUDNN_STRICT_PART_MISSING &&
          cudnn_strict_on_search_path(file_name, entry, sizeof(entry)))
        cudnn_strict_list_add(missing_on_path, sizeof(missing_on_path), ", ",
                              entry);
    } else if (shipped == CUDNN_STRICT_NOT_SHIPPED) {
      /* libcudnn opens it, and its release never shipped it. */
      status = CUDNN_STRICT_PART_EXTRA;
    } else if (answer != NULL) {
      status = cudnn_strict_part_status_of_check(strtol(answer, NULL, 10));
      if (cudnn_strict_part_status_fault(status) &&
          cudnn_strict_needs_faulty(file, faulty, faulty_count))
        status = CUDNN_STRICT_PART_THROUGH;
    } else if (cudnn_strict_part_release(file, name, version.major, code,
                                         &carried) == 0) {
      status = CUDNN_STRICT_PART_FOREIGN;
    }
    if (status == CUDNN_STRICT_PART_EXTRA ||
        status == CUDNN_STRICT_PART_FOREIGN) {
      /* Which release it is from, where the file says. */
      if (status == CUDNN_STRICT_PART_EXTRA)
        cudnn_strict_part_release(file, name, version.major, code, &carried);
      if (carried != 0 && cudnn_strict_decode(carried, &other) &&
          cudnn_strict_format_version(carried_text, sizeof(carried_text),
                                      other))
        snprintf(why, sizeof(why), "cuDNN %s", carried_text);
      else
        snprintf(why, sizeof(why), "not %s", version_text);
    }
    snprintf(key, sizeof(key), "sublibrary.%s.file", name);
    cudnn_strict_write_text(w, key, file);
    snprintf(key, sizeof(key), "sublibrary.%s.status", name);
    cudnn_strict_write_text(w, key, cudnn_strict_part_status_name(status));
    if (answer != NULL) {
      snprintf(key, sizeof(key), "sublibrary.%s.check", name);
      cudnn_strict_write_text(w, key, answer);
    }
    if (carried != 0) {
      snprintf(key, sizeof(key), "sublibrary.%s.release", name);
      cudnn_strict_write_long(w, key, carried);
    }
    if (cudnn_strict_part_status_fault(status) &&
        faulty_count < CUDNN_STRICT_RELEASE_MAX_PARTS)
      snprintf(faulty[faulty_count++], sizeof(faulty[0]), "%s", file_name);
    if (status == CUDNN_STRICT_PART_THROUGH) {
      cudnn_strict_list_add(through, sizeof(through), ", ", file_name);
    } else if (status == CUDNN_STRICT_PART_MISSING) {
      cudnn_strict_list_add(missing, sizeof(missing), ", ", file_name);
    } else if (status == CUDNN_STRICT_PART_NOT_SHIPPED) {
      cudnn_strict_list_add(not_shipped, sizeof(not_shipped), ", ", file_name);
    } else if (cudnn_strict_part_status_fault(status)) {
      if (status == CUDNN_STRICT_PART_EXTRA)
        snprintf(entry, sizeof(entry),
                 "%s is %s, read from the file (%s does not ship it, "
                 "and " CUDNN_STRICT_ITS_MAIN_WORDS " would load it%s)",
                 on_path ? file : file_name, why, version_text,
                 on_path ? " from " CUDNN_STRICT_SEARCH_PATH_NAME : "");
      else if (why[0] != '\0')
        snprintf(entry, sizeof(entry),
                 "%s is %s, read from the file (cuDNN has no version check "
                 "for it)",
                 file_name, why);
      else
        snprintf(entry, sizeof(entry), "%s is %s", file_name,
                 cudnn_strict_part_status_words(status));
      cudnn_strict_list_add(status == CUDNN_STRICT_PART_EXTRA ? extra : mixed,
                            status == CUDNN_STRICT_PART_EXTRA ? sizeof(extra)
                                                              : sizeof(mixed),
                            "; ", entry);
    }
  }
  cudnn_strict_write_text(w, "sublibraries", list);
  if (not_shipped[0] != '\0') {
    snprintf(message, sizeof(message),
             "cuDNN %s%s does not ship %s, which " CUDNN_STRICT_ITS_MAIN_WORDS
             " names: not a "
             "fault, cuDNN runs without %s",
             version_text, jit ? " (the JIT flavour)" : "", not_shipped,
             strchr(not_shipped, ',') != NULL ? "them" : "it");
    cudnn_strict_write_text(w, "release.note", message);
  }
  if (missing[0] != '\0') {
    cudnn_strict_write_text(w, "release.status", "MISSING");
    snprintf(entry, sizeof(entry),
             missing_on_path[0] != '\0' ? CUDNN_STRICT_ITS_MAIN_WORDS
                 " would load another install's copy "
                 "from " CUDNN_STRICT_SEARCH_PATH_NAME " instead (%s), and "
                 "sub-libraries of two installs fail with "
                 "CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH"
                                        : CUDNN_STRICT_ITS_MAIN_WORDS
                 " opens them from its own "
                 "directory when a function first needs them, "
                 "and " CUDNN_STRICT_MISSING_PART_WORDS "%s",
             missing_on_path);
    snprintf(message, sizeof(message),
             "the cuDNN %s install%s in %s lacks %s, which %s ships: %s. "
             "Fix: reinstall cuDNN %s completely, or %s",
             version_text, jit ? " (the JIT flavour)" : "", directory, missing,
             version_text, entry, version_text,
             deployed ? CUDNN_STRICT_DEPLOYED_MISSING_FIX
                      : "point CuDNNStrict_ROOT at a complete install");
  } else if (mixed[0] != '\0' || extra[0] != '\0') {
    cudnn_strict_write_text(w, "release.status", "MIXED");
    snprintf(
        message, sizeof(message),
        "the cuDNN %s install in %s mixes releases (" CUDNN_STRICT_MAIN_WORDS
        " answers "
        "%s): %s%s%s%s%s%s. Fix: %s%s%s%s%s",
        version_text, directory, version_text, extra,
        extra[0] != '\0' && mixed[0] != '\0' ? "; " : "", mixed,
        through[0] != '\0' ? "; " : "", through,
        through[0] != '\0' ? ": their version checks fail only because "
                             "they need it"
                           : "",
        extra[0] == '\0' ? ""
        : extra_on_path[0] != '\0'
            ? "remove from " CUDNN_STRICT_SEARCH_PATH_NAME " "
            : "remove from ",
        extra[0] == '\0'           ? ""
        : extra_on_path[0] != '\0' ? extra_on_path
                                   : directory,
        extra[0] != '\0' && extra_on_path[0] == '\0'
            ? " the files its release does not ship"
            : "",
        extra[0] != '\0' && mixed[0] != '\0' ? ", and " : "",
        mixed[0] != '\0' ? "reinstall cuDNN so that all its libraries "
                           "come from one release"
                         : "");
  } else {
    cudnn_strict_write_text(w, "release.status", "OK");
    return 1;
  }
  cudnn_strict_write_text(w, "release.message", message);
  return 0;
}

/* ---- what the release needs besides its own files ---------------------- */

#define CUDNN_STRICT_DEPENDENCY_MESSAGE_SIZE 2048

/* Whether file name `name` starts with `prefix`, as the system compares
   file names. */
static int cudnn_strict_name_starts(const char *name, const char *prefix) {
#if defined(_WIN32)
  return cudnn_strict_name_compare(name, prefix, strlen(prefix)) == 0;
#else
  return strncmp(name, prefix, strlen(prefix)) == 0;
#endif
}

/* The major of a file name ("libcudnn.so.8", "cudnn64_8.dll"), or 0. */

/* Adds the sub-libraries of libcudnn object `cudnn` from its directory,
   where libcudnn opens them (the parts check reports the same files), then
   every library they need, breadth-first.  Doing it twice changes
   nothing. */
static void cudnn_strict_release_load(struct cudnn_strict_process *p,
                                      int cudnn) {
  struct cudnn_strict_release_parts parts;
  char error[512], file_name[64], file[CUDNN_STRICT_PATH_SIZE + 64];
  char directory[CUDNN_STRICT_PATH_SIZE];
  int major = 0, i;
#if !defined(_WIN32)
  major = cudnn_strict_file_major(p->objects[cudnn].dynamic.soname);
#endif
  if (major <= 0)
    major =
        cudnn_strict_file_major(cudnn_strict_base_name(p->objects[cudnn].path));
  cudnn_strict_dirname(p->objects[cudnn].path, directory, sizeof(directory));
  /* A cuDNN linked into another file has no sub-libraries to open. */
  if (major > 0 &&
      cudnn_strict_name_starts(cudnn_strict_base_name(p->objects[cudnn].real),
                               CUDNN_STRICT_OWN_PREFIX) &&
      cudnn_strict_release_read_parts(p->objects[cudnn].real, major, &parts,
                                      error, sizeof(error)))
    for (i = 0; i < parts.count; i++) {
      int added;
      cudnn_strict_sublibrary_file_name(parts.names[i], major, file_name,
                                        sizeof(file_name));
      snprintf(file, sizeof(file), "%s" CUDNN_STRICT_DIRECTORY_SEPARATOR "%s",
               directory, file_name);
      if (cudnn_strict_loaded_as(p, file_name) >= 0 || access(file, F_OK) != 0)
        continue; /* a missing sub-library is the parts check's to report */
      added = cudnn_strict_add_object(p, file, file_name, cudnn,
                                      "libcudnn's directory");
      if (added >= 0)
        p->objects[added].by_guard = 1;
    }
  cudnn_strict_load_all(p);
}

#if defined(_WIN32)
/* Where the Windows loader looked on behalf of object `index`, for a
   message. */
static void cudnn_strict_searched(const struct cudnn_strict_process *p,
                                  int index, struct cudnn_strict_text *t) {
  int full_path = cudnn_strict_full_path_loader(p, index);
  char directory[CUDNN_STRICT_PATH_SIZE];
  if (full_path >= 0) {
    cudnn_strict_dirname(p->objects[full_path].path, directory,
                         sizeof(directory));
    cudnn_strict_append(t,
                        "cuDNN's directory %s, the application's directory, "
                        "the system directory: not PATH, for the imports of "
                        "a DLL loaded by its full path, as CuDNNStrict loads "
                        "cuDNN",
                        directory);
    return;
  }
  cudnn_strict_append(t, "the application's directory, ");
  if (p->dll_directory[0] != '\0')
    cudnn_strict_append(t, "cuDNN's directory %s, ", p->dll_directory);
  cudnn_strict_append(t, "the system and Windows directories, the absolute "
                         "PATH entries");
}

/* Where to put `name`, needed by object `index`, in the words of a fix:
   cuDNN's own directory, which every search for it reads (on PATH, or the
   application's, where a program found cuDNN; the load directory of one
   loaded by its full path), or a directory on PATH where the standard
   search applies. */
static void cudnn_strict_where(const struct cudnn_strict_process *p, int index,
                               const char *name, char *out, size_t size) {
  char directory[CUDNN_STRICT_PATH_SIZE];
  struct cudnn_strict_text t;
  int full_path = cudnn_strict_full_path_loader(p, index);
  cudnn_strict_dirname(p->objects[full_path >= 0 ? full_path : index].path,
                       directory, sizeof(directory));
  cudnn_strict_text_init(&t, out, size);
  if (full_path >= 0)
    cudnn_strict_append(&t, ", and copy %s into %s, cuDNN's directory", name,
                        directory);
  else
    cudnn_strict_append(&t,
                        ", and put the directory that holds %s on PATH (or "
                        "copy %s into %s, cuDNN's directory)",
                        name, name, directory);
}

/* A versioned file name's unversioned link is a Linux fix only. */
static int cudnn_strict_versioned_beside(const struct cudnn_strict_process *p,
                                         int opener, const char *name,
                                         int cuda_major, char *out,
                                         size_t size) {
  (void)p;
  (void)opener;
  (void)name;
  (void)cuda_major;
  (void)out;
  (void)size;
  return 0;
}
#else
/* Where the loader looked on behalf of object `index`, for a message. */
static void cudnn_strict_searched(const struct cudnn_strict_process *p,
                                  int index, struct cudnn_strict_text *t) {
  const struct cudnn_strict_elf_dynamic *d = &p->objects[index].dynamic;
  cudnn_strict_append(t, "%sLD_LIBRARY_PATH%s",
                      d->has_runpath ? "its RUNPATH, "
                      : d->has_rpath ? "its RPATH, "
                                     : "",
                      d->nodeflib ? " only: its DF_1_NODEFLIB flag skips the "
                                    "ld.so cache and the default directories"
                                  : ", the ld.so cache, the default "
                                    "directories");
}

/* The directory of the requester's RUNPATH (or RPATH) meant for `name`:
   the entry whose last but one component is the library's stem
   ("$ORIGIN/../../cublas/lib" for libcublasLt.so.12, ".../cuda_nvrtc/lib"
   for libnvrtc.so.13): the place cuDNN's own build meant for it.  Written
   as a place for a fix into `out`; "" for none. */
static void cudnn_strict_where(const struct cudnn_strict_process *p, int index,
                               const char *name, char *out, size_t size) {
  const struct cudnn_strict_elf_dynamic *d = &p->objects[index].dynamic;
  const char *list = d->has_runpath ? d->runpath : d->has_rpath ? d->rpath : "";
  const char *start = list, *stem = name;
  char origin[CUDNN_STRICT_PATH_SIZE], entry[CUDNN_STRICT_PATH_SIZE];
  struct cudnn_strict_text t;
  size_t stem_length;
  out[0] = '\0';
  if (d->nodeflib) {
    cudnn_strict_text_init(&t, out, size);
    cudnn_strict_append(&t,
                        "in a directory on LD_LIBRARY_PATH (%s skips the "
                        "system's directories)",
                        cudnn_strict_base_name(p->objects[index].path));
    return;
  }
  if (strncmp(stem, "lib", 3) == 0)
    stem += 3;
  stem_length = strspn(stem, "abcdefghijklmnopqrstuvwxyz");
  if (stem_length == 0)
    return;
  cudnn_strict_dirname(p->objects[index].path, origin, sizeof(origin));
  while (*start != '\0') {
    size_t length = strcspn(start, ":");
    const char *last_but_one = NULL, *c;
    snprintf(entry, sizeof(entry), "%.*s", (int)length, start);
    /* "<...>/<stem>/lib" or "<...>/cuda_<stem>/lib" */
    c = strrchr(entry, '/');
    if (c != NULL && strcmp(c, "/lib") == 0) {
      *(char *)c = '\0';
      last_but_one = strrchr(entry, '/');
      last_but_one = last_but_one != NULL ? last_but_one + 1 : NULL;
      if (last_but_one != NULL && strncmp(last_but_one, "cuda_", 5) == 0)
        last_but_one += 5;
      *(char *)c = '/';
    }
    if (last_but_one != NULL && strlen(last_but_one) >= stem_length &&
        strncmp(last_but_one, stem, stem_length) == 0 &&
        last_but_one[stem_length] == '/' &&
        strncmp(entry, "$ORIGIN/", 8) == 0) {
      const char *rest = entry + 8;
      /* "$ORIGIN/../../cublas/lib" as a plain path. */
      while (strncmp(rest, "../", 3) == 0 && strrchr(origin, '/') != NULL &&
             strrchr(origin, '/') != origin) {
        *strrchr(origin, '/') = '\0';
        rest += 3;
      }
      cudnn_strict_text_init(&t, out, size);
      cudnn_strict_append(&t,
                          "beside this cuDNN, into %s/%s (the RUNPATH of %s "
                          "names it), or where the loader finds it otherwise "
                          "(a system library directory, a directory on "
                          "LD_LIBRARY_PATH)",
                          origin, rest,
                          cudnn_strict_base_name(p->objects[index].path));
      return;
    }
    start += length;
    if (*start == ':')
      start++;
  }
}

#endif

static void cudnn_strict_put_indexed(struct cudnn_strict_writer *w,
                                     const char *group, int i,
                                     const char *field, const char *value) {
  char key[96];
  snprintf(key, sizeof(key), "dependency.%s.%d.%s", group, i, field);
  cudnn_strict_write_text(w, key, value);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_release_report_needed(struct cudnn_strict_writer *w,
                                   struct cudnn_strict_process *p, int cudnn) {
  char message[CUDNN_STRICT_DEPENDENCY_MESSAGE_SIZE], fix[1024];
  char file[CUDNN_STRICT_PATH_SIZE], how[CUDNN_STRICT_LD_HOW_SIZE];
  char where[CUDNN_STRICT_PATH_SIZE + 256];
  char fatal[CUDNN_STRICT_DEPENDENCY_MESSAGE_SIZE];
  const char *fatal_name = NULL;
  struct cudnn_strict_text t;
  int i, count = 0;
  cudnn_strict_release_load(p, cudnn);
  for (i = 0; i < p->missed_count; i++) {
    const char *name = p->missed[i].name;
    int by = p->missed[i].requester, driver;
    const char *needer = cudnn_strict_base_name(p->objects[by].path);
    if (!cudnn_strict_loaded_for(p, by, cudnn) ||
        cudnn_strict_name_starts(name, CUDNN_STRICT_OWN_PREFIX))
      continue; /* another's need, or a sub-library the parts check names */
    driver = cudnn_strict_name_starts(name, CUDNN_STRICT_DRIVER_LIBRARY) ||
             strncmp(name, "libcuda.so", 10) == 0;
    cudnn_strict_text_init(&t, message, sizeof(message));
    if (driver) {
      cudnn_strict_append(&t,
                          "%s needs %s, the NVIDIA driver's library, which "
                          "the loader does not find here: that sub-library "
                          "loads only on a machine with a driver (not needed "
                          "to check the install)",
                          needer, name);
    } else {
      cudnn_strict_where(p, by, name, where, sizeof(where));
      if (!cudnn_strict_dependency_fix(name, where[0] ? where : NULL, fix,
                                       sizeof(fix)))
        snprintf(fix, sizeof(fix),
                 "install what provides %s where the loader finds it", name);
      cudnn_strict_append(&t,
                          "%s needs %s (" CUDNN_STRICT_NEEDED_WORDS
                          "), which the loader does not find (",
                          needer, name);
      cudnn_strict_searched(p, by, &t);
      cudnn_strict_append(&t, "): cuDNN cannot load %s. Fix: %s", needer, fix);
    }
    cudnn_strict_put_indexed(w, "needed", count, "name", name);
    cudnn_strict_put_indexed(w, "needed", count, "needed_by",
                             p->objects[by].path);
    cudnn_strict_put_indexed(w, "needed", count, "status",
                             driver ? "NO_DRIVER" : "MISSING");
    cudnn_strict_put_indexed(w, "needed", count, "message", message);
    if (!driver && fatal_name == NULL) {
      fatal_name = name;
      cudnn_strict_copy_text(fatal, sizeof(fatal), message);
    }
    count++;
  }
  cudnn_strict_write_long(w, "dependency.needed.count", count);
  if (cudnn_strict_loaded_as(p, CUDNN_STRICT_DRIVER_LIBRARY) >= 0 ||
      cudnn_strict_search(p, cudnn, CUDNN_STRICT_DRIVER_LIBRARY, file,
                          sizeof(file), how, sizeof(how))) {
    int loaded = cudnn_strict_loaded_as(p, CUDNN_STRICT_DRIVER_LIBRARY);
    cudnn_strict_write_text(w, "dependency.driver", "FOUND");
    cudnn_strict_write_text(w, "dependency.driver.file",
                            loaded >= 0 ? p->objects[loaded].path : file);
  } else {
    cudnn_strict_write_text(w, "dependency.driver", "MISSING");
  }
  if (fatal_name == NULL)
    return 1;
  cudnn_strict_text_init(&t, message, sizeof(message));
  cudnn_strict_append(&t, "the cuDNN install of %s cannot load: %s",
                      p->objects[cudnn].path, fatal);
  cudnn_strict_write_text(w, "release.status", "MISSING_DEPENDENCY");
  cudnn_strict_write_text(w, "release.missing", fatal_name);
  cudnn_strict_write_text(w, "release.message", message);
  cudnn_strict_write_text(w, "verdict.reason", fatal);
  return 0;
}

#define CUDNN_STRICT_OPENED_ENTRY(first, last, parts, name, breaks)            \
  {first, last, parts, name, breaks},
static const struct cudnn_strict_opened_dependency {
  long first_code, last_code;
  const char *parts;
  const char *name;
  const char *breaks;
} cudnn_strict_opened_dependencies[] = {
    CUDNN_STRICT_OPENED_DEPENDENCY_MAP(CUDNN_STRICT_OPENED_ENTRY)};
#undef CUDNN_STRICT_OPENED_ENTRY

/* The file name `name` with "<CUDA major>" replaced; 0 when it needs a
   CUDA major that is unknown. */
static int cudnn_strict_opened_name(const char *name, int cuda_major, char *out,
                                    size_t size) {
  static const char placeholder[] = "<CUDA major>";
  const char *at = strstr(name, placeholder);
  if (at == NULL) {
    cudnn_strict_copy_text(out, size, name);
    return 1;
  }
  if (cuda_major <= 0)
    return 0;
  snprintf(out, size, "%.*s%d%s", (int)(at - name), name, cuda_major,
           at + sizeof(placeholder) - 1);
  return 1;
}

/* The first sub-library of `parts` ("ext graph") that is loaded and whose
   read-only data names `name` ("libnvrtc.so.<CUDA major>": its text up to
   the CUDA major; "libnvrtc.so": the whole name and its NUL), or -1.  A
   cuDNN linked into object `cudnn` (not one of cuDNN's own files) opens
   what that object's read-only data names. */
static int cudnn_strict_opener(const struct cudnn_strict_process *p, int cudnn,
                               const char *parts, int major, const char *name) {
  const char *placeholder = strstr(name, "<CUDA major>");
  size_t length =
      placeholder != NULL ? (size_t)(placeholder - name) : strlen(name) + 1;
  char part[CUDNN_STRICT_PART_NAME_SIZE], file_name[64];
  const char *start = parts;
  while (*start != '\0') {
    size_t n = strcspn(start, " ");
    int index;
    snprintf(part, sizeof(part), "%.*s", (int)n, start);
    cudnn_strict_sublibrary_file_name(part, major, file_name,
                                      sizeof(file_name));
    index = cudnn_strict_loaded_as(p, file_name);
    if (index >= 0 &&
        cudnn_strict_release_names(p->objects[index].real, name, length))
      return index;
    start += n;
    start += *start == ' ';
  }
  if (!cudnn_strict_name_starts(cudnn_strict_base_name(p->objects[cudnn].real),
                                CUDNN_STRICT_OWN_PREFIX) &&
      cudnn_strict_release_names(p->objects[cudnn].real, name, length))
    return cudnn;
  return -1;
}

#if !defined(_WIN32)
/* For an unversioned `name` (libnvrtc.so) whose versioned file
   (libnvrtc.so.12) the loader finds: the fix that makes the one name point
   at the other, where the search would find it too. */
static int cudnn_strict_versioned_beside(const struct cudnn_strict_process *p,
                                         int opener, const char *name,
                                         int cuda_major, char *out,
                                         size_t size) {
  char versioned[CUDNN_STRICT_ELF_NAME_SIZE], file[CUDNN_STRICT_PATH_SIZE];
  char how[CUDNN_STRICT_LD_HOW_SIZE], directory[CUDNN_STRICT_PATH_SIZE];
  struct cudnn_strict_text t;
  size_t length = strlen(name);
  if (cuda_major <= 0 || length < 3 || strcmp(name + length - 3, ".so") != 0)
    return 0;
  cudnn_strict_text_init(&t, versioned, sizeof(versioned));
  cudnn_strict_append(&t, "%s.%d", name, cuda_major);
  if (!cudnn_strict_search(p, opener, versioned, file, sizeof(file), how,
                           sizeof(how)))
    return 0;
  cudnn_strict_dirname(file, directory, sizeof(directory));
  /* The cache knows only what ldconfig saw: a new name in a directory
     found through it needs ldconfig, one in a searched directory does not. */
  cudnn_strict_text_init(&t, out, size);
  cudnn_strict_append(&t, "ln -s %s %s/%s%s", versioned, directory, name,
                      strcmp(how, "the ld.so cache") == 0 ? " && ldconfig"
                                                          : "");
  return 1;
}

#endif

/* The CUDA major of the library an unversioned `name` ("libnvrtc.so")
   leads to at `file`, when it is not `cuda_major`; 0 otherwise (a
   versioned name, or the same major). */
static int cudnn_strict_other_cuda(const char *name, const char *file,
                                   int cuda_major) {
#if !defined(_WIN32)
  char real[CUDNN_STRICT_PATH_SIZE];
  const char *so = strstr(name, ".so");
  int major;
  if (cuda_major == 0 || so == NULL || so[3] != '\0' ||
      realpath(file, real) == NULL)
    return 0;
  major = cudnn_strict_file_major(cudnn_strict_base_name(real));
  return major != 0 && major != cuda_major ? major : 0;
#else
  (void)name;
  (void)file;
  (void)cuda_major;
  return 0;
#endif
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_release_report_opened(struct cudnn_strict_writer *w,
                                   struct cudnn_strict_process *p, int cudnn,
                                   long code, long cudart_code) {
  char message[CUDNN_STRICT_DEPENDENCY_MESSAGE_SIZE], fix[1024], key[64];
  char where[CUDNN_STRICT_PATH_SIZE + 256];
  char name[CUDNN_STRICT_ELF_NAME_SIZE];
  char file[CUDNN_STRICT_PATH_SIZE], how[CUDNN_STRICT_LD_HOW_SIZE];
  char version_text[CUDNN_STRICT_VERSION_TEXT_SIZE];
  struct cudnn_strict_version version, cudart;
  struct cudnn_strict_text t;
  size_t e;
  int count = 0, warnings = 0, cuda_major = 0, major, other_cuda;
  if (!cudnn_strict_decode(code, &version))
    return;
  cudnn_strict_format_version(version_text, sizeof(version_text), version);
  if (cudnn_strict_decode_cudart(cudart_code, &cudart))
    cuda_major = cudart.major;
  major = version.major;
  cudnn_strict_release_load(p, cudnn);
  for (e = 0; e < sizeof(cudnn_strict_opened_dependencies) /
                      sizeof(cudnn_strict_opened_dependencies[0]);
       e++) {
    const struct cudnn_strict_opened_dependency *d =
        &cudnn_strict_opened_dependencies[e];
    int opener, loaded, found;
    if (code < d->first_code || code > d->last_code ||
        !cudnn_strict_opened_name(d->name, cuda_major, name, sizeof(name)))
      continue;
    opener = cudnn_strict_opener(p, cudnn, d->parts, major, d->name);
    if (opener < 0)
      continue; /* this release does not name it */
    loaded = cudnn_strict_loaded_as(p, name);
    if (loaded >= 0) {
      cudnn_strict_copy_text(file, sizeof(file), p->objects[loaded].path);
      found = 1;
    } else {
      found = cudnn_strict_search(p, opener, name, file, sizeof(file), how,
                                  sizeof(how));
    }
    other_cuda = found ? cudnn_strict_other_cuda(name, file, cuda_major) : 0;
    cudnn_strict_put_indexed(w, "opened", count, "name", name);
    cudnn_strict_put_indexed(w, "opened", count, "needed_by",
                             p->objects[opener].path);
    cudnn_strict_put_indexed(w, "opened", count, "status",
                             other_cuda ? "OTHER_CUDA"
                             : found    ? "FOUND"
                                        : "MISSING");
    if (found)
      cudnn_strict_put_indexed(w, "opened", count, "file", file);
    if (other_cuda) {
      /* An unversioned name (cuDNN 8.7 to 8.9's libnvrtc.so) that leads
         to another CUDA major's library: it loads, and fails there. */
      snprintf(where, sizeof(where), "libnvrtc.so.%d", cuda_major);
      if (!cudnn_strict_dependency_fix(where, NULL, fix, sizeof(fix)))
        snprintf(fix, sizeof(fix), "install CUDA %d's %s", cuda_major, name);
      cudnn_strict_text_init(&t, message, sizeof(message));
      cudnn_strict_append(&t,
                          "cuDNN %s (built for CUDA %d) opens %s itself "
                          "(" CUDNN_STRICT_OPEN_WORDS "), and the loader "
                          "would find %s, which is CUDA %d's: %s. Fix: %s, "
                          "and make %s a link to its %s in a directory the "
                          "loader searches first",
                          version_text, cuda_major, name, file, other_cuda,
                          d->breaks, fix, name, where);
    } else if (!found) {
      cudnn_strict_where(p, opener, name, where, sizeof(where));
      if (cudnn_strict_versioned_beside(p, opener, name, cuda_major, fix,
                                        sizeof(fix)))
        ; /* the unversioned name of a file that is there */
      else if (!cudnn_strict_dependency_fix(name, where[0] ? where : NULL, fix,
                                            sizeof(fix)))
        snprintf(fix, sizeof(fix),
                 "install what provides %s where the loader finds it", name);
      cudnn_strict_text_init(&t, message, sizeof(message));
      cudnn_strict_append(&t,
                          "cuDNN %s opens %s itself (" CUDNN_STRICT_OPEN_WORDS
                          ") when a function "
                          "first needs it, and the loader would not find it "
                          "for %s (",
                          version_text, name,
                          cudnn_strict_base_name(p->objects[opener].path));
      cudnn_strict_searched(p, opener, &t);
      cudnn_strict_append(&t, "): %s. Fix: %s", d->breaks, fix);
    }
    /* Either is a warning: the library loads, and a function fails. */
    if (other_cuda || !found) {
      cudnn_strict_put_indexed(w, "opened", count, "message", message);
      snprintf(key, sizeof(key), "dependency.warning.%d", warnings++);
      cudnn_strict_write_text(w, key, message);
    }
    count++;
  }
  cudnn_strict_write_long(w, "dependency.opened.count", count);
  cudnn_strict_write_long(w, "dependency.warning.count", warnings);
}

struct cudnn_strict_release_loader {
#if !defined(_WIN32)
  struct cudnn_strict_ld_cache cache;
#endif
  int cudnn; /* libcudnn's object */
  struct cudnn_strict_process process;
};

#if defined(_WIN32)
CUDNN_STRICT_INTERNAL struct cudnn_strict_release_loader *
cudnn_strict_release_loader_open(const char *name) {
  struct cudnn_strict_release_loader *l =
      (struct cudnn_strict_release_loader *)calloc(1, sizeof(*l));
  struct cudnn_strict_process *p = l != NULL ? &l->process : NULL;
  char file[CUDNN_STRICT_PATH_SIZE], how[CUDNN_STRICT_LD_HOW_SIZE];
  wchar_t wide[CUDNN_STRICT_PATH_SIZE];
  DWORD n;
  if (l == NULL)
    return NULL;
  p->machine = CUDNN_STRICT_PE_MACHINE_AMD64;
  p->path_list = cudnn_strict_search_path();
  n = GetModuleFileNameW(NULL, wide, CUDNN_STRICT_PATH_SIZE);
  if (n > 0 && n < CUDNN_STRICT_PATH_SIZE &&
      cudnn_strict_win32_narrow(wide, file, sizeof(file)) &&
      cudnn_strict_add_object(p, file, "", -1, "") == 0) {
    cudnn_strict_dirname(file, p->application_directory,
                         sizeof(p->application_directory));
    /* cudnn_strict_sublibraries_beside: cuDNN's directory for a path. */
    if (cudnn_strict_has_slash(name))
      cudnn_strict_dirname(name, p->dll_directory, sizeof(p->dll_directory));
    if (cudnn_strict_search(p, 0, name, file, sizeof(file), how, sizeof(how)) &&
        (l->cudnn = cudnn_strict_add_object(p, file, name, 0, how)) > 0) {
      p->objects[l->cudnn].by_guard = 1;
      p->objects[l->cudnn].by_full_path = 1;
      return l;
    }
  }
  cudnn_strict_release_loader_close(l);
  return NULL;
}
#else
CUDNN_STRICT_INTERNAL struct cudnn_strict_release_loader *
cudnn_strict_release_loader_open(const char *name) {
  struct cudnn_strict_release_loader *l =
      (struct cudnn_strict_release_loader *)calloc(1, sizeof(*l));
  struct cudnn_strict_process *p = l != NULL ? &l->process : NULL;
  char file[CUDNN_STRICT_PATH_SIZE], how[CUDNN_STRICT_LD_HOW_SIZE];
  if (l == NULL)
    return NULL;
  cudnn_strict_ld_cache_load(&l->cache);
  p->cache = &l->cache;
  p->machine = cudnn_strict_own_machine();
  p->is_program = 1;
  p->ld_library_path = getenv(CUDNN_STRICT_ENV(LD_LIBRARY_PATH));
  /* This program's own libraries must be found where its loader found
     them, or the emulation is not this machine's (an emulator with its
     own root): then it says nothing. */
  if (p->machine != 0 &&
      cudnn_strict_add_object(p, "/proc/self/exe", "", -1, "") == 0) {
    cudnn_strict_load_all(p);
    if (p->missed_count == 0 &&
        cudnn_strict_search(p, 0, name, file, sizeof(file), how, sizeof(how)) &&
        (l->cudnn = cudnn_strict_add_object(p, file, name, 0, how)) > 0) {
      p->objects[l->cudnn].by_guard = 1;
      return l;
    }
  }
  cudnn_strict_release_loader_close(l);
  return NULL;
}
#endif

CUDNN_STRICT_INTERNAL void
cudnn_strict_release_loader_close(struct cudnn_strict_release_loader *l) {
  if (l == NULL)
    return;
#if !defined(_WIN32)
  cudnn_strict_ld_cache_free(&l->cache);
#endif
  free(l);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_release_check_needed(struct cudnn_strict_writer *w,
                                  struct cudnn_strict_release_loader *l) {
  return l == NULL ||
         cudnn_strict_release_report_needed(w, &l->process, l->cudnn);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_release_check_opened(struct cudnn_strict_writer *w,
                                  struct cudnn_strict_release_loader *l,
                                  long code, long cudart_code) {
  if (l != NULL)
    cudnn_strict_release_report_opened(w, &l->process, l->cudnn, code,
                                       cudart_code);
}
