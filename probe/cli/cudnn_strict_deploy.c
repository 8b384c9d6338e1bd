/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cudnn-strict-probe --check-binary: see cudnn_strict_deploy.h.
 *
 * The loader is emulated, not asked (cudnn_strict_ld.h): the checked binary
 * must never run, and ld.so --list would run its constructors' environment
 * checks in the loader.  The one library that is loaded is the libcudnn
 * each note names, to ask its version.
 */
/* The ELF implementation; cudnn_strict_deploy_win32.c is the PE one. */
#if !defined(_WIN32)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_deploy.h"

#include "cudnn_strict.h"
#include "cudnn_strict_elf.h"
#include "cudnn_strict_fix.h"
#include "cudnn_strict_judge.h"
#include "cudnn_strict_known_bad.h"
#include "cudnn_strict_ld.h"
#include "cudnn_strict_library_file.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_message.h"
#include "cudnn_strict_note.h"
#include "cudnn_strict_release.h"
#include "cudnn_strict_release_check.h"
#include "cudnn_strict_version.h"
#include "cudnn_strict_writer.h"

#include <errno.h>
#include <glob.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define CUDNN_STRICT_DEPLOY_MAX_NOTES 16
#define CUDNN_STRICT_DEPLOY_HOW_SIZE CUDNN_STRICT_LD_HOW_SIZE
#define CUDNN_STRICT_DEPLOY_KEY_SIZE 96
#define CUDNN_STRICT_DEPLOY_MESSAGE_SIZE                                       \
  (CUDNN_STRICT_REPORT_FIX_SIZE + 4 * CUDNN_STRICT_PATH_SIZE)
/* The note's description: the fixed part and a path. */
#define CUDNN_STRICT_DEPLOY_NOTE_CAPACITY                                      \
  (CUDNN_STRICT_NOTE_FIXED_SIZE + CUDNN_STRICT_NOTE_PATH_SIZE)

/* ---- report keys ------------------------------------------------------- */

/* The `note` of the keys that judge the libcudnn of a binary without a
   note: check.<i>.cudnn.* instead of check.<i>.note.<k>.*. */
#define CUDNN_STRICT_DEPLOY_NO_NOTE (-2)

static void cudnn_strict_key(char *key, size_t size, int binary, int note,
                             const char *field) {
  if (note >= 0)
    snprintf(key, size, "check.%d.note.%d.%s", binary, note, field);
  else if (note == CUDNN_STRICT_DEPLOY_NO_NOTE)
    snprintf(key, size, "check.%d.cudnn.%s", binary, field);
  else
    snprintf(key, size, "check.%d.%s", binary, field);
}

/* ---- judging one note -------------------------------------------------- */

/* Which libcudnn the carrier's guard (or, for a binary without a note, its
   own dlopen() by name) would use: one already loaded under its SONAME,
   else the loader's search on the carrier's behalf. */
static int cudnn_strict_find_cudnn(struct cudnn_strict_process *p, int carrier,
                                   const char *opener, const char *soname,
                                   char *file, size_t size, char *how,
                                   size_t how_size) {
  char found[CUDNN_STRICT_DEPLOY_HOW_SIZE];
  int loaded = cudnn_strict_loaded_as(p, soname);
  struct cudnn_strict_text t;
  cudnn_strict_text_init(&t, how, how_size);
  if (loaded >= 0) {
    const struct cudnn_strict_object *o = &p->objects[loaded];
    cudnn_strict_copy_text(file, size, o->real);
    if (o->loader >= 0)
      cudnn_strict_append(&t, "%s%s %s, found through %s",
                          o->by_guard ? "loaded by " : "needed by",
                          o->by_guard ? opener : "", p->objects[o->loader].path,
                          o->how);
    else
      cudnn_strict_append(&t, "the checked file itself");
    return 1;
  }
  if (!cudnn_strict_search(p, carrier, soname, file, size, found,
                           sizeof(found)))
    return 0;
  cudnn_strict_append(&t, "loaded by %s %s, found through %s", opener,
                      p->objects[carrier].path, found);
  /* The guard's dlopen() maps it into the process: from there it loads
     its own sub-libraries. */
  loaded = cudnn_strict_add_object(p, file, soname, carrier, found);
  if (loaded >= 0)
    p->objects[loaded].by_guard = 1;
  return 1;
}

/* cuDNN 8 and 9 dlopen() the libcudnn_* beside libcudnn by name, when a
   call first needs one, through libcudnn's own RUNPATH and LD_LIBRARY_PATH:
   the first that the loader would take from another directory. */
static int
cudnn_strict_sublibrary_elsewhere(const struct cudnn_strict_process *p,
                                  const char *soname, char *out, size_t size) {
  char pattern[CUDNN_STRICT_PATH_SIZE], directory[CUDNN_STRICT_PATH_SIZE];
  char file[CUDNN_STRICT_PATH_SIZE], how[CUDNN_STRICT_DEPLOY_HOW_SIZE];
  char real[PATH_MAX], other[CUDNN_STRICT_PATH_SIZE];
  const char *suffix = strstr(soname, ".so");
  int cudnn = cudnn_strict_loaded_as(p, soname), found = 0, n;
  glob_t matches;
  size_t i;
  if (cudnn < 0 || suffix == NULL)
    return 0;
  cudnn_strict_dirname(p->objects[cudnn].real, directory, sizeof(directory));
  n = snprintf(pattern, sizeof(pattern), "%s/libcudnn_*%s", directory, suffix);
  if (n <= 0 || (size_t)n >= sizeof(pattern) ||
      glob(pattern, 0, NULL, &matches) != 0)
    return 0;
  for (i = 0; i < matches.gl_pathc && !found; ++i) {
    const char *base = strrchr(matches.gl_pathv[i], '/') + 1;
    if (!cudnn_strict_search(p, cudnn, base, file, sizeof(file), how,
                             sizeof(how)) ||
        realpath(file, real) == NULL)
      continue;
    cudnn_strict_dirname(real, other, sizeof(other));
    if (strcmp(other, directory) != 0) {
      cudnn_strict_copy_text(out, size, real);
      found = 1;
    }
  }
  globfree(&matches);
  return found;
}

/* A libcudnn_* sub-library the process would load from another directory
   than libcudnn's. */
static int cudnn_strict_foreign_sublibrary(const struct cudnn_strict_process *p,
                                           const char *library, char *out,
                                           size_t size) {
  char directory[CUDNN_STRICT_PATH_SIZE], other[CUDNN_STRICT_PATH_SIZE];
  int i;
  cudnn_strict_dirname(library, directory, sizeof(directory));
  for (i = 0; i < p->count; ++i) {
    if (!cudnn_strict_is_sublibrary_file(p->objects[i].real))
      continue;
    cudnn_strict_dirname(p->objects[i].real, other, sizeof(other));
    if (strcmp(other, directory) != 0) {
      cudnn_strict_copy_text(out, size, p->objects[i].real);
      return 1;
    }
  }
  return 0;
}

