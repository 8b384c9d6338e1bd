/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The agreement check of the configure-time program: see
 * cudnn_strict_agreement.h.
 *
 * The header facts come as options (cudnn_strict_header_facts.h): this
 * file does not include the cuDNN or CUDA headers, so one build of the
 * program checks against any header.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_agreement.h"
#include "cudnn_strict_fix.h"
#include "cudnn_strict_gpu.h"
#include "cudnn_strict_judge.h"
#include "cudnn_strict_known_bad.h"
#include "cudnn_strict_library_file.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_message.h"
#include "cudnn_strict_release_check.h"
#include "cudnn_strict_version.h"
#include "cudnn_strict_writer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* More than cuDNN has version checks. */

/* The library the agreement check opened, for the GPU check. */
struct cudnn_strict_loaded {
  struct cudnn_strict_library lib;
  struct cudnn_strict_version version;
  long cudart_code;
  /* Refused (another CUDA major), and still open for the GPU check. */
  int refused_but_checked;
};

static void cudnn_strict_report_version(struct cudnn_strict_writer *w,
                                        const char *key,
                                        struct cudnn_strict_version v) {
  char text[CUDNN_STRICT_VERSION_TEXT_SIZE];
  if (cudnn_strict_format_version(text, sizeof(text), v))
    cudnn_strict_write_text(w, key, text);
}

static int cudnn_strict_report_header(struct cudnn_strict_writer *w,
                                      struct cudnn_strict_version header) {
  cudnn_strict_report_version(w, "header.version", header);
  cudnn_strict_write_long(w, "header.code", cudnn_strict_encode(header));
  if (!cudnn_strict_version_is_valid(header)) {
    cudnn_strict_write_text(w, "verdict", "ERROR");
    cudnn_strict_write_text(
        w, "verdict.reason",
        "the header's CUDNN_MAJOR/CUDNN_MINOR/CUDNN_PATCHLEVEL do not form a "
        "cuDNN version that can be encoded");
    return 0;
  }
  return 1;
}

static void cudnn_strict_report_origin(struct cudnn_strict_writer *w,
                                       const struct cudnn_strict_library *lib) {
  char directory[CUDNN_STRICT_PATH_SIZE];
  const char *why = cudnn_strict_origin_name(lib->origin);
  cudnn_strict_dirname(lib->path, directory, sizeof(directory));
  if (lib->origin == CUDNN_STRICT_ORIGIN_SEARCH &&
      cudnn_strict_path_list_contains(cudnn_strict_search_path(), directory))
    why = CUDNN_STRICT_SEARCH_PATH_NAME;
  cudnn_strict_write_text(w, "library.found_by", why);
}

static void cudnn_strict_report_cudart(struct cudnn_strict_writer *w,
                                       long cudnn_cudart, long toolkit) {
  struct cudnn_strict_version cudart;
  cudnn_strict_write_long(w, "library.cudart_code", cudnn_cudart);
  if (cudnn_strict_decode_cudart(cudnn_cudart, &cudart)) {
    char text[CUDNN_STRICT_VERSION_TEXT_SIZE];
    snprintf(text, sizeof(text), "%d.%d", cudart.major, cudart.minor);
    cudnn_strict_write_text(w, "library.cudart_version", text);
  }
  if (toolkit == 0)
    return;
  cudnn_strict_write_long(w, "toolkit.cudart_code", toolkit);
  cudnn_strict_write_text(
      w, "cudart.agreement",
      cudnn_strict_cudart_agreement_name(
          cudnn_strict_compare_cudart(cudnn_cudart, toolkit)));
}

/* A release of the known-bad table: what breaks, where NVIDIA says so,
   and the fix. */
static void cudnn_strict_report_known_bad(struct cudnn_strict_writer *w,
                                          int index, char *text, size_t size) {
  if (cudnn_strict_known_bad_entry(index) == NULL)
    return;
  snprintf(text, size, "%s (%s). Fix: %s.",
           cudnn_strict_known_bad_word(index, CUDNN_STRICT_KNOWN_BAD_PROBLEM),
           cudnn_strict_known_bad_word(index, CUDNN_STRICT_KNOWN_BAD_SOURCE),
           cudnn_strict_known_bad_word(index, CUDNN_STRICT_KNOWN_BAD_FIX));
  cudnn_strict_write_text(w, "library.known_bad", text);
}

