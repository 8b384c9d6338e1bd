/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The CuDNNStrict runtime guard: see cudnn_strict.h.
 *
 * The versions, the rule and the policy come from cudnn_strict_version.h and
 * the configure-time facts from the generated cudnn_strict_config.h; this
 * file only finds the library, asks it, and words the answer.  It uses the
 * loader (dlopen/dlsym), never a link to cuDNN, so that a missing or wrong
 * library is reported here rather than by the loader.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict.h"
#include "cudnn_strict_config.h"
#include "cudnn_strict_judge.h"
#include "cudnn_strict_known_bad.h"
#include "cudnn_strict_ld_cache.h"
#include "cudnn_strict_library_file.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_message.h"
#include "cudnn_strict_note.h"
#include "cudnn_strict_process.h"
#include "cudnn_strict_version.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(_WIN32)
#include <io.h>
#include <process.h>
#else
#include <pthread.h>
#include <unistd.h>
#endif

/* Before the module's other constructors (C++ static initializers among
   them), which may already call cuDNN; 101 is the first priority that is
   not reserved for the implementation. */
#define CUDNN_STRICT_GUARD_PRIORITY 101

/* Enough for the message and its fix with five long paths; a longer one
   is cut. */
#define CUDNN_STRICT_GUARD_MESSAGE_SIZE 24576

/* What the start-up check does, as CUDNN_STRICT_GUARD spells it.  verbose:
   the configured action on a failure (warn where it is off), and one line
   on stderr when the check passes. */
#define CUDNN_STRICT_ACTION_MAP(XX)                                            \
  XX(OFF, "off")                                                               \
  XX(WARN, "warn")                                                             \
  XX(ABORT, "abort")                                                           \
  XX(VERBOSE, "verbose")

#define CUDNN_STRICT_ACTION_ENUMERATOR(name, text) CUDNN_STRICT_ACTION_##name,
enum cudnn_strict_action {
  CUDNN_STRICT_ACTION_MAP(CUDNN_STRICT_ACTION_ENUMERATOR)
      CUDNN_STRICT_ACTION_UNKNOWN /* also the count */
};
#undef CUDNN_STRICT_ACTION_ENUMERATOR

/* ---- the note --------------------------------------------------------- */

/* The CUDA runtime the build uses: the toolkit's, or, without a toolkit at
   configure time, the one the configured cuDNN was built for. */
#define CUDNN_STRICT_GUARD_CUDART_CODE                                         \
  (CUDNN_STRICT_CONFIG_TOOLKIT_CUDART_CODE != 0                                \
       ? CUDNN_STRICT_CONFIG_TOOLKIT_CUDART_CODE                               \
       : CUDNN_STRICT_CONFIG_CUDNN_CUDART_CODE)

#define CUDNN_STRICT_GUARD_NOTE_DIR_SIZE                                       \
  CUDNN_STRICT_NOTE_ALIGN(sizeof(CUDNN_STRICT_CONFIG_LIBRARY_DIR))
#define CUDNN_STRICT_GUARD_NOTE_FEATURES_SIZE                                  \
  CUDNN_STRICT_NOTE_ALIGN(sizeof(CUDNN_STRICT_CONFIG_FEATURES))
#define CUDNN_STRICT_GUARD_NOTE_PLAN_SIZE                                      \
  CUDNN_STRICT_NOTE_ALIGN(sizeof(CUDNN_STRICT_CONFIG_SEARCH_PLAN))

struct cudnn_strict_guard_note {
  struct cudnn_strict_note_head head;
  struct cudnn_strict_note_fixed fixed;
  char library_dir[CUDNN_STRICT_GUARD_NOTE_DIR_SIZE];
  char features[CUDNN_STRICT_GUARD_NOTE_FEATURES_SIZE];
  char search_plan[4]; /* "": format 3's plan field, which readers skip */
  char shared_plan[CUDNN_STRICT_GUARD_NOTE_PLAN_SIZE];
};

/* The expectation, for cudnn-strict-probe --check-binary.  An allocated
   note section: the linker keeps it (used, and SHT_NOTE sections survive
   --gc-sections) and strip leaves it, as it is part of the loaded image.
   Every field is four-byte sized, so the struct has no padding. */