/* Reads the library's own versions (as the fix search reads a candidate:
   the probe's own LD_LIBRARY_PATH must not decide which sub-library
   answers); sets NOT_CUDNN when it has none. */
static int cudnn_strict_read_loaded(struct cudnn_strict_report *r) {
  char why[256];
  /* Read before the loader maps it (cudnn_strict_read_cudnn will not map
     such a file either): the words say what is wrong with it. */
  enum cudnn_strict_load load =
      cudnn_strict_library_file_load(r->library, 0, why, sizeof(why));
  if (load == CUDNN_STRICT_LOAD_FAIL || load == CUDNN_STRICT_LOAD_CRASH) {
    r->status = CUDNN_STRICT_STATUS_NOT_CUDNN;
    snprintf(r->detail, sizeof(r->detail), "it %s", why);
    return 0;
  }
  if (cudnn_strict_read_cudnn(r->library, &r->loaded, &r->loaded_code,
                              &r->loaded_cudart_code))
    return 1;
  r->status = CUDNN_STRICT_STATUS_NOT_CUDNN;
  if (r->loaded_code != 0)
    snprintf(r->detail, sizeof(r->detail),
             "its cudnnGetVersion() returned %lu, which is not a cuDNN "
             "version code",
             (unsigned long)r->loaded_code);
  else
    cudnn_strict_copy_text(r->detail, sizeof(r->detail),
                           "it cannot be loaded, or has no usable "
                           "cudnnGetVersion");
  return 0;
}

/* The guard's judgement (cudnn_strict_judge.h), then the sub-libraries
   as the loader would map them for this binary. */
static void cudnn_strict_judge_loaded(struct cudnn_strict_process *p,
                                      struct cudnn_strict_report *r) {
  if (!cudnn_strict_judge_versions(r))
    return;
  if (cudnn_strict_foreign_sublibrary(p, r->library, r->foreign_sublibrary,
                                      sizeof(r->foreign_sublibrary)) ||
      cudnn_strict_sublibrary_elsewhere(p, r->soname, r->foreign_sublibrary,
                                        sizeof(r->foreign_sublibrary))) {
    char directory[CUDNN_STRICT_PATH_SIZE];
    r->status = CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES;
    cudnn_strict_dirname(r->foreign_sublibrary, directory, sizeof(directory));
    r->foreign_in_ld_library_path =
        cudnn_strict_path_list_contains(p->ld_library_path, directory);
  }
}

static int cudnn_strict_find_cudnn(struct cudnn_strict_process *p, int carrier,
                                   const char *opener, const char *soname,
                                   char *file, size_t size, char *how,
                                   size_t how_size);

/* Which libcudnn the carrier would load if the program started with
   `directory` first in LD_LIBRARY_PATH: the whole process is loaded again,
   since its other dependencies may move too. */
static int cudnn_strict_would_load_from(const struct cudnn_strict_process *p,
                                        int carrier, const char *soname,
                                        const char *directory) {
  struct cudnn_strict_process *q =
      (struct cudnn_strict_process *)calloc(1, sizeof(*q));
  char list[2 * CUDNN_STRICT_PATH_SIZE + 2], file[CUDNN_STRICT_PATH_SIZE];
  char how[CUDNN_STRICT_DEPLOY_HOW_SIZE], wanted[PATH_MAX], got[PATH_MAX];
  struct cudnn_strict_text t;
  int found = 0;
  if (q == NULL)
    return 0;
  cudnn_strict_text_init(&t, list, sizeof(list));
  cudnn_strict_append(&t, "%s%s%s", directory,
                      p->ld_library_path != NULL ? ":" : "",
                      p->ld_library_path != NULL ? p->ld_library_path : "");
  q->ld_library_path = p->set_user_id ? NULL : list;
  q->set_user_id = p->set_user_id;
  q->machine = p->machine;
  q->cache = p->cache;
  q->objects[0] = p->objects[0];
  q->count = 1;
  cudnn_strict_load_all(q);
  if (carrier < q->count &&
      strcmp(q->objects[carrier].real, p->objects[carrier].real) == 0 &&
      cudnn_strict_find_cudnn(q, carrier, "", soname, file, sizeof(file), how,
                              sizeof(how)) &&
      realpath(file, got) != NULL &&
      snprintf(file, sizeof(file), "%s/%s", directory, soname) > 0 &&
      realpath(file, wanted) != NULL)
    found = strcmp(got, wanted) == 0;
  free(q);
  return found;
}

/* The fix search, and a check that its LD_LIBRARY_PATH advice would work
   for this binary: an RPATH, or a set-user-ID program, ignores it. */
static void cudnn_strict_fix_checked(const struct cudnn_strict_process *p,
                                     int carrier,
                                     struct cudnn_strict_report *r) {
  char directory[CUDNN_STRICT_PATH_SIZE],
      loaded_directory[CUDNN_STRICT_PATH_SIZE];
  struct cudnn_strict_text t;
  cudnn_strict_fix_report(r, NULL, directory, sizeof(directory));
  if (directory[0] == '\0' ||
      cudnn_strict_would_load_from(p, carrier, r->soname, directory))
    return;
  cudnn_strict_dirname(r->library, loaded_directory, sizeof(loaded_directory));
  cudnn_strict_text_init(&t, r->fix + strlen(r->fix),
                         sizeof(r->fix) - strlen(r->fix));
  cudnn_strict_append(&t,
                      " For this binary LD_LIBRARY_PATH does not decide (%s): "
                      "put the compatible cuDNN in %s instead.",
                      p->set_user_id ? "it is set-user-ID"
                                     : "an RPATH comes before it",
                      loaded_directory);
}

/* `opener` words who would dlopen() libcudnn: "the guard of", or "a
   dlopen() in" for a binary without a note. */
static void cudnn_strict_judge_note(struct cudnn_strict_process *p, int carrier,
                                    const char *opener, char *how,
                                    size_t how_size,
                                    struct cudnn_strict_report *r) {
  char directory[CUDNN_STRICT_PATH_SIZE];
  if (!cudnn_strict_find_cudnn(p, carrier, opener, r->soname, r->library,
                               sizeof(r->library), how, how_size)) {
    r->status = CUDNN_STRICT_STATUS_NOT_FOUND;
    cudnn_strict_copy_text(r->detail, sizeof(r->detail),
                           "the loader would find it in none of the "
                           "directories it searches (RPATH or RUNPATH, "
                           "LD_LIBRARY_PATH, the ld.so cache, the default "
                           "directories)");
  } else {
    r->found_by = how;
    cudnn_strict_dirname(r->library, directory, sizeof(directory));
    r->library_in_ld_library_path =
        cudnn_strict_path_list_contains(p->ld_library_path, directory);
    if (cudnn_strict_read_loaded(r))
      cudnn_strict_judge_loaded(p, r);
  }
  if (r->status != CUDNN_STRICT_STATUS_OK &&
      r->status != CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES)
    cudnn_strict_fix_checked(p, carrier, r);
}

