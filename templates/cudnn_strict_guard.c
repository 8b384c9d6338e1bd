/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The CuDNNStrict runtime guard: see cudnn_strict_guard.h.
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

#include "cudnn_strict_guard.h"
#include "cudnn_strict_config.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_version.h"

#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Before the module's other constructors (C++ static initializers among
   them), which may already call cuDNN; 101 is the first priority that is
   not reserved for the implementation. */
#define CUDNN_STRICT_GUARD_PRIORITY 101

/* Enough for the message with three long paths; a longer one is cut. */
#define CUDNN_STRICT_GUARD_MESSAGE_SIZE 8192

enum cudnn_strict_action {
  CUDNN_STRICT_ACTION_OFF,
  CUDNN_STRICT_ACTION_WARN,
  CUDNN_STRICT_ACTION_ABORT,
  CUDNN_STRICT_ACTION_UNKNOWN
};

const char *cudnn_strict_status_name(int status) {
  /* In the order of enum cudnn_strict_status. */
  static const char *const names[] = {
      "OK",           "NOT_FOUND",          "NOT_CUDNN",
      "INCOMPATIBLE", "CUDA_MAJOR_DIFFERS", "MIXED_SUBLIBRARIES"};
  size_t count = sizeof(names) / sizeof(names[0]);
  return status >= 0 && (size_t)status < count ? names[status] : "UNKNOWN";
}

/* ---- the check -------------------------------------------------------- */

typedef size_t (*cudnn_strict_size_fn)(void);

static cudnn_strict_size_fn
cudnn_strict_size_function(const struct cudnn_strict_library *lib,
                           const char *name) {
  void *symbol = cudnn_strict_library_symbol(lib, name);
  cudnn_strict_size_fn fn = NULL;
  /* ISO C has no cast from object to function pointer; POSIX guarantees
     the representations agree. */
  if (symbol != NULL)
    memcpy(&fn, &symbol, sizeof(fn));
  return fn;
}

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

/* The CUDA runtime the build uses: the toolkit's, or, without a toolkit at
   configure time, the one the configured cuDNN was built for. */
static long cudnn_strict_built_cudart(void) {
  return CUDNN_STRICT_CONFIG_TOOLKIT_CUDART_CODE != 0
             ? (long)CUDNN_STRICT_CONFIG_TOOLKIT_CUDART_CODE
             : (long)CUDNN_STRICT_CONFIG_CUDNN_CUDART_CODE;
}

/* secure_getenv: in a set-user-ID process the environment belongs to
   someone else, and is ignored, as the loader ignores LD_LIBRARY_PATH. */
static int cudnn_strict_directory_in_ld_library_path(const char *file) {
  char directory[CUDNN_STRICT_PATH_SIZE];
  cudnn_strict_dirname(file, directory, sizeof(directory));
  return cudnn_strict_path_list_contains(secure_getenv("LD_LIBRARY_PATH"),
                                         directory);
}

static void
cudnn_strict_record_library(struct cudnn_strict_report *r,
                            const struct cudnn_strict_library *lib) {
  cudnn_strict_copy_text(r->library, sizeof(r->library), lib->path);
  r->found_by = lib->origin == CUDNN_STRICT_ORIGIN_ALREADY_LOADED
                    ? "already loaded"
                    : "loader search";
  r->library_in_ld_library_path =
      cudnn_strict_directory_in_ld_library_path(lib->path);
}

/* Reads the library's own version.  Returns 0 (and sets NOT_CUDNN) when
   it has none that decodes. */