/* The entries of the known-bad table that warn about this release for
   what the build declared (or, when it declared nothing, for what it might
   use): library.known_bad_warning.count and .<i>, each the end of a
   sentence "cuDNN 9.13.0 is a release with a known problem ...". */
static void
cudnn_strict_report_known_bad_warnings(struct cudnn_strict_writer *w,
                                       const struct cudnn_strict_report *r) {
  struct cudnn_strict_known_bad_query q;
  char key[64], text[1024];
  int index = -1, count = 0;
  memset(&q, 0, sizeof(q));
  q.code = r->loaded_code;
  q.cudart_code = r->loaded_cudart_code;
  q.built_code = cudnn_strict_encode(r->built);
  q.features = r->features;
  while ((index = cudnn_strict_known_bad_next(
              &q, (size_t)(index + 1), CUDNN_STRICT_KNOWN_BAD_WARN)) >= 0) {
    cudnn_strict_known_bad_warning_text(index, "", text, sizeof(text));
    snprintf(key, sizeof(key), "library.known_bad_warning.%d", count++);
    cudnn_strict_write_text(w, key, text);
  }
  cudnn_strict_write_long(w, "library.known_bad_warning.count", count);
}

/* The configure's sentence for a refusal (verdict.message): both files,
   both versions, the rule and `fix`, as the module prints it. */
static void cudnn_strict_report_refusal(
    struct cudnn_strict_writer *w, const struct cudnn_strict_probe_options *o,
    const struct cudnn_strict_report *r, const char *library, const char *fix) {
  char text[2 * CUDNN_STRICT_REPORT_PATH_SIZE + 2048];
  struct cudnn_strict_text t;
  const char *header = o->header != NULL ? o->header : "of this build";
  cudnn_strict_text_init(&t, text, sizeof(text));
  switch (r->status) {
  case CUDNN_STRICT_STATUS_INCOMPATIBLE:
    cudnn_strict_append(&t, "cuDNN header %s is ", header);
    cudnn_strict_append_version(&t, r->built);
    cudnn_strict_append(&t, " but the library %s is ", library);
    cudnn_strict_append_version(&t, r->loaded);
    cudnn_strict_append(&t, ": %s (policy %s). Fix: %s.",
                        cudnn_strict_verdict_rule(r->verdict),
                        cudnn_strict_policy_name(r->policy), fix);
    break;
  case CUDNN_STRICT_STATUS_KNOWN_BAD:
    cudnn_strict_append(&t, "the cuDNN library %s is ", library);
    cudnn_strict_append_version(&t, r->loaded);
    cudnn_strict_append(&t, ", a release known to break: %s", fix);
    break;
  case CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES:
    /* What answered is named, and its release: not the library's. */
    cudnn_strict_append(&t, "cudnnGetVersion() of %s answered ", library);
    cudnn_strict_append_version(&t, r->loaded);
    cudnn_strict_append(&t, " through %s: ", r->foreign_sublibrary);
    cudnn_strict_append_mixed(&t, r);
    break;
  case CUDNN_STRICT_STATUS_CUDA_MAJOR_DIFFERS:
    cudnn_strict_append(&t, "the cuDNN library %s was built for ", library);
    cudnn_strict_append_cudart(&t, r->loaded_cudart_code);
    cudnn_strict_append(&t, " but the toolkit is ");
    cudnn_strict_append_cudart(&t, r->built_cudart_code);
    cudnn_strict_append(&t, ": the CUDA major versions must be equal. Fix: %s.",
                        fix);
    break;
  default:
    return;
  }
  cudnn_strict_write_text(w, "verdict.message", text);
}

/* What a configure does about a cuDNN built for another CUDA major than the
   toolkit's (verdict.fix). */