/* The whole install behind a libcudnn the rule accepts, for this binary's
   process: what the loader must find for it (before cuDNN runs), cuDNN's
   own version checks, run as the configure runs them (in a child process),
   and the libraries cuDNN opens itself, under check.<i>.note.<k>.release.*,
   .sublibrar* and .dependency.*.  A missing sub-library or library that
   cuDNN needs to load, or a mixed sub-library, makes the note
   INCOMPLETE_RELEASE, with the probe's words as the fix. */
static void cudnn_strict_judge_release(struct cudnn_strict_writer *w,
                                       const struct cudnn_strict_process *p,
                                       int binary, int note,
                                       struct cudnn_strict_report *r) {
  struct cudnn_strict_prefixed_writer prefixed;
  struct cudnn_strict_writer *pw;
  char prefix[64];
  char checks[CUDNN_STRICT_MAX_VERSION_CHECKS][2][64];
  int check_count = 0, whole = 0, cudnn;
  /* The sub-libraries join a copy: later notes see the process as the
     binary's own loading leaves it. */
  struct cudnn_strict_process *release =
      (struct cudnn_strict_process *)malloc(sizeof(*release));
  cudnn_strict_key(prefix, sizeof(prefix), binary, note, "");
  pw = cudnn_strict_writer_prefixed(&prefixed, w, prefix);
  prefixed.kept_key = "release.message";
  prefixed.kept = r->fix;
  prefixed.kept_size = sizeof(r->fix);
  r->fix[0] = '\0';
  if (release != NULL)
    memcpy(release, p, sizeof(*release));
  cudnn = release != NULL ? cudnn_strict_loaded_as(release, r->soname) : -1;
  if ((cudnn < 0 || cudnn_strict_release_report_needed(pw, release, cudnn)) &&
      cudnn_strict_release_try_load(pw, r->library, 0, checks, &check_count,
                                    CUDNN_STRICT_MAX_VERSION_CHECKS)) {
    if (cudnn >= 0)
      cudnn_strict_release_report_opened(pw, release, cudnn, r->loaded_code,
                                         r->loaded_cudart_code);
    whole = cudnn_strict_release_report_parts(pw, r->library, r->loaded, checks,
                                              check_count, 1);
  }
  free(release);
  if (!whole)
    r->status = CUDNN_STRICT_STATUS_INCOMPLETE_RELEASE;
}

/* ---- reporting --------------------------------------------------------- */

static void cudnn_strict_put(struct cudnn_strict_writer *w, int binary,
                             int note, const char *field, const char *value) {
  char key[CUDNN_STRICT_DEPLOY_KEY_SIZE];
  cudnn_strict_key(key, sizeof(key), binary, note, field);
  cudnn_strict_write_text(w, key, value);
}

static void cudnn_strict_put_long(struct cudnn_strict_writer *w, int binary,
                                  int note, const char *field, long value) {
  char key[CUDNN_STRICT_DEPLOY_KEY_SIZE];
  cudnn_strict_key(key, sizeof(key), binary, note, field);
  cudnn_strict_write_long(w, key, value);
}

static void cudnn_strict_put_version(struct cudnn_strict_writer *w, int binary,
                                     int note, const char *field,
                                     struct cudnn_strict_version v) {
  char text[CUDNN_STRICT_VERSION_TEXT_SIZE];
  if (cudnn_strict_format_version(text, sizeof(text), v))
    cudnn_strict_put(w, binary, note, field, text);
}

static void cudnn_strict_put_note(struct cudnn_strict_writer *w, int binary,
                                  int note, const char *carrier,
                                  const struct cudnn_strict_expectation *x) {
  cudnn_strict_put(w, binary, note, "carrier", carrier);
  cudnn_strict_put(w, binary, note, "built_version", x->version_text);
  cudnn_strict_put(w, binary, note, "policy",
                   cudnn_strict_policy_name(x->policy));
  cudnn_strict_put(w, binary, note, "soname", x->soname);
  cudnn_strict_put_long(w, binary, note, "cudart_code", x->cudart_code);
  cudnn_strict_put(w, binary, note, "built_library_dir", x->library_dir);
}

static void cudnn_strict_put_outcome(struct cudnn_strict_writer *w, int binary,
                                     int note,
                                     const struct cudnn_strict_report *r) {
  char *message = (char *)malloc(CUDNN_STRICT_DEPLOY_MESSAGE_SIZE);
  if (r->library[0] != '\0') {
    cudnn_strict_put(w, binary, note, "library", r->library);
    cudnn_strict_put(w, binary, note, "found_by", r->found_by);
  }
  if (r->loaded_code != 0) {
    cudnn_strict_put_version(w, binary, note, "library_version", r->loaded);
    cudnn_strict_put_long(w, binary, note, "library_cudart_code",
                          r->loaded_cudart_code);
  }
  cudnn_strict_put(w, binary, note, "status",
                   cudnn_strict_status_name((int)r->status));
  if (cudnn_strict_known_bad_entry(r->known_bad) != NULL)
    cudnn_strict_put(w, binary, note, "known_bad",
                     cudnn_strict_known_bad_word(
                         r->known_bad, CUDNN_STRICT_KNOWN_BAD_SOURCE));
  if (r->fix[0] != '\0')
    cudnn_strict_put(w, binary, note, "fix", r->fix);
  if (message != NULL) {
    cudnn_strict_format_report(r, message, CUDNN_STRICT_DEPLOY_MESSAGE_SIZE);
    cudnn_strict_put(w, binary, note, "message", message);
  }
  free(message);
}

/* ---- one file ---------------------------------------------------------- */

/* Each DT_NEEDED name the loader would not find, with the object that
   needs it: check.<i>.missing.<m>, and all of them, in that order and
   separated by "; ", as check.<i>.missing. */