static int cudnn_strict_read_versions(struct cudnn_strict_report *r,
                                      const struct cudnn_strict_library *lib) {
  cudnn_strict_size_fn get_version =
      cudnn_strict_size_function(lib, "cudnnGetVersion");
  cudnn_strict_size_fn get_cudart =
      cudnn_strict_size_function(lib, "cudnnGetCudartVersion");
  if (get_version == NULL) {
    r->status = CUDNN_STRICT_STATUS_NOT_CUDNN;
    cudnn_strict_copy_text(r->detail, sizeof(r->detail),
                           "it has no cudnnGetVersion symbol");
    return 0;
  }
  r->loaded_code = (long)get_version();
  if (get_cudart != NULL)
    r->loaded_cudart_code = (long)get_cudart();
  if (!cudnn_strict_decode(r->loaded_code, &r->loaded)) {
    r->status = CUDNN_STRICT_STATUS_NOT_CUDNN;
    snprintf(r->detail, sizeof(r->detail),
             "its cudnnGetVersion() returned %ld, which is not a cuDNN "
             "version code",
             r->loaded_code);
    return 0;
  }
  return 1;
}

static void cudnn_strict_judge(struct cudnn_strict_report *r) {
  char directory[CUDNN_STRICT_PATH_SIZE];
  r->verdict = cudnn_strict_compare(r->built, r->loaded, r->policy);
  if (r->verdict != CUDNN_STRICT_COMPATIBLE) {
    r->status = CUDNN_STRICT_STATUS_INCOMPATIBLE;
    return;
  }
  if (cudnn_strict_compare_cudart(r->loaded_cudart_code,
                                  r->built_cudart_code) ==
      CUDNN_STRICT_CUDART_MAJOR_DIFFERS) {
    r->status = CUDNN_STRICT_STATUS_CUDA_MAJOR_DIFFERS;
    return;
  }
  cudnn_strict_dirname(r->library, directory, sizeof(directory));
  if (cudnn_strict_find_foreign_sublibrary(directory, r->foreign_sublibrary,
                                           sizeof(r->foreign_sublibrary))) {
    r->status = CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES;
    r->foreign_in_ld_library_path =
        cudnn_strict_directory_in_ld_library_path(r->foreign_sublibrary);
  }
}

static void cudnn_strict_examine(struct cudnn_strict_report *r) {
  struct cudnn_strict_library lib;
  memset(r, 0, sizeof(*r));
  r->built = cudnn_strict_built_version();
  r->policy = cudnn_strict_built_policy();
  r->built_cudart_code = cudnn_strict_built_cudart();
  r->verdict = CUDNN_STRICT_NOT_A_VERSION;
  r->found_by = "not found";
  if (!cudnn_strict_library_open(CUDNN_STRICT_CONFIG_SONAME, &lib, r->detail,
                                 sizeof(r->detail))) {
    r->status = CUDNN_STRICT_STATUS_NOT_FOUND;
    return;
  }
  cudnn_strict_record_library(r, &lib);
  if (cudnn_strict_read_versions(r, &lib))
    cudnn_strict_judge(r);
  cudnn_strict_library_close(&lib);
}

/* Written once, under pthread_once, and only read afterwards. */
static struct cudnn_strict_report cudnn_strict_result;
static pthread_once_t cudnn_strict_once = PTHREAD_ONCE_INIT;

static void cudnn_strict_examine_once(void) {
  cudnn_strict_examine(&cudnn_strict_result);
}

static const struct cudnn_strict_report *cudnn_strict_checked(void) {
  pthread_once(&cudnn_strict_once, cudnn_strict_examine_once);
  return &cudnn_strict_result;
}

int cudnn_strict_check(struct cudnn_strict_report *out) {
  const struct cudnn_strict_report *report = cudnn_strict_checked();
  if (out != NULL)
    *out = *report;
  return (int)report->status;
}

/* ---- the message ------------------------------------------------------ */

struct cudnn_strict_text {
  char *buffer;
  size_t size;
  size_t length; /* what the whole text needs, even past `size` */
};

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void
cudnn_strict_append(struct cudnn_strict_text *t, const char *format, ...) {
  va_list args;
  int n;
  char *end = t->length < t->size ? t->buffer + t->length : NULL;
  size_t room = end != NULL ? t->size - t->length : 0;
  va_start(args, format);
  n = vsnprintf(end, room, format, args);
  va_end(args);
  if (n > 0)
    t->length += (size_t)n;
}

