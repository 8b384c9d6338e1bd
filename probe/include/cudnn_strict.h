/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * CuDNNStrict's public header: the project's vocabulary (version codes,
 * verdicts, policies, exit statuses) and the runtime guard's API
 * (CuDNNStrict::guard), as libuv's uv.h is libuv's.
 *
 * The guard:
 * Linked into an executable or a shared library, the guard checks before
 * main (or when the library is loaded) that the cuDNN the process uses can
 * run code built with the cuDNN header this build was configured with, and
 * stops the process, or warns, with a message saying what to fix.  Programs
 * that load cuDNN themselves can call cudnn_strict_check() once they have.
 *
 * The check runs once per process and module: the start-up check or the
 * first call of cudnn_strict_check(), whichever comes first, decides; later
 * calls get the same report.  The functions are thread-safe.  A check that
 * passes allocates a copy of the library's path, one that fails a copy of
 * its report; the search of this machine for a cuDNN that would do is left
 * to cudnn-strict-probe --check-binary, which the report's fix names.
 * Formatting the report allocates nothing.
 *
 * The binary also carries its expectation in an ELF note
 * (.note.cudnn_strict, cudnn_strict_note.h), which
 * cudnn-strict-probe --check-binary reads without running it.  Each
 * executable or shared library that links the guard has its own copy
 * (hidden symbols), checking against its own build's version.
 *
 * C99, and valid C++.
 */
#ifndef CUDNN_STRICT_H
#define CUDNN_STRICT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

struct cudnn_strict_version {
  int major;
  int minor;
  int patch;
};

/* Large enough for "65535.99.99" and the like. */
#define CUDNN_STRICT_VERSION_TEXT_SIZE 32

/* Each enum comes from one list: the list gives the enumerators (in
   order, from 0, then a count, which also spares C90 a trailing comma) and
   the names the reports print, and for verdicts the sentence a person
   reads; adding a value is one line. */

/* Which library versions a build accepts. */
#define CUDNN_STRICT_POLICY_MAP(XX)                                            \
  XX(COMPATIBLE) /* a newer minor of the same major */                         \
  XX(SAME_MINOR) /* the same major and minor */                                \
  XX(EXACT)      /* the same major, minor and patch level */

/* The compatibility rule's verdict on a header/library pair, and its rule. */
#define CUDNN_STRICT_VERDICT_MAP(XX)                                           \
  XX(COMPATIBLE, "the library can run code built with the header")             \
  XX(MAJOR_DIFFERS, "the major versions must be equal")                        \
  XX(MINOR_OLDER, "the library's minor version must be equal to or newer "     \
                  "than the header's")                                         \
  XX(MINOR_DIFFERS, "the minor versions must be equal")                        \
  XX(PATCH_DIFFERS, "the policy EXACT requires the same patch level")          \
  XX(NOT_A_VERSION, "the version number is not a valid cuDNN version")

/* The outcome of a check, with the exit status cudnn-strict-probe gives
   it (--library and --check-binary alike; a program the guard stops exits
   with CUDNN_STRICT_GUARD_EXIT_STATUS whatever the outcome).  The probe's
   other statuses: 3 the GPU check failed (a skip under auto is 0), 5 a
   file cannot be judged, 64 a usage error. */
#define CUDNN_STRICT_STATUS_MAP(XX)                                            \
  XX(OK, 0)                 /* the loaded cuDNN can run this build */          \
  XX(NOT_FOUND, 2)          /* libcudnn could not be loaded */                 \
  XX(NOT_CUDNN, 2)          /* no usable cudnnGetVersion() */                  \
  XX(INCOMPATIBLE, 1)       /* the rule refuses the pair */                    \
  XX(CUDA_MAJOR_DIFFERS, 1) /* cuDNN built for another CUDA */                 \
  XX(MIXED_SUBLIBRARIES, 6) /* libcudnn_* from elsewhere */                    \
  XX(KNOWN_BAD, 7)          /* a release known to break */                     \
  XX(INCOMPLETE_RELEASE, 6) /* sub-libraries missing or of another release */

#define CUDNN_STRICT_POLICY_ENUMERATOR(name) CUDNN_STRICT_POLICY_##name,
enum cudnn_strict_policy {
  CUDNN_STRICT_POLICY_MAP(CUDNN_STRICT_POLICY_ENUMERATOR)
      CUDNN_STRICT_POLICY_COUNT
};
#undef CUDNN_STRICT_POLICY_ENUMERATOR

#define CUDNN_STRICT_VERDICT_ENUMERATOR(name, text) CUDNN_STRICT_##name,
enum cudnn_strict_verdict {
  CUDNN_STRICT_VERDICT_MAP(CUDNN_STRICT_VERDICT_ENUMERATOR)
      CUDNN_STRICT_VERDICT_COUNT
};
#undef CUDNN_STRICT_VERDICT_ENUMERATOR

/* loaded_cudart_code when the library has cudnnGetCudartVersion() and it
   answered 0, told apart from 0 (no such function); the least long of
   C90. */