static void cudnn_strict_put_missing(struct cudnn_strict_writer *w, int binary,
                                     const struct cudnn_strict_process *p) {
  const size_t one = CUDNN_STRICT_ELF_NAME_SIZE + CUDNN_STRICT_PATH_SIZE + 32;
  char *all, *missing;
  char field[32];
  int i;
  if (p->missed_count == 0)
    return;
  all = (char *)malloc((size_t)p->missed_count * (one + 2) + one);
  if (all == NULL)
    return;
  missing = all + (size_t)p->missed_count * (one + 2);
  all[0] = '\0';
  for (i = 0; i < p->missed_count; ++i) {
    snprintf(missing, one, "%s (needed by %s)", p->missed[i].name,
             p->objects[p->missed[i].requester].path);
    if (i > 0)
      strcat(all, "; ");
    strcat(all, missing);
  }
  cudnn_strict_put(w, binary, -1, "missing", all);
  for (i = 0; i < p->missed_count; ++i) {
    snprintf(missing, one, "%s (needed by %s)", p->missed[i].name,
             p->objects[p->missed[i].requester].path);
    snprintf(field, sizeof(field), "missing.%d", i);
    cudnn_strict_put(w, binary, -1, field, missing);
  }
  cudnn_strict_put_long(w, binary, -1, "missing_count", p->missed_count);
  free(all);
}

/* XX(VERDICT, check.<i>.status, seriousness, exit status): the worst
   verdict over all files decides the exit status; a mismatch is worse than
   an unloadable cuDNN, which is worse than a file that cannot be judged. */
#define CUDNN_STRICT_FILE_VERDICT_MAP(XX)                                      \
  XX(PASS, "PASS", 0, 0)                                                       \
  XX(FAIL, "FAIL", 3, 1)                                                       \
  XX(NOT_LOADABLE, "NOT_LOADABLE", 2, 2)                                       \
  XX(CANNOT_JUDGE, "NO_NOTE", 1, CUDNN_STRICT_EXIT_CANNOT_JUDGE)

#define CUDNN_STRICT_FILE_ENUMERATOR(name, status, rank, exit_status)          \
  CUDNN_STRICT_FILE_##name,
enum cudnn_strict_verdict_of_file {
  CUDNN_STRICT_FILE_VERDICT_MAP(CUDNN_STRICT_FILE_ENUMERATOR)
      CUDNN_STRICT_FILE_COUNT
};
#undef CUDNN_STRICT_FILE_ENUMERATOR

#define CUDNN_STRICT_FILE_STATUS(name, status, rank, exit_status) status,
#define CUDNN_STRICT_FILE_RANK(name, status, rank, exit_status) rank,
#define CUDNN_STRICT_FILE_EXIT(name, status, rank, exit_status) exit_status,

static const char *
cudnn_strict_file_status_name(enum cudnn_strict_verdict_of_file v) {
  static const char *const names[] = {
      CUDNN_STRICT_FILE_VERDICT_MAP(CUDNN_STRICT_FILE_STATUS)};
  return names[v];
}

static enum cudnn_strict_verdict_of_file
cudnn_strict_file_verdict(enum cudnn_strict_status status) {
  switch (status) {
  case CUDNN_STRICT_STATUS_OK:
    return CUDNN_STRICT_FILE_PASS;
  case CUDNN_STRICT_STATUS_NOT_FOUND:
  case CUDNN_STRICT_STATUS_NOT_CUDNN:
    return CUDNN_STRICT_FILE_NOT_LOADABLE;
  default:
    return CUDNN_STRICT_FILE_FAIL;
  }
}

/* The more serious of two outcomes. */
static enum cudnn_strict_verdict_of_file
cudnn_strict_worse(enum cudnn_strict_verdict_of_file a,
                   enum cudnn_strict_verdict_of_file b) {
  static const int rank[] = {
      CUDNN_STRICT_FILE_VERDICT_MAP(CUDNN_STRICT_FILE_RANK)};
  return rank[a] >= rank[b] ? a : b;
}

/* Opens the file as ELF for this machine, or reports why it cannot be
   judged. */
static int cudnn_strict_open_checked(struct cudnn_strict_writer *w, int binary,
                                     const char *real,
                                     struct cudnn_strict_elf *e) {
#define CUDNN_STRICT_ELF_STATUS(name, status, reason) status,
#define CUDNN_STRICT_ELF_REASON(name, status, reason) reason,
  static const char *const statuses[] = {
      CUDNN_STRICT_ELF_KIND_MAP(CUDNN_STRICT_ELF_STATUS)};
  static const char *const reasons[] = {
      CUDNN_STRICT_ELF_KIND_MAP(CUDNN_STRICT_ELF_REASON)};
#undef CUDNN_STRICT_ELF_STATUS
#undef CUDNN_STRICT_ELF_REASON
  const char *status, *reason;
  char text[128];
  size_t kind = (size_t)cudnn_strict_elf_open(real, e);
  if (kind >= CUDNN_STRICT_ELF_COUNT)
    kind = CUDNN_STRICT_ELF_NOT_ELF;
  status = statuses[kind];
  reason = reasons[kind];
  if (kind == CUDNN_STRICT_ELF_OK) {
    if (e->machine == cudnn_strict_own_machine())
      return 1;
    snprintf(text, sizeof(text),
             "it is built for another processor (ELF machine %u); check it "
             "on a machine of its kind",
             e->machine);
    cudnn_strict_elf_close(e);
    status = "NOT_SUPPORTED";
    reason = text;
  }
  cudnn_strict_put(w, binary, -1, "status", status);
  cudnn_strict_put(w, binary, -1, "reason", reason);
  return 0;
}

/* Reads the note of object `index`; returns 1 when it carries one that
   decodes (a broken one is reported as the reason). */
static int cudnn_strict_read_note(const struct cudnn_strict_process *p,
                                  int index, struct cudnn_strict_expectation *x,
                                  const char **broken) {
  unsigned char description[CUDNN_STRICT_DEPLOY_NOTE_CAPACITY];
  struct cudnn_strict_elf_note_query q;
  struct cudnn_strict_elf e;
  memset(&q, 0, sizeof(q));
  q.owner = CUDNN_STRICT_NOTE_OWNER;
  q.type = CUDNN_STRICT_NOTE_TYPE;
  q.description = description;
  q.capacity = sizeof(description);
  if (cudnn_strict_elf_open(p->objects[index].real, &e) != CUDNN_STRICT_ELF_OK)
    return 0;
  cudnn_strict_elf_find_note(&e, &q);
  if (q.found)
    *broken = cudnn_strict_note_decode(description, q.size, e.big_endian, x);
  cudnn_strict_elf_close(&e);
  return q.found && *broken == NULL;
}

/* `*failed` gains the status of the first note that fails, for the exit
   status (CUDNN_STRICT_STATUS_MAP). */
static enum cudnn_strict_verdict_of_file
cudnn_strict_judge_unnoted(struct cudnn_strict_writer *w, int binary,
                           struct cudnn_strict_process *p,
                           const struct cudnn_strict_deploy_expect *expect,
                           int *failed, const char **why);
static int cudnn_strict_exporting_holder(const struct cudnn_strict_process *p,
                                         const char *soname);