static void cudnn_strict_append_version(struct cudnn_strict_text *t,
                                        struct cudnn_strict_version v) {
  cudnn_strict_append(t, "%d.%d.%d", v.major, v.minor, v.patch);
}

static void cudnn_strict_append_cudart(struct cudnn_strict_text *t, long code) {
  struct cudnn_strict_version v;
  if (cudnn_strict_decode_cudart(code, &v))
    cudnn_strict_append(t, "CUDA %d.%d", v.major, v.minor);
  else
    cudnn_strict_append(t, "CUDA (unknown: %ld)", code);
}

static void cudnn_strict_append_where(struct cudnn_strict_text *t,
                                      const struct cudnn_strict_report *r) {
  cudnn_strict_append(
      t, "%s (%s%s)", r->library, r->found_by != NULL ? r->found_by : "",
      r->library_in_ld_library_path ? "; its directory is in LD_LIBRARY_PATH"
                                    : "");
}

/* Which cuDNN would do, in words, for the fix. */
static void cudnn_strict_append_wanted(struct cudnn_strict_text *t,
                                       const struct cudnn_strict_report *r) {
  struct cudnn_strict_version b = r->built;
  if (r->status == CUDNN_STRICT_STATUS_CUDA_MAJOR_DIFFERS) {
    cudnn_strict_append(t, "the cuDNN %d.x build for ", b.major);
    cudnn_strict_append_cudart(t, r->built_cudart_code);
  } else if (r->verdict == CUDNN_STRICT_MAJOR_DIFFERS) {
    cudnn_strict_append(t, "a cuDNN %d.x", b.major);
  } else if (r->verdict == CUDNN_STRICT_MINOR_OLDER) {
    cudnn_strict_append(t, "cuDNN %d.%d or a newer %d.x", b.major, b.minor,
                        b.major);
  } else if (r->verdict == CUDNN_STRICT_MINOR_DIFFERS) {
    cudnn_strict_append(t, "a cuDNN %d.%d.x", b.major, b.minor);
  } else {
    cudnn_strict_append(t, "cuDNN ");
    cudnn_strict_append_version(t, b);
  }
}

static void cudnn_strict_append_fix(struct cudnn_strict_text *t,
                                    const struct cudnn_strict_report *r) {
  char loaded_directory[CUDNN_STRICT_PATH_SIZE];
  cudnn_strict_dirname(r->library, loaded_directory, sizeof(loaded_directory));
  cudnn_strict_append(t, " Fix: ");
  if (r->library_in_ld_library_path)
    cudnn_strict_append(t, "remove %s from LD_LIBRARY_PATH or put %s before it",
                        loaded_directory, CUDNN_STRICT_CONFIG_LIBRARY_DIR);
  else
    cudnn_strict_append(t, "put %s first in LD_LIBRARY_PATH",
                        CUDNN_STRICT_CONFIG_LIBRARY_DIR);
  cudnn_strict_append(t, " (the build used cuDNN %s from there), or install ",
                      CUDNN_STRICT_CONFIG_VERSION);
  cudnn_strict_append_wanted(t, r);
  cudnn_strict_append(t, " in place of %s.", r->library);
}

static void cudnn_strict_append_mixed(struct cudnn_strict_text *t,
                                      const struct cudnn_strict_report *r) {
  char library_directory[CUDNN_STRICT_PATH_SIZE];
  char foreign_directory[CUDNN_STRICT_PATH_SIZE];
  cudnn_strict_dirname(r->library, library_directory,
                       sizeof(library_directory));
  cudnn_strict_dirname(r->foreign_sublibrary, foreign_directory,
                       sizeof(foreign_directory));
  cudnn_strict_append(
      t,
      "the cuDNN sub-library %s is loaded from another directory than "
      "libcudnn (%s, from %s): libcudnn expects its sub-libraries beside "
      "itself, and a mix of installs fails with "
      "CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH. Fix: ",
      r->foreign_sublibrary, r->library, library_directory);
  if (r->foreign_in_ld_library_path)
    cudnn_strict_append(t, "remove %s from LD_LIBRARY_PATH.",
                        foreign_directory);
  else
    cudnn_strict_append(t,
                        "load the sub-libraries of %s only (a program that "
                        "links one links the file beside libcudnn).",
                        library_directory);
}