static void cudnn_strict_report_cudart_fix(
    struct cudnn_strict_writer *w, const struct cudnn_strict_probe_options *o,
    struct cudnn_strict_version header, long toolkit_code,
    long cudnn_cudart_code, char *text, size_t size) {
  struct cudnn_strict_version toolkit, cudnn_cudart;
  struct cudnn_strict_fix_request q;
  if (!cudnn_strict_decode_cudart(toolkit_code, &toolkit) ||
      !cudnn_strict_decode_cudart(cudnn_cudart_code, &cudnn_cudart))
    return;
  memset(&q, 0, sizeof(q));
  q.built = header;
  q.policy = o->policy;
  q.built_cudart_code = toolkit_code;
  /* No cuDNN the header accepts exists for the toolkit's CUDA major (cuDNN
     8 for CUDA 13): only the other toolkit is a way out. */
  if (!cudnn_strict_fix_release_exists(&q))
    snprintf(text, size,
             "use the CUDA toolkit %d.%d, since no cuDNN that this header "
             "accepts exists for CUDA %d",
             cudnn_cudart.major, cudnn_cudart.minor, toolkit.major);
  else
    snprintf(text, size,
             "install the cuDNN build for CUDA %d (e.g. the nvidia-cudnn-cu%d "
             "wheel), or use the CUDA toolkit %d.%d",
             toolkit.major, toolkit.major, cudnn_cudart.major,
             cudnn_cudart.minor);
  cudnn_strict_write_text(w, "verdict.fix", text);
}

/* What a configure does about a library the rule refuses (verdict.fix),
   in the words of the CMake options that choose the files. */
static void cudnn_strict_report_rule_fix(struct cudnn_strict_writer *w,
                                         enum cudnn_strict_verdict verdict,
                                         struct cudnn_strict_version header,
                                         int same_cuda_major, char *text,
                                         size_t size) {
  /* CUDNN_LIBRARY, not an install prefix: a prefix does not replace a
     library the user set.  Building against the library's own headers is
     no way out when it was built for another CUDA major. */
  if (verdict == CUDNN_STRICT_MAJOR_DIFFERS)
    snprintf(text, size, "use a cuDNN %d.x library (set CUDNN_LIBRARY)%s",
             header.major,
             same_cuda_major ? ", or build against the headers of the "
                               "library's major (CUDNN_INCLUDE_DIR)"
                             : "");
  else if (verdict == CUDNN_STRICT_MINOR_OLDER)
    snprintf(text, size,
             "use a cuDNN %d.%d or newer %d.x library (set CUDNN_LIBRARY)%s",
             header.major, header.minor, header.major,
             same_cuda_major ? ", or build against the library's own headers "
                               "(CUDNN_INCLUDE_DIR)"
                             : "");
  else
    snprintf(text, size,
             "use the cuDNN %d.%d.%d library that belongs to this header (set "
             "CUDNN_LIBRARY), or relax CUDNN_STRICT_POLICY",
             header.major, header.minor, header.patch);
  cudnn_strict_write_text(w, "verdict.fix", text);
}

#if !defined(CUDNN_STRICT_FIX_DEFERRED)
/* The fix search's request from the tool's options: what the header is,
   which library was refused, and where to look.  `soname` holds the
   library's file name for `header`'s major. */
static void
cudnn_strict_fix_request_from(struct cudnn_strict_fix_request *q,
                              const struct cudnn_strict_probe_options *o,
                              struct cudnn_strict_version header,
                              const char *refused, char *soname,
                              size_t soname_size) {
  memset(q, 0, sizeof(*q));
  cudnn_strict_library_file_name(header.major, soname, soname_size);
  q->built = header;
  q->policy = o->policy;
  q->built_cudart_code = o->header_facts.toolkit_cudart_code;
  q->features = o->features;
  q->soname = soname;
  q->skip_library = refused;
  q->own_prefix = o->header_prefix;
  q->locations = o->search_locations;
  q->roots = o->search_roots;
  q->root_count = o->search_root_count;
  q->plan = o->search_plan;
}
#endif