static int cudnn_strict_judge_linked(struct cudnn_strict_writer *w,
                                     struct cudnn_strict_process *p, int binary,
                                     int note, int holder, int noted,
                                     struct cudnn_strict_report *r);

static enum cudnn_strict_verdict_of_file cudnn_strict_judge_notes(
    struct cudnn_strict_writer *w, int binary, struct cudnn_strict_process *p,
    const struct cudnn_strict_deploy_expect *expect, int *failed) {
  enum cudnn_strict_verdict_of_file verdict = CUDNN_STRICT_FILE_PASS;
  struct cudnn_strict_report *r =
      (struct cudnn_strict_report *)malloc(sizeof(*r));
  struct cudnn_strict_expectation x;
  char how[CUDNN_STRICT_DEPLOY_HOW_SIZE];
  const char *broken = NULL;
  int i, holder, notes = 0;
  if (r == NULL)
    return CUDNN_STRICT_FILE_CANNOT_JUDGE;
  for (i = 0; i < p->count && notes < CUDNN_STRICT_DEPLOY_MAX_NOTES; ++i) {
    if (!cudnn_strict_read_note(p, i, &x, &broken))
      continue;
    cudnn_strict_put_note(w, binary, notes, p->objects[i].path, &x);
    cudnn_strict_expectation_to_report(&x, r);
    /* As the carrier's guard would word it. */
    r->built_into_library = i != 0 || !p->is_program;
    holder = cudnn_strict_exporting_holder(p, r->soname);
    if (holder < 0 ||
        !cudnn_strict_judge_linked(w, p, binary, notes, holder, 1, r)) {
      cudnn_strict_judge_note(p, i, "the guard of", how, sizeof(how), r);
      if (r->status == CUDNN_STRICT_STATUS_OK)
        cudnn_strict_judge_release(w, p, binary, notes, r);
    }
    cudnn_strict_put_outcome(w, binary, notes, r);
    verdict = cudnn_strict_worse(verdict, cudnn_strict_file_verdict(r->status));
    if (*failed < 0 &&
        cudnn_strict_file_verdict(r->status) == CUDNN_STRICT_FILE_FAIL)
      *failed = (int)r->status;
    ++notes;
  }
  free(r);
  cudnn_strict_put_long(w, binary, -1, "notes", notes);
  if (notes > 0)
    return verdict;
  if (broken == NULL) {
    verdict = cudnn_strict_judge_unnoted(w, binary, p, expect, failed, &broken);
    if (verdict != CUDNN_STRICT_FILE_CANNOT_JUDGE)
      return verdict;
  }
  cudnn_strict_put(
      w, binary, -1, "status",
      cudnn_strict_file_status_name(CUDNN_STRICT_FILE_CANNOT_JUDGE));
  cudnn_strict_put(w, binary, -1, "reason",
                   broken != NULL
                       ? broken
                       : "neither it nor a library it loads carries a "
                         "CuDNNStrict note, and it loads no libcudnn: "
                         "neither a DT_NEEDED names one nor does it name "
                         "cuDNN for a dlopen()");
  return CUDNN_STRICT_FILE_CANNOT_JUDGE;
}

/* ---- a binary without a note ------------------------------------------- */

/* The CUDA libraries whose SONAME major is the CUDA major they belong to
   (cuFFT, cuRAND, cuSOLVER and cuSPARSE number their own releases). */
static const char *const cudnn_strict_cuda_prefixes[] = {
    "libcudart.so.", "libcublas.so.", "libcublasLt.so.", "libnvrtc.so."};

/* The major of a SONAME such as libcudart.so.12 that starts with `prefix`;
   -1 for another name. */
static int cudnn_strict_soname_major(const char *name, const char *prefix) {
  size_t length = strlen(prefix);
  char *end;
  long major;
  if (strncmp(name, prefix, length) != 0 || name[length] < '0' ||
      name[length] > '9')
    return -1;
  major = strtol(name + length, &end, 10);
  return *end == '\0' && major < 1000 ? (int)major : -1;
}

/* The CUDA major the binary's own loading needs: the first CUDA library of
   cudnn_strict_cuda_prefixes among the DT_NEEDED names of the objects it
   loads, in load order, leaving out what cuDNN loads for itself.  Whether
   the loader would find that library is check.<i>.missing's matter. */
static int cudnn_strict_needed_cuda_major(const struct cudnn_strict_process *p,
                                          int cudnn, char *from, size_t size) {
  int i, j;
  size_t k;
  for (i = 0; i < p->count; ++i) {
    const struct cudnn_strict_object *o = &p->objects[i];
    if (cudnn >= 0 && cudnn_strict_loaded_for(p, i, cudnn))
      continue;
    for (j = 0; j < o->dynamic.needed_count; ++j)
      for (k = 0; k < sizeof(cudnn_strict_cuda_prefixes) /
                          sizeof(cudnn_strict_cuda_prefixes[0]);
           ++k) {
        int major = cudnn_strict_soname_major(o->dynamic.needed[j],
                                              cudnn_strict_cuda_prefixes[k]);
        if (major >= 0) {
          snprintf(from, size, "%s (needed by %s)", o->dynamic.needed[j],
                   o->path);
          return major;
        }
      }
  }
  return -1;
}

/* A libcudnn.so.<major> among the DT_NEEDED names, in load order: the
   object that needs it and the name. */
static int cudnn_strict_needed_cudnn(const struct cudnn_strict_process *p,
                                     char *soname, size_t size) {
  int i, j;
  for (i = 0; i < p->count; ++i)
    for (j = 0; j < p->objects[i].dynamic.needed_count; ++j)
      if (cudnn_strict_soname_major(p->objects[i].dynamic.needed[j],
                                    "libcudnn.so.") >= 0) {
        cudnn_strict_copy_text(soname, size, p->objects[i].dynamic.needed[j]);
        return i;
      }
  return -1;
}

/* Whether the file names cuDNN in its read-only data: a dlopen() of
   libcudnn by name, or a table of cuDNN functions to look up with
   dlsym() (as XLA's stubs hold), leaves one of these strings there.  A
   file with neither is not taken to load cuDNN. */
static int cudnn_strict_mentions_cudnn(const char *path) {
  static const char *const needles[] = {"libcudnn.so", "cudnnGetVersion"};
  struct cudnn_strict_elf e;
  int found;
  if (cudnn_strict_elf_open(path, &e) != CUDNN_STRICT_ELF_OK)
    return 0;
  found = cudnn_strict_elf_section_contains(
      &e, ".rodata", needles, sizeof(needles) / sizeof(needles[0]));
  cudnn_strict_elf_close(&e);
  return found;
}