static const struct cudnn_strict_guard_note cudnn_strict_note
    CUDNN_STRICT_NOTE_PLACEMENT = {
        {sizeof(CUDNN_STRICT_NOTE_OWNER),
         (unsigned int)(sizeof(struct cudnn_strict_note_fixed) +
                        CUDNN_STRICT_GUARD_NOTE_DIR_SIZE +
                        CUDNN_STRICT_GUARD_NOTE_FEATURES_SIZE + 4 +
                        CUDNN_STRICT_GUARD_NOTE_PLAN_SIZE),
         CUDNN_STRICT_NOTE_TYPE, CUDNN_STRICT_NOTE_OWNER},
        {CUDNN_STRICT_NOTE_FORMAT, (unsigned int)CUDNN_STRICT_CONFIG_CODE,
         CUDNN_STRICT_CONFIG_MAJOR, CUDNN_STRICT_CONFIG_MINOR,
         CUDNN_STRICT_CONFIG_PATCH,
         (unsigned int)CUDNN_STRICT_GUARD_CUDART_CODE,
         CUDNN_STRICT_CONFIG_POLICY, CUDNN_STRICT_CONFIG_SONAME},
        CUDNN_STRICT_CONFIG_LIBRARY_DIR,
        CUDNN_STRICT_CONFIG_FEATURES,
        "",
        CUDNN_STRICT_CONFIG_SEARCH_PLAN};

/* C99 has no static assertion: a negative array size stops the compile
   when the layout of cudnn_strict_note.h is not what the struct gives. */
typedef char cudnn_strict_note_layout_check
    [sizeof(struct cudnn_strict_note_fixed) == CUDNN_STRICT_NOTE_FIXED_SIZE &&
             sizeof(struct cudnn_strict_note_head) == 24
         ? 1
         : -1];

/* ---- the check -------------------------------------------------------- */

static struct cudnn_strict_version cudnn_strict_built_version(void) {
  struct cudnn_strict_version v;
  v.major = CUDNN_STRICT_CONFIG_MAJOR;
  v.minor = CUDNN_STRICT_CONFIG_MINOR;
  v.patch = CUDNN_STRICT_CONFIG_PATCH;
  return v;
}

/* The policy was validated at configure time; should the text still not
   parse, the strictest policy is the safe reading. */
static enum cudnn_strict_policy cudnn_strict_built_policy(void) {
  enum cudnn_strict_policy policy = CUDNN_STRICT_POLICY_EXACT;
  if (!cudnn_strict_parse_policy(CUDNN_STRICT_CONFIG_POLICY, &policy))
    policy = CUDNN_STRICT_POLICY_EXACT;
  return policy;
}

static void
cudnn_strict_record_library(struct cudnn_strict_report *r,
                            const struct cudnn_strict_library *lib) {
  cudnn_strict_copy_text(r->library, sizeof(r->library), lib->path);
  r->found_by = cudnn_strict_origin_words(lib->origin);
  r->library_in_ld_library_path =
      cudnn_strict_directory_in_ld_library_path(lib->path);
  r->library_beside_program =
      cudnn_strict_library_beside_program(lib->path, NULL);
  r->library_in_ld_preload =
      cudnn_strict_file_in_ld_preload(r->library, r->soname);
}

/* Reads the library's own version.  Returns 0 (and sets NOT_CUDNN) when
   it has none that decodes. */
static int cudnn_strict_read_versions(struct cudnn_strict_report *r,
                                      const struct cudnn_strict_library *lib) {
  if (!cudnn_strict_ask_versions(lib->handle, &r->loaded_code,
                                 &r->loaded_cudart_code)) {
    r->status = CUDNN_STRICT_STATUS_NOT_CUDNN;
    cudnn_strict_copy_text(r->detail, sizeof(r->detail),
                           "it has no cudnnGetVersion symbol");
    return 0;
  }
  if (!cudnn_strict_decode(r->loaded_code, &r->loaded)) {
    r->status = CUDNN_STRICT_STATUS_NOT_CUDNN;
    snprintf(r->detail, sizeof(r->detail),
             "its cudnnGetVersion() returned %lu, which is not a cuDNN "
             "version code",
             (unsigned long)r->loaded_code);
    return 0;
  }
  return 1;
}