/* After a refusal: where a library that the header accepts is, in the
   words of a CMake fix, or what to install (fix.suggestion).  A build with
   CUDNN_STRICT_FIX_DEFERRED leaves the search out, an eighth of the
   program that only a refusal runs, and says so (fix.search=DEFERRED): the
   configure then builds the program with it and runs that
   (cmake/CuDNNStrict/Probe.cmake). */
static void cudnn_strict_report_fix(struct cudnn_strict_writer *w,
                                    const struct cudnn_strict_probe_options *o,
                                    struct cudnn_strict_version header,
                                    const char *refused,
                                    long refused_cudart_code,
                                    struct cudnn_strict_version loaded,
                                    enum cudnn_strict_verdict verdict) {
#if defined(CUDNN_STRICT_FIX_DEFERRED)
  (void)o;
  (void)header;
  (void)refused;
  (void)refused_cudart_code;
  (void)loaded;
  (void)verdict;
  cudnn_strict_write_text(w, "fix.search", "DEFERRED");
#else
  struct cudnn_strict_fix_request q;
  struct cudnn_strict_text t;
  char text[CUDNN_STRICT_REPORT_FIX_SIZE], soname[64];
  cudnn_strict_fix_request_from(&q, o, header, refused, soname, sizeof(soname));
  q.refused_cudart_code = refused_cudart_code;
  q.own_header = o->header;
  cudnn_strict_text_init(&t, text, sizeof(text));
  cudnn_strict_fix_word(&q, CUDNN_STRICT_FIX_FOR_CONFIGURE, loaded,
                        verdict != CUDNN_STRICT_COMPATIBLE, &t, NULL, 0);
  cudnn_strict_write_text(w, "fix.suggestion", text);
#endif
}

/* A libcudnn that does not load, for a person running the tool: where a
   copy the header accepts is, or what to install (fix.suggestion).  A
   venv whose only cuDNN is its wheel loads nothing by name, and the
   search knows the wheels' folders.  The configure words its own fix
   (cmake/CuDNNStrict/Verdict.cmake), and pays for no search here. */
static void cudnn_strict_report_unloadable_fix(
    struct cudnn_strict_writer *w, const struct cudnn_strict_probe_options *o,
    struct cudnn_strict_version header, const char *refused) {
#if (defined(CUDNN_STRICT_CONFIGURE_PROGRAM) &&                                \
     CUDNN_STRICT_CONFIGURE_PROGRAM) ||                                        \
    defined(CUDNN_STRICT_FIX_DEFERRED)
  (void)w;
  (void)o;
  (void)header;
  (void)refused;
#else
  struct cudnn_strict_fix_request q;
  struct cudnn_strict_text t;
  char text[CUDNN_STRICT_REPORT_FIX_SIZE], soname[64];
  cudnn_strict_fix_request_from(&q, o, header, refused, soname, sizeof(soname));
  cudnn_strict_text_init(&t, text, sizeof(text));
  cudnn_strict_fix_word(&q, CUDNN_STRICT_FIX_FOR_RUN, header, 0, &t, NULL, 0);
  if (text[0] != '\0')
    cudnn_strict_write_text(w, "fix.suggestion", text);
#endif
}

/* Loads the library, reads its own version and applies the rule.
   Returns the process exit status; on success the library stays open in
   `loaded` for the GPU check. */