/* Which libcudnn a binary without a note would load, and who loads it:
   one a DT_NEEDED names (by the object that needs it), else, when the
   file names cuDNN, the dlopen() of libcudnn.so.<major> by the file
   itself, searched as that dlopen() would search (the expected major, or
   9 then 8).  Returns the carrier, or -1 when the file does not load
   cuDNN. */
static int cudnn_strict_unnoted_cudnn(struct cudnn_strict_process *p,
                                      const struct cudnn_strict_version *expect,
                                      char *soname, size_t size,
                                      const char **loaded_by) {
  static const int majors[] = {9, 8};
  char file[CUDNN_STRICT_PATH_SIZE], how[CUDNN_STRICT_DEPLOY_HOW_SIZE];
  int carrier = cudnn_strict_needed_cudnn(p, soname, size);
  size_t i;
  if (carrier >= 0) {
    *loaded_by = "DT_NEEDED";
    return carrier;
  }
  if (!cudnn_strict_mentions_cudnn(p->objects[0].real))
    return -1;
  *loaded_by = "DLOPEN";
  if (expect != NULL) {
    snprintf(soname, size, "libcudnn.so.%d", expect->major);
    return 0;
  }
  for (i = 0; i < sizeof(majors) / sizeof(majors[0]); ++i) {
    snprintf(soname, size, "libcudnn.so.%d", majors[i]);
    if (cudnn_strict_search(p, 0, soname, file, sizeof(file), how, sizeof(how)))
      return 0;
  }
  snprintf(soname, size, "libcudnn.so.%d", majors[0]);
  return 0;
}

/* ---- cuDNN linked in ---------------------------------------------------- */

/* Where the checked binary carries cuDNN itself (CuDNNStrict::cudnn_static,
   or any static link of cuDNN's archives): its cuDNN is the one it runs,
   and what stays dynamic is what cuDNN opens itself at run time. */

/* How a linked-in cuDNN's release was told. */
#define CUDNN_STRICT_FROM_TEXT                                                 \
  "cuDNN's assertion text in the file's read-only data"
#define CUDNN_STRICT_FROM_NOTE                                                 \
  "the guard's note (the release it was built with: no assertion text in "     \
  "the file)"

/* Whether the ELF file `path` defines cudnnGetVersion: exported
   (`exported_only`), as the guard finds it in the process's global scope,
   or in its full symbol table too. */
static int cudnn_strict_defines_cudnn(const char *path, int exported_only) {
  struct cudnn_strict_elf e;
  int found;
  if (cudnn_strict_elf_open(path, &e) != CUDNN_STRICT_ELF_OK)
    return 0;
  found = cudnn_strict_elf_defines(&e, "cudnnGetVersion", exported_only);
  cudnn_strict_elf_close(&e);
  return found;
}

/* The object whose cuDNN the guard would judge when no shared libcudnn
   `soname` is loaded: the first, in the order of the process's global
   scope (the file, then what it needs), that exports cudnnGetVersion and
   is not one of cuDNN's own libraries; -1 for none. */
static int cudnn_strict_exporting_holder(const struct cudnn_strict_process *p,
                                         const char *soname) {
  int i;
  if (cudnn_strict_loaded_as(p, soname) >= 0)
    return -1;
  for (i = 0; i < p->count; ++i)
    if (!p->objects[i].by_guard &&
        strncmp(cudnn_strict_base_name(p->objects[i].real), "libcudnn", 8) !=
            0 &&
        cudnn_strict_defines_cudnn(p->objects[i].real, 1))
      return i;
  return -1;
}

/* What stays dynamic for a cuDNN linked into object `holder`, for this
   binary's process: what the loader must find for it (its DT_NEEDED
   libraries, zlib's libz.so.1 among them, and the driver's libcuda.so.1),
   and the libraries cuDNN opens itself that the file names (NVRTC, cuBLASLt
   where they are not linked in too), under check.<i>.note.<k>.dependency.*.
   A missing library it needs makes the note INCOMPLETE_RELEASE, with the
   probe's words as the fix. */
static void cudnn_strict_judge_linked_release(
    struct cudnn_strict_writer *w, const struct cudnn_strict_process *p,
    int binary, int note, int holder, struct cudnn_strict_report *r) {
  struct cudnn_strict_prefixed_writer prefixed;
  struct cudnn_strict_writer *pw;
  char prefix[64];
  int whole = 0;
  struct cudnn_strict_process *release =
      (struct cudnn_strict_process *)malloc(sizeof(*release));
  cudnn_strict_key(prefix, sizeof(prefix), binary, note, "");
  pw = cudnn_strict_writer_prefixed(&prefixed, w, prefix);
  prefixed.kept_key = "release.message";
  prefixed.kept = r->fix;
  prefixed.kept_size = sizeof(r->fix);
  r->fix[0] = '\0';
  if (release != NULL) {
    memcpy(release, p, sizeof(*release));
    whole = cudnn_strict_release_report_needed(pw, release, holder);
    cudnn_strict_release_report_opened(pw, release, holder, r->loaded_code,
                                       r->loaded_cudart_code);
  }
  free(release);
  if (!whole)
    r->status = CUDNN_STRICT_STATUS_INCOMPLETE_RELEASE;
}

/* Judges the cuDNN linked into object `holder` against the expectation in
   `r`: its release read from the file (cuDNN's assertion text, which its
   engines keep), else the note's built version (`noted`), as the guard
   would ask the cuDNN linked in; then what stays dynamic.  Returns 0 when
   the release cannot be told without running the file. */
static int cudnn_strict_judge_linked(struct cudnn_strict_writer *w,
                                     struct cudnn_strict_process *p, int binary,
                                     int note, int holder, int noted,
                                     struct cudnn_strict_report *r) {
  const char *from = CUDNN_STRICT_FROM_TEXT;
  long code = cudnn_strict_binary_release(p->objects[holder].real);
  /* A file that defines cuDNN's functions without carrying cuDNN's text
     and names libcudnn.so or the functions it looks up is a lazy stub that
     opens the shared library on first use (tsl's cudnn_stub.cc in
     TensorFlow and JAX): that library is judged. */
  if (code == 0 && cudnn_strict_mentions_cudnn(p->objects[holder].real))
    return 0;
  if (code == 0 && noted) {
    code = CUDNN_STRICT_ENCODE(r->built.major, r->built.minor, r->built.patch);
    from = CUDNN_STRICT_FROM_NOTE;
  }
  if (code == 0)
    return 0;
  cudnn_strict_copy_text(r->library, sizeof(r->library),
                         p->objects[holder].path);
  r->found_by = "cuDNN linked in statically";
  r->loaded_code = code;
  /* The CUDA runtime it carries is the static one of the toolkit it was
     built with. */
  r->loaded_cudart_code = r->built_cudart_code;
  cudnn_strict_put(w, binary, note, "linked_in", p->objects[holder].path);
  cudnn_strict_put(w, binary, note, "library_version_from", from);
  if (!cudnn_strict_decode(code, &r->loaded)) {
    r->status = CUDNN_STRICT_STATUS_NOT_CUDNN;
    return 1;
  }
  if (cudnn_strict_judge_versions(r))
    cudnn_strict_judge_linked_release(w, p, binary, note, holder, r);
  else
    snprintf(r->fix, sizeof(r->fix),
             "Fix: link %s again with the static archives of the cuDNN "
             "release it is built for; a shared libcudnn on the loader's "
             "path does not change the cuDNN it carries",
             cudnn_strict_base_name(p->objects[holder].path));
  return 1;
}