static void cudnn_strict_append_problem(struct cudnn_strict_text *t,
                                        const struct cudnn_strict_report *r) {
  cudnn_strict_append(t, "this program was built with cuDNN %s",
                      CUDNN_STRICT_CONFIG_VERSION);
  switch (r->status) {
  case CUDNN_STRICT_STATUS_NOT_FOUND:
    cudnn_strict_append(t,
                        " but %s cannot be loaded: %s. Fix: add %s to "
                        "LD_LIBRARY_PATH, or install cuDNN %s.",
                        CUDNN_STRICT_CONFIG_SONAME, r->detail,
                        CUDNN_STRICT_CONFIG_LIBRARY_DIR,
                        CUDNN_STRICT_CONFIG_VERSION);
    return;
  case CUDNN_STRICT_STATUS_NOT_CUDNN:
    cudnn_strict_append(t, " but loaded ");
    cudnn_strict_append_where(t, r);
    cudnn_strict_append(t, ", which is not a usable cuDNN: %s.", r->detail);
    break;
  case CUDNN_STRICT_STATUS_INCOMPATIBLE:
    cudnn_strict_append(t, " but loaded cuDNN ");
    cudnn_strict_append_version(t, r->loaded);
    cudnn_strict_append(t, " from ");
    cudnn_strict_append_where(t, r);
    cudnn_strict_append(t, ": %s (policy %s).",
                        cudnn_strict_verdict_describe(r->verdict)->rule,
                        cudnn_strict_policy_name(r->policy));
    break;
  case CUDNN_STRICT_STATUS_CUDA_MAJOR_DIFFERS:
    cudnn_strict_append(t, " for ");
    cudnn_strict_append_cudart(t, r->built_cudart_code);
    cudnn_strict_append(t, " but loaded cuDNN ");
    cudnn_strict_append_version(t, r->loaded);
    cudnn_strict_append(t, " built for ");
    cudnn_strict_append_cudart(t, r->loaded_cudart_code);
    cudnn_strict_append(t, " from ");
    cudnn_strict_append_where(t, r);
    cudnn_strict_append(t, ": cuDNN is built per CUDA major version, and the "
                           "CUDA major versions must be equal.");
    break;
  default:
    return;
  }
  cudnn_strict_append_fix(t, r);
}

size_t cudnn_strict_format_report(const struct cudnn_strict_report *r,
                                  char *buffer, size_t size) {
  struct cudnn_strict_text t;
  t.buffer = buffer;
  t.size = size;
  t.length = 0;
  if (size > 0)
    buffer[0] = '\0';
  cudnn_strict_append(&t, "cudnn-strict: ");
  if (r->status == CUDNN_STRICT_STATUS_OK) {
    cudnn_strict_append(&t, "cuDNN ");
    cudnn_strict_append_version(&t, r->loaded);
    cudnn_strict_append(&t, " from ");
    cudnn_strict_append_where(&t, r);
    cudnn_strict_append(&t,
                        " can run this program, built with cuDNN %s "
                        "(policy %s).",
                        CUDNN_STRICT_CONFIG_VERSION,
                        cudnn_strict_policy_name(r->policy));
  } else if (r->status == CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES) {
    cudnn_strict_append_mixed(&t, r);
  } else {
    cudnn_strict_append_problem(&t, r);
  }
  return t.length;
}

