/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cudnn-strict-probe: checks that the cuDNN library this process loads can
 * run code built with the cuDNN header it was compiled against.
 *
 * The header facts are compiled in twice: as ordinary values, and as an
 * "INFO:" string that the CMake module reads out of the binary without
 * running it (as CMake's own compiler identification does), so that even a
 * cross build learns what the preprocessor saw.
 *
 * Usage: cudnn-strict-probe [--library ABSOLUTE_PATH] [--policy POLICY]
 * Without --library the probe loads libcudnn.so.<major> through the normal
 * loader search, as an application linked against cuDNN would.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_probe_config.h"

#include "cudnn_strict_loader.h"
#include "cudnn_strict_report.h"
#include "cudnn_strict_version.h"

#if CUDNN_STRICT_PROBE_HAVE_CUDART
#include <cuda_runtime_api.h>
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if !defined(CUDNN_MAJOR) || !defined(CUDNN_MINOR) || !defined(CUDNN_PATCHLEVEL)
#error                                                                         \
    "the cuDNN version header does not define CUDNN_MAJOR, CUDNN_MINOR and CUDNN_PATCHLEVEL"
#endif

#define CUDNN_STRICT_EXIT_PASS 0
#define CUDNN_STRICT_EXIT_FAIL 1
#define CUDNN_STRICT_EXIT_NOT_CUDNN 2
#define CUDNN_STRICT_EXIT_USAGE 64

/* Eight decimal digits of a constant expression, so that macros written as
   expressions still yield their value. */
#define CUDNN_STRICT_DIGIT(n, p) ((char)('0' + (((n) / (p)) % 10)))
#define CUDNN_STRICT_DIGITS8(n)                                                \
  CUDNN_STRICT_DIGIT(n, 10000000L), CUDNN_STRICT_DIGIT(n, 1000000L),           \
      CUDNN_STRICT_DIGIT(n, 100000L), CUDNN_STRICT_DIGIT(n, 10000L),           \
      CUDNN_STRICT_DIGIT(n, 1000L), CUDNN_STRICT_DIGIT(n, 100L),               \
      CUDNN_STRICT_DIGIT(n, 10L), CUDNN_STRICT_DIGIT(n, 1L)

#ifdef CUDNN_VERSION
#define CUDNN_STRICT_HEADER_OWN_CODE ((long)(CUDNN_VERSION))
#else
#define CUDNN_STRICT_HEADER_OWN_CODE 0L
#endif

/* Negative or huge values cannot be shown in eight digits: mark them so
   CMake reports the header as malformed instead of reading a wrong number. */
#define CUDNN_STRICT_IN_RANGE(n) ((n) >= 0 && (n) <= 99999999L)
#define CUDNN_STRICT_ALL_IN_RANGE                                              \
  (CUDNN_STRICT_IN_RANGE(CUDNN_MAJOR) && CUDNN_STRICT_IN_RANGE(CUDNN_MINOR) && \
   CUDNN_STRICT_IN_RANGE(CUDNN_PATCHLEVEL) &&                                  \
   CUDNN_STRICT_IN_RANGE(CUDNN_STRICT_HEADER_OWN_CODE))

/* clang-format off */
static const char cudnn_strict_header_info[] = {
    'I', 'N', 'F', 'O', ':', 'c', 'u', 'd', 'n', 'n', '_', 's', 't', 'r', 'i',
    'c', 't', '_', 'h', 'e', 'a', 'd', 'e', 'r', '[',
    CUDNN_STRICT_ALL_IN_RANGE ? 'v' : 'x',
    ' ', CUDNN_STRICT_DIGITS8(CUDNN_MAJOR),
    ' ', CUDNN_STRICT_DIGITS8(CUDNN_MINOR),
    ' ', CUDNN_STRICT_DIGITS8(CUDNN_PATCHLEVEL),
    ' ', CUDNN_STRICT_DIGITS8(CUDNN_STRICT_HEADER_OWN_CODE),
    ' ', CUDNN_STRICT_DIGITS8(
             CUDNN_STRICT_ENCODE(CUDNN_MAJOR, CUDNN_MINOR, CUDNN_PATCHLEVEL)),
    ']', '\0'};
/* clang-format on */

struct cudnn_strict_probe_options {
  const char *library;
  enum cudnn_strict_policy policy;
};

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

static struct cudnn_strict_version cudnn_strict_header_version(void) {
  struct cudnn_strict_version v;
  v.major = (int)(CUDNN_MAJOR);
  v.minor = (int)(CUDNN_MINOR);
  v.patch = (int)(CUDNN_PATCHLEVEL);
  return v;
}

static void cudnn_strict_report_version(const char *key,
                                        struct cudnn_strict_version v) {
  char text[CUDNN_STRICT_VERSION_TEXT_SIZE];
  if (cudnn_strict_format_version(text, sizeof(text), v))
    cudnn_strict_report_text(key, text);
}

static int cudnn_strict_report_header(struct cudnn_strict_version header) {
  cudnn_strict_report_version("header.version", header);
  cudnn_strict_report_long("header.code", cudnn_strict_encode(header));
  cudnn_strict_report_long("header.own_code", CUDNN_STRICT_HEADER_OWN_CODE);
  if (!cudnn_strict_version_is_valid(header)) {
    cudnn_strict_report_text("verdict", "ERROR");
    cudnn_strict_report_text(
        "verdict.reason",
        "the header's CUDNN_MAJOR/CUDNN_MINOR/CUDNN_PATCHLEVEL do not form a "
        "cuDNN version that can be encoded");
    return 0;
  }
  return 1;
}

static void cudnn_strict_report_origin(const struct cudnn_strict_library *lib) {
  char directory[CUDNN_STRICT_PATH_SIZE];
  const char *why = cudnn_strict_origin_name(lib->origin);
  cudnn_strict_dirname(lib->path, directory, sizeof(directory));
  if (lib->origin == CUDNN_STRICT_ORIGIN_SEARCH &&
      cudnn_strict_path_list_contains(getenv("LD_LIBRARY_PATH"), directory))
    why = "LD_LIBRARY_PATH";
  cudnn_strict_report_text("library.found_by", why);
}

static void cudnn_strict_report_cudart(size_t cudnn_cudart) {
  struct cudnn_strict_version cudart;
  cudnn_strict_report_long("library.cudart_code", (long)cudnn_cudart);
  if (cudnn_strict_decode_cudart((long)cudnn_cudart, &cudart))
    printf("library.cudart_version=%d.%d\n", cudart.major, cudart.minor);
#if CUDNN_STRICT_PROBE_HAVE_CUDART
  cudnn_strict_report_long("toolkit.cudart_code", (long)CUDART_VERSION);
  cudnn_strict_report_text(
      "cudart.agreement",
      cudnn_strict_cudart_agreement_name(
          cudnn_strict_compare_cudart((long)cudnn_cudart, CUDART_VERSION)));
#endif
}

/* Loads the library, reads its own version and applies the rule.
   Returns the process exit status. */
static int
cudnn_strict_check_library(const struct cudnn_strict_probe_options *o,
                           struct cudnn_strict_version header) {
  struct cudnn_strict_library lib;
  char error[512];
  char soname[64];
  const char *name = o->library;
  cudnn_strict_size_fn get_version, get_cudart;
  struct cudnn_strict_version loaded;
  enum cudnn_strict_verdict verdict;
  long code;

  if (name == NULL) {
    snprintf(soname, sizeof(soname), "libcudnn.so.%d", header.major);
    name = soname;
  }
  cudnn_strict_report_text("library.requested", name);
  if (!cudnn_strict_library_open(name, &lib, error, sizeof(error))) {
    cudnn_strict_report_text("verdict", "NOT_LOADABLE");
    cudnn_strict_report_text("verdict.reason", error);
    return CUDNN_STRICT_EXIT_NOT_CUDNN;
  }
  cudnn_strict_report_text("library.file", lib.path);
  cudnn_strict_report_origin(&lib);

  get_version = cudnn_strict_size_function(&lib, "cudnnGetVersion");
  get_cudart = cudnn_strict_size_function(&lib, "cudnnGetCudartVersion");
  if (get_version == NULL) {
    cudnn_strict_report_text("verdict", "NOT_CUDNN");
    cudnn_strict_report_text("verdict.reason",
                             "the library has no cudnnGetVersion symbol");
    cudnn_strict_library_close(&lib);
    return CUDNN_STRICT_EXIT_NOT_CUDNN;
  }
  code = (long)get_version();
  cudnn_strict_report_long("library.code", code);
  if (!cudnn_strict_decode(code, &loaded)) {
    cudnn_strict_report_text("verdict", "NOT_CUDNN");
    cudnn_strict_report_text(
        "verdict.reason",
        code == 0 ? "cudnnGetVersion() returned 0"
                  : "cudnnGetVersion() returned a number that is not a cuDNN "
                    "version code");
    cudnn_strict_library_close(&lib);
    return CUDNN_STRICT_EXIT_NOT_CUDNN;
  }
  cudnn_strict_report_version("library.version", loaded);
  if (get_cudart != NULL)
    cudnn_strict_report_cudart(get_cudart());

  verdict = cudnn_strict_compare(header, loaded, o->policy);
  cudnn_strict_report_text("verdict",
                           cudnn_strict_verdict_describe(verdict)->name);
  cudnn_strict_report_text("verdict.rule",
                           cudnn_strict_verdict_describe(verdict)->rule);
  cudnn_strict_library_close(&lib);
  return verdict == CUDNN_STRICT_COMPATIBLE ? CUDNN_STRICT_EXIT_PASS
                                            : CUDNN_STRICT_EXIT_FAIL;
}

static int cudnn_strict_parse_options(int argc, char **argv,
                                      struct cudnn_strict_probe_options *o) {
  int i;
  o->library = NULL;
  o->policy = CUDNN_STRICT_POLICY_COMPATIBLE;
  for (i = 1; i < argc; ++i) {
    if (strcmp(argv[i], "--library") == 0 && i + 1 < argc) {
      o->library = argv[++i];
    } else if (strcmp(argv[i], "--policy") == 0 && i + 1 < argc) {
      if (!cudnn_strict_parse_policy(argv[++i], &o->policy)) {
        fprintf(stderr,
                "cudnn-strict-probe: unknown policy '%s' (valid: COMPATIBLE, "
                "SAME_MINOR, EXACT)\n",
                argv[i]);
        return 0;
      }
    } else {
      fprintf(stderr, "usage: cudnn-strict-probe [--library ABSOLUTE_PATH] "
                      "[--policy COMPATIBLE|SAME_MINOR|EXACT]\n");
      return 0;
    }
  }
  return 1;
}

int main(int argc, char **argv) {
  struct cudnn_strict_probe_options options;
  struct cudnn_strict_version header = cudnn_strict_header_version();
  /* Reading the INFO string keeps the linker from dropping it. */
  volatile char info_first = cudnn_strict_header_info[0];
  (void)info_first;

  if (!cudnn_strict_parse_options(argc, argv, &options))
    return CUDNN_STRICT_EXIT_USAGE;
  cudnn_strict_report_text("probe.format", "1");
  cudnn_strict_report_text("policy", cudnn_strict_policy_name(options.policy));
  if (!cudnn_strict_report_header(header))
    return CUDNN_STRICT_EXIT_FAIL;
  return cudnn_strict_check_library(&options, header);
}