/* A file without a note that carries cuDNN itself: judged as a note would
   be, with the expectation it lacks made up as for one that loads
   libcudnn (--expect, or any release of the major the file carries).
   Returns the file's verdict; CANNOT_JUDGE with `*why` when cuDNN is
   linked in but its release cannot be read; -1 when no cuDNN is linked
   in. */
static int cudnn_strict_judge_unnoted_linked(
    struct cudnn_strict_writer *w, int binary, struct cudnn_strict_process *p,
    const struct cudnn_strict_deploy_expect *expect, int *failed,
    const char **why) {
  const int note = CUDNN_STRICT_DEPLOY_NO_NOTE;
  struct cudnn_strict_expectation x;
  struct cudnn_strict_version carried;
  struct cudnn_strict_report *r;
  char from[CUDNN_STRICT_ELF_NAME_SIZE + CUDNN_STRICT_PATH_SIZE + 16];
  long code = cudnn_strict_binary_release(p->objects[0].real);
  int cuda_major, verdict;
  if (code == 0 || !cudnn_strict_decode(code, &carried)) {
    /* No cuDNN code (its engines carry the assertion text), and the names
       a dlopen() or dlsym() needs: a lazy stub, such as tsl's
       cudnn_stub.cc in TensorFlow's libtensorflow_framework.so.2 and JAX's
       _versions.so, which load libcudnn by name on first use; the
       libcudnn it loads is judged. */
    if (!cudnn_strict_defines_cudnn(p->objects[0].real, 0) ||
        cudnn_strict_mentions_cudnn(p->objects[0].real))
      return -1;
    *why = "cuDNN is linked into it (it defines cudnnGetVersion), and its "
           "release cannot be read without running it: no cuDNN assertion "
           "text in its read-only data, and no CuDNNStrict note. Fix: link "
           "CuDNNStrict::guard into it, whose note records the release";
    return CUDNN_STRICT_FILE_CANNOT_JUDGE;
  }
  r = (struct cudnn_strict_report *)malloc(sizeof(*r));
  if (r == NULL)
    return CUDNN_STRICT_FILE_CANNOT_JUDGE;
  memset(&x, 0, sizeof(x));
  x.policy = CUDNN_STRICT_POLICY_COMPATIBLE;
  snprintf(x.soname, sizeof(x.soname), "libcudnn.so.%d", carried.major);
  if (expect != NULL) {
    x.built = expect->version;
    cudnn_strict_copy_text(x.version_text, sizeof(x.version_text),
                           expect->text);
  } else {
    x.built.major = carried.major;
    snprintf(x.version_text, sizeof(x.version_text), "%d.x", carried.major);
  }
  cuda_major = cudnn_strict_needed_cuda_major(p, -1, from, sizeof(from));
  if (cuda_major > 0)
    x.cudart_code = cuda_major * 1000L;
  cudnn_strict_put(w, binary, note, "carrier", p->objects[0].path);
  cudnn_strict_put(w, binary, note, "loaded_by", "LINKED_IN");
  if (expect != NULL)
    cudnn_strict_put(w, binary, note, "expected_version", expect->text);
  cudnn_strict_put(w, binary, note, "policy",
                   cudnn_strict_policy_name(x.policy));
  if (cuda_major > 0) {
    cudnn_strict_put_long(w, binary, note, "cuda_major", cuda_major);
    cudnn_strict_put(w, binary, note, "cuda_major_from", from);
  }
  cudnn_strict_expectation_to_report(&x, r);
  r->built_into_library = !p->is_program;
  cudnn_strict_judge_linked(w, p, binary, note, 0, 0, r);
  cudnn_strict_put_outcome(w, binary, note, r);
  verdict = (int)cudnn_strict_file_verdict(r->status);
  if (*failed < 0 && verdict == CUDNN_STRICT_FILE_FAIL)
    *failed = (int)r->status;
  free(r);
  return verdict;
}

/* A binary without a note that loads cuDNN is judged as a note would be,
   with the expectation it lacks made up: the version --expect gives (the
   rule then decides), or any release of the SONAME's major (only the CUDA
   major, the known-bad table and the release decide); the CUDA major of
   the CUDA libraries it needs.  Reported under check.<i>.cudnn.*.
   Returns the file's verdict, or CANNOT_JUDGE when it loads no cuDNN. */