static void cudnn_strict_judge(struct cudnn_strict_report *r) {
  char directory[CUDNN_STRICT_PATH_SIZE];
  cudnn_strict_judge_versions(r);
  /* Before the versions' verdict stands: cuDNN 9's libcudnn answers
     cudnnGetVersion() through a libcudnn_graph it loads by name, so with
     one from another directory loaded the version read is that file's,
     and the fix is to stop loading it. */
  cudnn_strict_dirname(r->library, directory, sizeof(directory));
  if (cudnn_strict_find_foreign_sublibrary(directory, r->foreign_sublibrary,
                                           sizeof(r->foreign_sublibrary))) {
    r->status = CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES;
    r->foreign_in_ld_library_path =
        cudnn_strict_directory_in_ld_library_path(r->foreign_sublibrary);
  }
}

/* What the build expects.  The configured directory, features and search
   plan are read from the note: a second copy of their text would be
   carried for nothing. */
static void cudnn_strict_expect(struct cudnn_strict_report *r) {
  memset(r, 0, sizeof(*r));
  r->built = cudnn_strict_built_version();
  r->policy = cudnn_strict_built_policy();
  r->built_cudart_code = CUDNN_STRICT_GUARD_CUDART_CODE;
  r->verdict = CUDNN_STRICT_NOT_A_VERSION;
  r->known_bad = -1;
  /* Validated at configure time. */
  (void)cudnn_strict_parse_features(cudnn_strict_note.features, &r->features,
                                    NULL, 0);
  r->found_by = "not found";
  r->secure_process = cudnn_strict_secure_process();
  cudnn_strict_copy_text(r->built_version, sizeof(r->built_version),
                         CUDNN_STRICT_CONFIG_VERSION);
  cudnn_strict_copy_text(r->soname, sizeof(r->soname),
                         CUDNN_STRICT_CONFIG_SONAME);
  cudnn_strict_real_directory(cudnn_strict_note.library_dir,
                              r->built_library_dir,
                              sizeof(r->built_library_dir));
  r->built_library_unchecked = !CUDNN_STRICT_CONFIG_LIBRARY_CHECKED;
  /* "": the note's plan is written for --check-binary, which searches;
     the guard does not. */
  r->search_plan = cudnn_strict_note.search_plan;
  r->built_into_library = !cudnn_strict_address_in_program(&cudnn_strict_note);
}

/* Never from the current directory: where LD_LIBRARY_PATH has an empty or
   relative entry, the loader's search could take libcudnn from wherever
   the process was started, so only absolute places are looked at.  (The
   Windows search of cudnn_strict_library_open never looks there either,
   although Windows itself searches relative PATH entries.) */
static int cudnn_strict_open_cudnn(struct cudnn_strict_library *lib,
                                   struct cudnn_strict_report *r) {
  const char *search_path = cudnn_strict_search_path();
  if (cudnn_strict_path_list_has_relative(search_path))
    return cudnn_strict_library_open_absolute(
        CUDNN_STRICT_CONFIG_SONAME, search_path, cudnn_strict_note.library_dir,
        lib, r->detail, sizeof(r->detail));
  return cudnn_strict_library_open(CUDNN_STRICT_CONFIG_SONAME, lib, r->detail,
                                   sizeof(r->detail));
}

/* The file the loader's search would map, read before dlopen() maps it: a
   truncated libcudnn (an interrupted copy) kills the process that maps it
   with SIGBUS, and a text file or an empty one is refused with words that
   do not name it.  The search follows the loader's directories for this
   object, with the ld.so cache where the loader reads it (or the absolute
   ones cudnn_strict_open_cudnn keeps).  Returns 1, with
   the report filled in, when the loader would not load the file. */