#define CUDNN_STRICT_CUDART_ANSWERED_ZERO (-2147483647L - 1L)

#define CUDNN_STRICT_REPORT_PATH_SIZE 4096
#define CUDNN_STRICT_REPORT_DETAIL_SIZE 512
/* The fix sentence names up to two directories. */
#define CUDNN_STRICT_REPORT_FIX_SIZE (2 * CUDNN_STRICT_REPORT_PATH_SIZE + 512)

#define CUDNN_STRICT_STATUS_ENUMERATOR(name, exit_status)                      \
  CUDNN_STRICT_STATUS_##name,
enum cudnn_strict_status {
  CUDNN_STRICT_STATUS_MAP(CUDNN_STRICT_STATUS_ENUMERATOR)
      CUDNN_STRICT_STATUS_COUNT
};
#undef CUDNN_STRICT_STATUS_ENUMERATOR

struct cudnn_strict_report {
  enum cudnn_strict_status status;
  enum cudnn_strict_verdict verdict; /* the rule's verdict on the versions */
  enum cudnn_strict_policy policy;
  struct cudnn_strict_version built;  /* the header the build saw */
  struct cudnn_strict_version loaded; /* from cudnnGetVersion(), if known */
  long loaded_code;                   /* cudnnGetVersion() as returned */
  long built_cudart_code;             /* CUDA runtime of the build, or 0 */
  long loaded_cudart_code; /* cudnnGetCudartVersion(), 0 when it has none */
  const char *found_by;    /* "already loaded", "loader search" */
  int library_in_ld_library_path; /* its directory is listed there */
  int foreign_in_ld_library_path; /* so is the foreign sub-library's */
  /* Windows: it lies beside the program, which the loader searches before
     PATH, so no PATH order can hide it. */
  int library_beside_program;
  char library[CUDNN_STRICT_REPORT_PATH_SIZE]; /* real path of libcudnn */
  char foreign_sublibrary[CUDNN_STRICT_REPORT_PATH_SIZE];
  char detail[CUDNN_STRICT_REPORT_DETAIL_SIZE]; /* the loader's error */
  /* What the build expects, as its message names it. */
  char built_version[CUDNN_STRICT_VERSION_TEXT_SIZE]; /* "9.19.0" */
  char soname[64];                                    /* "libcudnn.so.9" */
  char built_library_dir[CUDNN_STRICT_REPORT_PATH_SIZE];
  /* The configure could not run that library (cross-compiling without an
     emulator): its version is unknown. */
  int built_library_unchecked;
  int known_bad;          /* table index, or -1 */
  unsigned long features; /* what the build declared it uses (known_bad.h) */
  /* What to run beyond the message's own fix: from the guard, the
     cudnn-strict-probe --check-binary command that searches this machine
     for a cuDNN that would do; from the probe, that search's finding; or
     "". */
  char fix[CUDNN_STRICT_REPORT_FIX_SIZE];
  /* The guard sits in a shared library, not in the program: the message
     says "this library was built with". */
  int built_into_library;
  /* Where the configure searched for cuDNN, where the fix looks too ("" from
     the guard, which does not search: its note holds the plan for
     cudnn-strict-probe --check-binary). */
  const char *search_plan;
  /* LD_PRELOAD names it: loaded before any search, so only LD_PRELOAD
     changes which file is used. */
  int library_in_ld_preload;
  /* The process runs set-user-ID, set-group-ID or with file capabilities:
     the loader ignores LD_LIBRARY_PATH and the guard CUDNN_STRICT_GUARD,
     so a fix names neither. */
  int secure_process;
};

/* Hidden: two libraries built against different cuDNN versions must each
   keep their own check instead of sharing whichever copy loads first.  (A
   Windows DLL exports only what it declares dllexport: nothing to hide.) */
#if defined(_WIN32)
#define CUDNN_STRICT_GUARD_API
#else
#define CUDNN_STRICT_GUARD_API __attribute__((visibility("hidden")))
#endif

/* The exit status of a process the guard stops: EX_CONFIG of <sysexits.h>,
   since the process was started with a cuDNN its build does not accept. */
#define CUDNN_STRICT_GUARD_EXIT_STATUS 78

/* Checks (once) and copies the report into `out` when it is not NULL.
   Returns the status: 0 when the loaded cuDNN can run this build.  Never
   prints, never stops the process, whatever CUDNN_STRICT_GUARD says. */
CUDNN_STRICT_GUARD_API int cudnn_strict_check(struct cudnn_strict_report *out);

/* Writes the report as one paragraph (versions, file, rule, fix) into
   `buffer`, always terminated when `size` > 0.  Returns the length the
   whole text needs, as snprintf does: a result >= size means truncated. */
CUDNN_STRICT_GUARD_API size_t cudnn_strict_format_report(
    const struct cudnn_strict_report *report, char *buffer, size_t size);

/* "OK", "NOT_FOUND", "NOT_CUDNN", "INCOMPATIBLE", ... */
CUDNN_STRICT_GUARD_API const char *cudnn_strict_status_name(int status);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_H */