static enum cudnn_strict_verdict_of_file
cudnn_strict_judge_unnoted(struct cudnn_strict_writer *w, int binary,
                           struct cudnn_strict_process *p,
                           const struct cudnn_strict_deploy_expect *expect,
                           int *failed, const char **why) {
  const int note = CUDNN_STRICT_DEPLOY_NO_NOTE;
  struct cudnn_strict_expectation x;
  struct cudnn_strict_report *r;
  char how[CUDNN_STRICT_DEPLOY_HOW_SIZE];
  char from[CUDNN_STRICT_ELF_NAME_SIZE + CUDNN_STRICT_PATH_SIZE + 16];
  const char *loaded_by = "";
  enum cudnn_strict_verdict_of_file verdict;
  int carrier, cuda_major;
  memset(&x, 0, sizeof(x));
  /* A libcudnn a DT_NEEDED names is the one it runs; else one linked in. */
  if (cudnn_strict_needed_cudnn(p, x.soname, sizeof(x.soname)) < 0) {
    int linked =
        cudnn_strict_judge_unnoted_linked(w, binary, p, expect, failed, why);
    if (linked >= 0)
      return (enum cudnn_strict_verdict_of_file)linked;
  }
  carrier =
      cudnn_strict_unnoted_cudnn(p, expect != NULL ? &expect->version : NULL,
                                 x.soname, sizeof(x.soname), &loaded_by);
  if (carrier < 0)
    return CUDNN_STRICT_FILE_CANNOT_JUDGE;
  r = (struct cudnn_strict_report *)malloc(sizeof(*r));
  if (r == NULL)
    return CUDNN_STRICT_FILE_CANNOT_JUDGE;
  x.policy = CUDNN_STRICT_POLICY_COMPATIBLE;
  if (expect != NULL) {
    x.built = expect->version;
    cudnn_strict_copy_text(x.version_text, sizeof(x.version_text),
                           expect->text);
  } else {
    x.built.major = cudnn_strict_soname_major(x.soname, "libcudnn.so.");
    snprintf(x.version_text, sizeof(x.version_text), "%d.x", x.built.major);
  }
  cuda_major = cudnn_strict_needed_cuda_major(
      p, cudnn_strict_loaded_as(p, x.soname), from, sizeof(from));
  if (cuda_major > 0)
    x.cudart_code = cuda_major * 1000L;
  cudnn_strict_put(w, binary, note, "carrier", p->objects[carrier].path);
  cudnn_strict_put(w, binary, note, "loaded_by", loaded_by);
  cudnn_strict_put(w, binary, note, "soname", x.soname);
  if (expect != NULL)
    cudnn_strict_put(w, binary, note, "expected_version", expect->text);
  /* What the rule compares with: --expect, or the SONAME's major ("9.x"),
     in the words of the message. */
  cudnn_strict_put(w, binary, note, "built_version", x.version_text);
  cudnn_strict_put(w, binary, note, "policy",
                   cudnn_strict_policy_name(x.policy));
  if (cuda_major > 0) {
    cudnn_strict_put_long(w, binary, note, "cuda_major", cuda_major);
    cudnn_strict_put(w, binary, note, "cuda_major_from", from);
  }
  cudnn_strict_expectation_to_report(&x, r);
  r->built_into_library = carrier != 0 || !p->is_program;
  cudnn_strict_judge_note(p, carrier, "a dlopen() in", how, sizeof(how), r);
  if (r->status == CUDNN_STRICT_STATUS_OK)
    cudnn_strict_judge_release(w, p, binary, note, r);
  cudnn_strict_put_outcome(w, binary, note, r);
  verdict = cudnn_strict_file_verdict(r->status);
  if (*failed < 0 && verdict == CUDNN_STRICT_FILE_FAIL)
    *failed = (int)r->status;
  free(r);
  return verdict;
}

static enum cudnn_strict_verdict_of_file cudnn_strict_check_file(
    struct cudnn_strict_writer *w, int binary, const char *file,
    const struct cudnn_strict_ld_cache *cache,
    const struct cudnn_strict_deploy_expect *expect, int *failed) {
  char real[PATH_MAX];
  struct cudnn_strict_elf e;
  struct cudnn_strict_process *p;
  struct stat st;
  enum cudnn_strict_verdict_of_file verdict;
  cudnn_strict_put(w, binary, -1, "file", file);
  if (realpath(file, real) == NULL) {
    cudnn_strict_put(w, binary, -1, "status", "UNREADABLE");
    cudnn_strict_put(w, binary, -1, "reason", strerror(errno));
    return CUDNN_STRICT_FILE_CANNOT_JUDGE;
  }
  cudnn_strict_put(w, binary, -1, "path", real);
  if (!cudnn_strict_open_checked(w, binary, real, &e))
    return CUDNN_STRICT_FILE_CANNOT_JUDGE;
  cudnn_strict_put(w, binary, -1, "kind",
                   cudnn_strict_elf_is_program(&e) ? "program" : "library");
  p = (struct cudnn_strict_process *)calloc(1, sizeof(*p));
  if (p == NULL) {
    cudnn_strict_elf_close(&e);
    return CUDNN_STRICT_FILE_CANNOT_JUDGE;
  }
  p->machine = e.machine;
  p->is_program = cudnn_strict_elf_is_program(&e);
  p->cache = cache;
  /* A set-user-ID program runs without LD_LIBRARY_PATH. */
  p->set_user_id = fstat(e.fd, &st) == 0 && (st.st_mode & S_ISUID);
  p->ld_library_path = p->set_user_id ? NULL : getenv("LD_LIBRARY_PATH");
  cudnn_strict_elf_close(&e);
  cudnn_strict_add_object(p, file, "", -1, "");
  cudnn_strict_copy_text(p->objects[0].real, sizeof(p->objects[0].real), real);
  cudnn_strict_load_all(p);
  cudnn_strict_put_missing(w, binary, p);
  verdict = cudnn_strict_judge_notes(w, binary, p, expect, failed);
  if (verdict != CUDNN_STRICT_FILE_CANNOT_JUDGE)
    cudnn_strict_put(w, binary, -1, "status",
                     cudnn_strict_file_status_name(verdict));
  free(p);
  return verdict;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_check_binaries(struct cudnn_strict_writer *w, int count,
                            char **files,
                            const struct cudnn_strict_deploy_expect *expect) {
  static const int exit_status[] = {
      CUDNN_STRICT_FILE_VERDICT_MAP(CUDNN_STRICT_FILE_EXIT)};
  enum cudnn_strict_verdict_of_file worst = CUDNN_STRICT_FILE_PASS;
  struct cudnn_strict_ld_cache cache;
  int i, failed = -1;
  cudnn_strict_ld_cache_load(&cache);
  cudnn_strict_write_long(w, "check.binaries", count);
  for (i = 0; i < count; ++i)
    worst = cudnn_strict_worse(
        worst,
        cudnn_strict_check_file(w, i, files[i], &cache, expect, &failed));
  cudnn_strict_write_text(
      w, "check.status",
      cudnn_strict_file_status_name(worst == CUDNN_STRICT_FILE_PASS
                                        ? CUDNN_STRICT_FILE_PASS
                                        : CUDNN_STRICT_FILE_FAIL));
  cudnn_strict_ld_cache_free(&cache);
  /* A failing file exits as its outcome does (1, 6 or 7). */
  if (worst == CUDNN_STRICT_FILE_FAIL && failed >= 0)
    return cudnn_strict_status_exit(failed);
  if (worst == CUDNN_STRICT_FILE_NOT_LOADABLE)
    return cudnn_strict_status_exit(CUDNN_STRICT_STATUS_NOT_FOUND);
  return exit_status[worst];
}

#endif /* !_WIN32 */

/* Outside the ELF part: the Windows build parses --expect the same way. */
#include "cudnn_strict_deploy.h"

#include <stdio.h>

CUDNN_STRICT_INTERNAL int
cudnn_strict_parse_expected(const char *text,
                            struct cudnn_strict_version *out) {
  char end;
  int n;
  out->patch = 0;
  n = sscanf(text, "%d.%d.%d%c", &out->major, &out->minor, &out->patch, &end);
  if (n != 2 && n != 3)
    return 0;
  if (n == 2 && sscanf(text, "%d.%d%c", &out->major, &out->minor, &end) != 2)
    return 0;
  return out->major > 0 && out->minor >= 0 && out->patch >= 0;
}