static int cudnn_strict_unloadable(struct cudnn_strict_report *r) {
  char list[2 * CUDNN_STRICT_PATH_SIZE], why[256];
  const char *search_path = cudnn_strict_search_path();
  /* The absolute search (relative entries) reads no cache. */
  const int relative = cudnn_strict_path_list_has_relative(search_path);
  struct cudnn_strict_ld_cache cache;
  enum cudnn_strict_load load;
  size_t used;
  if (cudnn_strict_library_is_loaded(CUDNN_STRICT_CONFIG_SONAME))
    return 0;
  memset(&cache, 0, sizeof(cache));
  if (relative)
    snprintf(list, sizeof(list), "%s:%s", search_path,
             cudnn_strict_note.library_dir);
  else if (!cudnn_strict_loader_search_dirs(&cudnn_strict_note, list,
                                            sizeof(list)))
    return 0;
  load = cudnn_strict_library_file_first(list, CUDNN_STRICT_CONFIG_SONAME,
                                         relative ? NULL : &cache, r->library,
                                         sizeof(r->library), why, sizeof(why));
  if (!relative)
    cudnn_strict_ld_cache_free(&cache);
  if (load != CUDNN_STRICT_LOAD_FAIL && load != CUDNN_STRICT_LOAD_CRASH) {
    r->library[0] = '\0';
    return 0;
  }
  r->status = CUDNN_STRICT_STATUS_NOT_FOUND;
  /* The file, then why: a long path cuts the reason, not the name. */
  cudnn_strict_copy_text(r->detail, sizeof(r->detail), r->library);
  used = strlen(r->detail);
  if (used + 1 < sizeof(r->detail)) {
    r->detail[used++] = ' ';
    cudnn_strict_copy_text(r->detail + used, sizeof(r->detail) - used, why);
  }
  r->library[0] = '\0';
  return 1;
}

/* A program with cuDNN linked in (CuDNNStrict::cudnn_static) answers for
   itself: its cuDNN is the one it runs, and a shared libcudnn the loader
   would find is not loaded.  The static target exports cudnnGetVersion
   (and keeps it, --undefined), so that the process's global scope holds it
   while no shared libcudnn is loaded.  (Not a weak reference: a unit that
   also calls cuDNN would make every one of its references weak, and a
   linker with --as-needed would then drop libcudnn.)  Returns 1 when that
   is so, with the versions read into `r`. */
static int cudnn_strict_linked_cudnn(struct cudnn_strict_report *r) {
  cudnn_strict_size_fn get_version, get_cudart;
  if (cudnn_strict_library_is_loaded(CUDNN_STRICT_CONFIG_SONAME) ||
      (get_version = cudnn_strict_global_function("cudnnGetVersion")) == NULL)
    return 0;
  get_cudart = cudnn_strict_global_function("cudnnGetCudartVersion");
  r->loaded_code = (long)get_version();
  r->loaded_cudart_code =
      get_cudart != NULL ? cudnn_strict_cudart_answer(get_cudart()) : 0;
  cudnn_strict_copy_text(r->library, sizeof(r->library),
                         r->built_into_library ? "this library"
                                               : "this program");
  r->found_by = "cuDNN linked in statically";
  return 1;
}

#if !defined(_WIN32)
/* What the guard leaves to cudnn-strict-probe --check-binary, named with
   the real path of the program or shared library that holds the guard:
   the search of this machine for a cuDNN that would do, which loads every
   copy it finds (a program's start-up should not pay that) and would be a
   fifth of what the guard adds to every program; and the fix for a mix
   of sub-libraries, which names the install to take away.  (Not on
   Windows, where the search reads no candidate: the message's own fix
   names the build's directory.) */
static void cudnn_strict_point_to_probe(struct cudnn_strict_report *r) {
  /* dladdr() names a program by its argv[0], which may be relative: the
     program's real path comes from /proc, where /proc is mounted. */
  const char *file = "/proc/self/exe";
  char resolved[PATH_MAX];
  Dl_info info;
  struct link_map *map;
  /* dladdr1(), which the guard calls anyway (cudnn_strict_global_function). */
  const int named =
      dladdr1(&cudnn_strict_note, &info, (void **)&map, RTLD_DL_LINKMAP) != 0 &&
      info.dli_fname != NULL && info.dli_fname[0] != '\0';
  if (r->built_into_library && named)
    file = info.dli_fname;
  if (realpath(file, resolved) != NULL)
    file = resolved;
  else if (named)
    file = info.dli_fname;
  snprintf(r->fix, sizeof(r->fix),
           "For a fix, run cudnn-strict-probe --check-binary %s.", file);
}
#endif