static int cudnn_strict_check_library_seen(
    struct cudnn_strict_writer *w, const struct cudnn_strict_probe_options *o,
    struct cudnn_strict_version header, struct cudnn_strict_loaded *loaded,
    const char *name, struct cudnn_strict_release_loader *release) {
  struct cudnn_strict_library *lib = &loaded->lib;
  char error[512];
  char checks[CUDNN_STRICT_MAX_VERSION_CHECKS][2][64];
  char directory[CUDNN_STRICT_PATH_SIZE];
  int check_count = 0, whole, opened = 0;
  long code = 0;
  /* Large (its paths), and only the version fields are used. */
  static struct cudnn_strict_report judged;
  char fix[1024];
  char problem[CUDNN_STRICT_PATH_SIZE + 512];

  cudnn_strict_write_text(w, "library.requested", name);
#if defined(_WIN32)
  /* The release checks run in this process on Windows and load the DLL
     too: searching first lets the report say how the search found it,
     not that it was already loaded. */
  opened = cudnn_strict_library_open(name, lib, error, sizeof(error));
#endif
  /* The file's header says why the loader would refuse it, where the
     loader says "file too short" or "No such file or directory"; and a
     truncated file can kill the process that maps it, not just fail; a
     FIFO would keep the child that loads it waiting. */
  if (!opened &&
      cudnn_strict_library_file_problem(name, problem, sizeof(problem))) {
    cudnn_strict_write_text(w, "verdict", "NOT_LOADABLE");
    cudnn_strict_write_text(w, "verdict.reason", problem);
    cudnn_strict_write_text(w, "verdict.message", problem);
    cudnn_strict_report_unloadable_fix(w, o, header, name);
    return CUDNN_STRICT_EXIT_NOT_CUDNN;
  }
  /* What the loader must find for cuDNN to load, found as the loader
     would find it: a missing one is named before cuDNN runs. */
  if (!cudnn_strict_release_check_needed(w, release)) {
    if (opened)
      cudnn_strict_library_close(lib);
    cudnn_strict_write_text(w, "verdict", "NOT_LOADABLE");
    return CUDNN_STRICT_EXIT_NOT_CUDNN;
  }
  /* cuDNN aborts when a library it needs is missing all the same (one it
     opens itself, the driver's for some releases): let it do so in a
     child first, and report what it lacked. */
  if (!o->in_process && !cudnn_strict_release_try_load(
                            w, name, header.major, checks, &check_count,
                            CUDNN_STRICT_MAX_VERSION_CHECKS)) {
    if (opened)
      cudnn_strict_library_close(lib);
    cudnn_strict_write_text(w, "verdict", "NOT_LOADABLE");
    return CUDNN_STRICT_EXIT_NOT_CUDNN;
  }
  if (!opened && !cudnn_strict_library_open(name, lib, error, sizeof(error))) {
    cudnn_strict_write_text(w, "verdict", "NOT_LOADABLE");
    cudnn_strict_write_text(w, "verdict.reason", error);
    cudnn_strict_report_unloadable_fix(w, o, header, name);
    return CUDNN_STRICT_EXIT_NOT_CUDNN;
  }
  cudnn_strict_write_text(w, "library.file", lib->path);
  cudnn_strict_report_origin(w, lib);

  if (!cudnn_strict_ask_versions(lib->handle, &code, &loaded->cudart_code)) {
    cudnn_strict_write_text(w, "verdict", "NOT_CUDNN");
    cudnn_strict_write_text(w, "verdict.reason",
                            "the library has no cudnnGetVersion symbol");
    cudnn_strict_library_close(lib);
    cudnn_strict_report_unloadable_fix(w, o, header, lib->path);
    return CUDNN_STRICT_EXIT_NOT_CUDNN;
  }
  cudnn_strict_write_long(w, "library.code", code);
  if (!cudnn_strict_decode(code, &loaded->version)) {
    cudnn_strict_write_text(w, "verdict", "NOT_CUDNN");
    cudnn_strict_write_text(
        w, "verdict.reason",
        code == 0 ? "cudnnGetVersion() returned 0"
                  : "cudnnGetVersion() returned a number that is not a cuDNN "
                    "version code");
    cudnn_strict_library_close(lib);
    cudnn_strict_report_unloadable_fix(w, o, header, lib->path);
    return CUDNN_STRICT_EXIT_NOT_CUDNN;
  }
  cudnn_strict_report_version(w, "library.version", loaded->version);
  if (cudnn_strict_cudart_answer_problem(loaded->cudart_code, problem,
                                         sizeof(problem))) {
    cudnn_strict_write_text(w, "verdict", "NOT_CUDNN");
    cudnn_strict_write_text(w, "verdict.reason", problem);
    cudnn_strict_library_close(lib);
    return CUDNN_STRICT_EXIT_NOT_CUDNN;
  }
  if (loaded->cudart_code != 0)
    cudnn_strict_report_cudart(w, loaded->cudart_code,
                               o->header_facts.toolkit_cudart_code);

  /* The libraries this release opens itself when a function needs one. */
  cudnn_strict_release_check_opened(w, release, code, loaded->cudart_code);

  /* Under an emulator the checks run here: a mixed install is caught in
     a cross build too. */
  if (o->in_process)
    cudnn_strict_release_checks_here(lib, loaded->version, checks, &check_count,
                                     CUDNN_STRICT_MAX_VERSION_CHECKS);
  /* The whole install: the release's sub-libraries and cuDNN's own
     version checks (cudnn_strict_release_check.h). */
  whole = cudnn_strict_release_report_parts(w, lib->path, loaded->version,
                                            checks, check_count, 0);

  /* The guard's judgement, in its order (cudnn_strict_judge.h). */
  memset(&judged, 0, sizeof(judged));
  judged.policy = o->policy;
  judged.built = header;
  judged.loaded = loaded->version;
  judged.loaded_code = code;
  judged.built_cudart_code = o->header_facts.toolkit_cudart_code;
  judged.loaded_cudart_code = loaded->cudart_code;
  judged.known_bad = -1;
  judged.features = o->features;
  cudnn_strict_judge_versions(&judged);
  /* cuDNN 9's libcudnn answers cudnnGetVersion() through libcudnn_graph,
     which it loads by name: one found first on LD_LIBRARY_PATH answers for
     it.  The version read is then that file's, and the fix is to stop
     loading it, never to use the install it answered for. */
  cudnn_strict_copy_text(judged.library, sizeof(judged.library), lib->path);
  cudnn_strict_dirname(lib->path, directory, sizeof(directory));
  if (cudnn_strict_find_foreign_sublibrary(directory, judged.foreign_sublibrary,
                                           sizeof(judged.foreign_sublibrary))) {
    judged.status = CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES;
    judged.foreign_in_ld_library_path =
        cudnn_strict_directory_in_ld_library_path(judged.foreign_sublibrary);
    cudnn_strict_write_text(w, "library.answered_by",
                            judged.foreign_sublibrary);
  }
  cudnn_strict_report_known_bad_warnings(w, &judged);
  cudnn_strict_write_text(w, "verdict",
                          cudnn_strict_verdict_name(judged.verdict));
  cudnn_strict_write_text(w, "verdict.rule",
                          cudnn_strict_verdict_rule(judged.verdict));
  fix[0] = '\0';
  if (judged.status == CUDNN_STRICT_STATUS_INCOMPATIBLE)
    cudnn_strict_report_rule_fix(
        w, judged.verdict, header,
        cudnn_strict_compare_cudart(loaded->cudart_code,
                                    judged.built_cudart_code) !=
            CUDNN_STRICT_CUDART_MAJOR_DIFFERS,
        fix, sizeof(fix));
  if (judged.status == CUDNN_STRICT_STATUS_CUDA_MAJOR_DIFFERS)
    cudnn_strict_report_cudart_fix(w, o, header, judged.built_cudart_code,
                                   judged.loaded_cudart_code, fix, sizeof(fix));
  if (judged.status == CUDNN_STRICT_STATUS_KNOWN_BAD)
    cudnn_strict_report_known_bad(w, judged.known_bad, fix, sizeof(fix));
  cudnn_strict_report_refusal(w, o, &judged, lib->path, fix);
  cudnn_strict_write_text(w, "judgement",
                          cudnn_strict_status_name((int)judged.status));
  if (judged.status == CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES) {
    cudnn_strict_library_close(lib);
    return cudnn_strict_status_exit(judged.status);
  }
  if (judged.status == CUDNN_STRICT_STATUS_OK && whole)
    return CUDNN_STRICT_EXIT_PASS;
  if (judged.status == CUDNN_STRICT_STATUS_OK) {
    cudnn_strict_library_close(lib);
    return cudnn_strict_status_exit(CUDNN_STRICT_STATUS_INCOMPLETE_RELEASE);
  }
  cudnn_strict_report_fix(w, o, header, lib->path, loaded->cudart_code,
                          loaded->version, judged.verdict);
  /* A library built for another CUDA major runs the GPU check still: it
     may say more (cudnn_strict_run_checks keeps this status). */
  if (judged.status == CUDNN_STRICT_STATUS_CUDA_MAJOR_DIFFERS) {
    loaded->refused_but_checked = 1;
    return cudnn_strict_status_exit(judged.status);
  }
  cudnn_strict_library_close(lib);
  return cudnn_strict_status_exit(judged.status);
}