/* ---- the start-up check ----------------------------------------------- */

/* Case-insensitive "off", "warn" or "abort"; NULL or "" is no choice. */
static enum cudnn_strict_action cudnn_strict_parse_action(const char *text) {
  if (text == NULL || text[0] == '\0')
    return CUDNN_STRICT_ACTION_UNKNOWN;
  if (cudnn_strict_ascii_iequal(text, "off"))
    return CUDNN_STRICT_ACTION_OFF;
  if (cudnn_strict_ascii_iequal(text, "warn"))
    return CUDNN_STRICT_ACTION_WARN;
  if (cudnn_strict_ascii_iequal(text, "abort"))
    return CUDNN_STRICT_ACTION_ABORT;
  return CUDNN_STRICT_ACTION_UNKNOWN;
}

static void cudnn_strict_write_stderr(const char *text, size_t length) {
  while (length > 0) {
    ssize_t n = write(STDERR_FILENO, text, length);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return;
    text += n;
    length -= (size_t)n;
  }
}

static void cudnn_strict_say(const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

/* One write() per message, so that lines of several processes or threads
   do not interleave. */
static void cudnn_strict_say(const char *format, ...) {
  char line[512];
  va_list args;
  int n;
  va_start(args, format);
  n = vsnprintf(line, sizeof(line), format, args);
  va_end(args);
  if (n > 0)
    cudnn_strict_write_stderr(
        line, (size_t)n < sizeof(line) ? (size_t)n : sizeof(line) - 1);
}

/* The configured action, unless CUDNN_STRICT_GUARD overrides it. */
static enum cudnn_strict_action cudnn_strict_chosen_action(void) {
  const char *choice = secure_getenv("CUDNN_STRICT_GUARD");
  enum cudnn_strict_action action = cudnn_strict_parse_action(choice);
  if (action != CUDNN_STRICT_ACTION_UNKNOWN)
    return action;
  if (choice != NULL && choice[0] != '\0')
    cudnn_strict_say("cudnn-strict: ignoring CUDNN_STRICT_GUARD=%s (valid: "
                     "off, warn, abort)\n",
                     choice);
  action = cudnn_strict_parse_action(CUDNN_STRICT_CONFIG_GUARD_ACTION);
  return action == CUDNN_STRICT_ACTION_UNKNOWN ? CUDNN_STRICT_ACTION_ABORT
                                               : action;
}

static void cudnn_strict_report_failure(const struct cudnn_strict_report *r,
                                        enum cudnn_strict_action action) {
  char message[CUDNN_STRICT_GUARD_MESSAGE_SIZE];
  static const char warn_tail[] =
      " Continuing anyway (CUDNN_STRICT_GUARD=warn).\n";
  static const char abort_tail[] =
      " Stopping; CUDNN_STRICT_GUARD=warn lets the program run anyway.\n";
  const char *tail =
      action == CUDNN_STRICT_ACTION_WARN ? warn_tail : abort_tail;
  size_t tail_length = strlen(tail);
  size_t room = sizeof(message) - tail_length;
  size_t length = cudnn_strict_format_report(r, message, room);
  if (length >= room)
    length = room - 1;
  memcpy(message + length, tail, tail_length + 1);
  cudnn_strict_write_stderr(message, length + tail_length);
}

__attribute__((constructor(CUDNN_STRICT_GUARD_PRIORITY))) static void
cudnn_strict_check_at_startup(void) {
  enum cudnn_strict_action action = cudnn_strict_chosen_action();
  const struct cudnn_strict_report *report;
  if (action == CUDNN_STRICT_ACTION_OFF)
    return;
  report = cudnn_strict_checked();
  if (report->status == CUDNN_STRICT_STATUS_OK)
    return;
  cudnn_strict_report_failure(report, action);
  if (action == CUDNN_STRICT_ACTION_ABORT)
    _exit(CUDNN_STRICT_GUARD_EXIT_STATUS);
}