static void cudnn_strict_examine(struct cudnn_strict_report *r) {
  struct cudnn_strict_library lib;
  cudnn_strict_expect(r);
  if (cudnn_strict_linked_cudnn(r)) {
    if (cudnn_strict_decode(r->loaded_code, &r->loaded))
      cudnn_strict_judge_versions(r);
    else
      r->status = CUDNN_STRICT_STATUS_NOT_CUDNN;
    return;
  }
  if (cudnn_strict_unloadable(r)) {
    /* r holds why. */
  } else if (!cudnn_strict_open_cudnn(&lib, r)) {
    r->status = CUDNN_STRICT_STATUS_NOT_FOUND;
  } else {
    cudnn_strict_record_library(r, &lib);
    if (cudnn_strict_read_versions(r, &lib))
      cudnn_strict_judge(r);
    cudnn_strict_library_close(&lib);
  }
#if !defined(_WIN32)
  if (r->status != CUDNN_STRICT_STATUS_OK)
    cudnn_strict_point_to_probe(r);
#endif
}

/* The outcome, written once under pthread_once (InitOnceExecuteOnce on
   Windows) and only read afterwards.  Not a whole report, nor a buffer for
   a path: either would be most of what the guard adds to every program
   (over 20 KiB, or 4 KiB), and a check that passes fills only the
   library's path.  A pass keeps what cudnn_strict_expect cannot give
   again, the path in an allocated copy of its length; a failure keeps an
   allocated copy of its whole report. */
static struct cudnn_strict_passed {
  struct cudnn_strict_version loaded;
  long loaded_code;
  long loaded_cudart_code;
  const char *found_by;
  int library_in_ld_library_path;
  int library_beside_program;
  int library_in_ld_preload;
  char *library; /* NULL when memory was short */
} cudnn_strict_passed;
static struct cudnn_strict_report *cudnn_strict_failed;
/* The status, which a failure whose copy could not be allocated keeps. */
static enum cudnn_strict_status cudnn_strict_outcome;

/* Examines on the stack of the first caller (the constructor, or the
   thread that calls cudnn_strict_check first). */
static void cudnn_strict_examine_once_body(void) {
  struct cudnn_strict_report r;
  struct cudnn_strict_passed *p = &cudnn_strict_passed;
  size_t length;
  cudnn_strict_examine(&r);
  cudnn_strict_outcome = r.status;
  if (r.status != CUDNN_STRICT_STATUS_OK) {
    cudnn_strict_failed =
        (struct cudnn_strict_report *)malloc(sizeof(*cudnn_strict_failed));
    if (cudnn_strict_failed != NULL)
      *cudnn_strict_failed = r;
    return;
  }
  p->loaded = r.loaded;
  p->loaded_code = r.loaded_code;
  p->loaded_cudart_code = r.loaded_cudart_code;
  p->found_by = r.found_by;
  p->library_in_ld_library_path = r.library_in_ld_library_path;
  p->library_beside_program = r.library_beside_program;
  p->library_in_ld_preload = r.library_in_ld_preload;
  length = strlen(r.library) + 1;
  p->library = (char *)malloc(length);
  if (p->library != NULL)
    memcpy(p->library, r.library, length);
}

#if defined(_WIN32)
static INIT_ONCE cudnn_strict_once = INIT_ONCE_STATIC_INIT;

static BOOL CALLBACK cudnn_strict_examine_once(PINIT_ONCE once, PVOID unused,
                                               PVOID *context) {
  (void)once;
  (void)unused;
  (void)context;
  cudnn_strict_examine_once_body();
  return TRUE;
}

static void cudnn_strict_run_once(void) {
  InitOnceExecuteOnce(&cudnn_strict_once, cudnn_strict_examine_once, NULL,
                      NULL);
}
#else
static pthread_once_t cudnn_strict_once = PTHREAD_ONCE_INIT;

static void cudnn_strict_run_once(void) {
  pthread_once(&cudnn_strict_once, cudnn_strict_examine_once_body);
}
#endif

/* Checks once and writes the report into `r`. */
static void cudnn_strict_checked(struct cudnn_strict_report *r) {
  const struct cudnn_strict_passed *p = &cudnn_strict_passed;
  cudnn_strict_run_once();
  if (cudnn_strict_failed != NULL) {
    *r = *cudnn_strict_failed;
    return;
  }
  cudnn_strict_expect(r);
  r->status = cudnn_strict_outcome;
  if (r->status != CUDNN_STRICT_STATUS_OK)
    return;
  r->verdict = CUDNN_STRICT_COMPATIBLE;
  r->loaded = p->loaded;
  r->loaded_code = p->loaded_code;
  r->loaded_cudart_code = p->loaded_cudart_code;
  r->found_by = p->found_by;
  r->library_in_ld_library_path = p->library_in_ld_library_path;
  r->library_beside_program = p->library_beside_program;
  r->library_in_ld_preload = p->library_in_ld_preload;
  cudnn_strict_copy_text(r->library, sizeof(r->library), p->library);
}