/* The loader's view of the library is kept from before cuDNN runs (what
   it must find to load) to after it answered (what it opens itself). */
static int cudnn_strict_check_library(
    struct cudnn_strict_writer *w, const struct cudnn_strict_probe_options *o,
    struct cudnn_strict_version header, struct cudnn_strict_loaded *loaded) {
  struct cudnn_strict_release_loader *release;
  char soname[64];
  const char *name = o->library;
  int status;
  if (name == NULL) {
    cudnn_strict_library_file_name(header.major, soname, sizeof(soname));
    name = soname;
  }
  cudnn_strict_sublibraries_beside(name);
  release = cudnn_strict_release_loader_open(name);
  status = cudnn_strict_check_library_seen(w, o, header, loaded, name, release);
  cudnn_strict_release_loader_close(release);
  return status;
}

/* A check skipped under auto for want of a GPU is no failure: a script
   that runs `cudnn-strict-probe && deploy` must pass on a CPU machine;
   require makes it one. */
static int cudnn_strict_gpu_exit(enum cudnn_strict_gpu_status status,
                                 enum cudnn_strict_gpu_mode mode) {
  if (status == CUDNN_STRICT_GPU_FAILED ||
      (status != CUDNN_STRICT_GPU_PASSED && mode == CUDNN_STRICT_GPU_REQUIRE))
    return CUDNN_STRICT_EXIT_GPU_FAILED;
  return CUDNN_STRICT_EXIT_PASS;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_run_checks(const struct cudnn_strict_probe_options *o,
                        struct cudnn_strict_writer *w) {
  struct cudnn_strict_version header = o->header_facts.version;
  struct cudnn_strict_loaded loaded;
  struct cudnn_strict_gpu_request request;
  enum cudnn_strict_gpu_status gpu;
  int status;
  cudnn_strict_write_report_start(w);
  cudnn_strict_write_text(w, "policy", cudnn_strict_policy_name(o->policy));
  /* The plan as the guard's note carries it, for the config header
     (cmake/CuDNNStrict/Guard.cmake): the report that every configure
     writing that header has, kept with it, so that no other run encodes
     it. */
  if (o->search_plan[0] != '\0') {
    char shared[CUDNN_STRICT_SEARCH_PLAN_SIZE];
    cudnn_strict_note_share_plan(o->search_plan, shared, sizeof(shared));
    cudnn_strict_write_text(w, "guard.search_plan", shared);
  }
  if (!cudnn_strict_report_header(w, header))
    return CUDNN_STRICT_EXIT_FAIL;
  memset(&loaded, 0, sizeof(loaded));
  status = cudnn_strict_check_library(w, o, header, &loaded);

  memset(&request, 0, sizeof(request));
  request.mode = o->gpu_mode;
  request.writer = w;
  request.cudnn = status == CUDNN_STRICT_EXIT_PASS || loaded.refused_but_checked
                      ? &loaded.lib
                      : NULL;
  request.cudnn_version = loaded.version;
  request.cudnn_cudart_code = loaded.cudart_code;
  request.built_cudart_code = o->header_facts.toolkit_cudart_code;
  request.built_code = cudnn_strict_encode(header);
  request.features = o->features;
  request.in_process = o->in_process;
  request.self_test = o->gpu_self_test;
  gpu = cudnn_strict_gpu_check(&request);
  /* libcudnn stays mapped until exit once the GPU check used it: cuDNN and
     the CUDA runtime tear down their state at exit, and unloading cuDNN
     before that is a known way to crash there. */
  if (status != CUDNN_STRICT_EXIT_PASS)
    return status;
  return cudnn_strict_gpu_exit(gpu, o->gpu_mode);
}