int cudnn_strict_check(struct cudnn_strict_report *out) {
  if (out != NULL) {
    cudnn_strict_checked(out);
    return (int)out->status;
  }
  cudnn_strict_run_once();
  return (int)cudnn_strict_outcome;
}

/* ---- the start-up check ----------------------------------------------- */

/* The actions' names, one string: "off\0warn\0abort\0verbose\0" (a table
   of pointers would cost a relocation each in every guarded program). */
#define CUDNN_STRICT_ACTION_TEXT(name, text) text "\0"
static const char cudnn_strict_action_texts[] =
    CUDNN_STRICT_ACTION_MAP(CUDNN_STRICT_ACTION_TEXT);
#undef CUDNN_STRICT_ACTION_TEXT

/* The valid choices as the warning lists them: "off, warn, abort, verbose",
   after the first ", ". */
#define CUDNN_STRICT_ACTION_LISTED(name, text) ", " text
static const char cudnn_strict_action_list[] =
    CUDNN_STRICT_ACTION_MAP(CUDNN_STRICT_ACTION_LISTED);
#undef CUDNN_STRICT_ACTION_LISTED

/* Case-insensitive, one of CUDNN_STRICT_ACTION_MAP; NULL or "" is no
   choice. */
static enum cudnn_strict_action cudnn_strict_parse_action(const char *text) {
  const char *name = cudnn_strict_action_texts;
  size_t i;
  if (text == NULL || text[0] == '\0')
    return CUDNN_STRICT_ACTION_UNKNOWN;
  for (i = 0; i < (size_t)CUDNN_STRICT_ACTION_UNKNOWN;
       ++i, name += strlen(name) + 1)
    if (cudnn_strict_ascii_iequal(text, name))
      return (enum cudnn_strict_action)i;
  return CUDNN_STRICT_ACTION_UNKNOWN;
}

#if defined(_WIN32)
/* The CRT's descriptor 2; write() counts in unsigned int there. */
#define CUDNN_STRICT_STDERR 2
typedef int cudnn_strict_ssize;
#define cudnn_strict_write(fd, text, length)                                   \
  _write(fd, text, (unsigned int)(length))
#else
#define CUDNN_STRICT_STDERR STDERR_FILENO
typedef ssize_t cudnn_strict_ssize;
#define cudnn_strict_write(fd, text, length) write(fd, text, length)
#endif

static void cudnn_strict_write_stderr(const char *text, size_t length) {
  while (length > 0) {
    cudnn_strict_ssize n =
        cudnn_strict_write(CUDNN_STRICT_STDERR, text, length);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return;
    text += n;
    length -= (size_t)n;
  }
}

/* The action on a failure, unless CUDNN_STRICT_GUARD overrides it; sets
 *verbose when a pass is to be reported too. */
static enum cudnn_strict_action cudnn_strict_chosen_action(int *verbose) {
  const char *choice = secure_getenv("CUDNN_STRICT_GUARD");
  enum cudnn_strict_action action = cudnn_strict_parse_action(choice);
  *verbose = action == CUDNN_STRICT_ACTION_VERBOSE;
  if (action != CUDNN_STRICT_ACTION_UNKNOWN && !*verbose)
    return action;
  if (action == CUDNN_STRICT_ACTION_UNKNOWN && choice != NULL &&
      choice[0] != '\0') {
    /* One write(), so that lines of several processes or threads do not
       interleave; a long value is cut. */
    char line[512];
    int n = snprintf(line, sizeof(line),
                     "cudnn-strict: ignoring CUDNN_STRICT_GUARD=%s (valid: "
                     "%s)\n",
                     choice, cudnn_strict_action_list + 2);
    if (n > 0)
      cudnn_strict_write_stderr(
          line, (size_t)n < sizeof(line) ? (size_t)n : sizeof(line) - 1);
  }
  action = cudnn_strict_parse_action(CUDNN_STRICT_CONFIG_GUARD_ACTION);
  if (action == CUDNN_STRICT_ACTION_VERBOSE) {
    *verbose = 1;
    action = CUDNN_STRICT_ACTION_ABORT;
  }
  if (action == CUDNN_STRICT_ACTION_UNKNOWN)
    action = CUDNN_STRICT_ACTION_ABORT;
  /* Asked to say how the check went: it runs, whatever the build says. */
  if (*verbose && action == CUDNN_STRICT_ACTION_OFF)
    action = CUDNN_STRICT_ACTION_WARN;
  return action;
}

/* The one line CUDNN_STRICT_GUARD=verbose adds when the check passes: the
   loaded file, its version, and the build's. */
static void cudnn_strict_report_pass(const struct cudnn_strict_report *r) {
  char message[CUDNN_STRICT_REPORT_PATH_SIZE + 512];
  size_t length = cudnn_strict_format_report(r, message, sizeof(message) - 1);
  if (length >= sizeof(message) - 1)
    length = sizeof(message) - 2;
  message[length] = '\n';
  cudnn_strict_write_stderr(message, length + 1);
}

static void cudnn_strict_report_failure(const struct cudnn_strict_report *r,
                                        enum cudnn_strict_action action) {
  char message[CUDNN_STRICT_GUARD_MESSAGE_SIZE];
  static const char warn_tail[] =
      " Continuing anyway (CUDNN_STRICT_GUARD=warn).\n";
  static const char abort_tail[] =
      " Stopping; CUDNN_STRICT_GUARD=warn lets the program run anyway.\n";
  /* Secure mode ignores the environment: no variable lets it run. */
  static const char secure_abort_tail[] =
      " Stopping (this set-user-ID or set-group-ID program ignores "
      "CUDNN_STRICT_GUARD).\n";
  const char *tail = action == CUDNN_STRICT_ACTION_WARN ? warn_tail
                     : r->secure_process                ? secure_abort_tail
                                                        : abort_tail;
  size_t tail_length = strlen(tail);
  size_t room = sizeof(message) - tail_length;
  size_t length = cudnn_strict_format_report(r, message, room);
  if (length >= room)
    length = room - 1;
  memcpy(message + length, tail, tail_length + 1);
  cudnn_strict_write_stderr(message, length + tail_length);
}

/*
 * When the check runs.  GCC and Clang (Linux, MinGW): a constructor, which
 * the C runtime calls before main (MinGW: from its __main, before C++
 * static constructors of priority 65535).  MSVC: a pointer in the
 * .CRT$XCT section, which the CRT calls with the C++ initializers of
 * .CRT$XCU after it, in section-name order (untested: this project builds
 * on Windows only with MinGW).
 *
 * Windows DLLs: the CRT runs a DLL's initializers inside its
 * DLL_PROCESS_ATTACH, under the loader lock, where LoadLibrary must not be
 * called; a guard built into a DLL therefore does not check at load time,
 * and the DLL calls cudnn_strict_check() itself (see cudnn_strict.h).
 */
static void cudnn_strict_check_at_startup(void);
#if defined(_MSC_VER) && !defined(__clang__)
#pragma section(".CRT$XCT", read)
__declspec(allocate(".CRT$XCT")) static void (*const cudnn_strict_startup)(
    void) = cudnn_strict_check_at_startup;
#else
__attribute__((constructor(CUDNN_STRICT_GUARD_PRIORITY)))
#endif
static void cudnn_strict_check_at_startup(void) {
  int verbose;
  enum cudnn_strict_action action = cudnn_strict_chosen_action(&verbose);
  struct cudnn_strict_report report;
  if (action == CUDNN_STRICT_ACTION_OFF)
    return;
#if defined(_WIN32)
  if (!cudnn_strict_address_in_program(&cudnn_strict_note))
    return;
#endif
  /* A pass that says nothing needs no report. */
  if (cudnn_strict_check(NULL) == CUDNN_STRICT_STATUS_OK && !verbose)
    return;
  cudnn_strict_checked(&report);
  if (report.status == CUDNN_STRICT_STATUS_OK) {
    cudnn_strict_report_pass(&report);
    return;
  }
  cudnn_strict_report_failure(&report, action);
  if (action == CUDNN_STRICT_ACTION_ABORT)
    _exit(CUDNN_STRICT_GUARD_EXIT_STATUS);
}
