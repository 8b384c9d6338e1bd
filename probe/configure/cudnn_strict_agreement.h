/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * What the configure-time program runs: the header facts as the compiler
 * saw them, the library's own version, the compatibility rule, the
 * known-bad table and the CUDA major, a fix after a refusal, then the GPU
 * check.  CMake runs it through cudnn-strict-probe (cli/) and reads its
 * report; report keys and exit status: cli/cudnn_strict_probe.c.
 *
 * The header facts come in the options (header_facts).
 */
#ifndef CUDNN_STRICT_AGREEMENT_H
#define CUDNN_STRICT_AGREEMENT_H

#include "cudnn_strict_internal.h"

#include <stddef.h>

#include "cudnn_strict_check_words.h"
#include "cudnn_strict_gpu.h"
#include "cudnn_strict_note.h"
#include "cudnn_strict_version.h"
#include "cudnn_strict_writer.h"

#ifdef __cplusplus
extern "C" {
#endif

#define CUDNN_STRICT_EXIT_PASS 0
#define CUDNN_STRICT_EXIT_FAIL 1
#define CUDNN_STRICT_EXIT_NOT_CUDNN 2
#define CUDNN_STRICT_EXIT_GPU_FAILED 3
#define CUDNN_STRICT_EXIT_USAGE 64

#define CUDNN_STRICT_MAX_SEARCH_ROOTS 16

struct cudnn_strict_probe_options {
  struct cudnn_strict_header_facts header_facts; /* what the build compiled */
  const char *library;
  enum cudnn_strict_policy policy;
  enum cudnn_strict_gpu_mode gpu_mode;
  int format; /* --format: 0 text, 1 json, 2 keyvalue (cudnn_strict_probe.c) */
  const char *search_locations;
  const char *header_prefix; /* the header's install, or NULL */
  const char *header;        /* the header's path (--header) */
  int header_version_given;  /* --header-version, which --header yields to */
  unsigned long features;    /* --features (cudnn_strict_known_bad.h) */
  const char *search_roots[CUDNN_STRICT_MAX_SEARCH_ROOTS];
  size_t search_root_count;
  char search_plan[CUDNN_STRICT_SEARCH_PLAN_SIZE]; /* --search-dir lines */
  /* --in-process: load cuDNN and run the GPU check in this process only,
     without the children that first show what a failing load lacks and
     keep a crash out of the report (qemu-user hangs in a forked child
     that loads cuDNN). */
  int in_process;
  /* --gpu-self-test: the GPU check also proves its error bound bites. */
  int gpu_self_test;
  const char *json_from; /* --json-from: a key=value report to convert */
  /* --report: the file the report goes to instead of standard output
     (cudnn_strict_channel.h), so that nothing the process prints is read
     as a fact. */
  const char *report;
  /* --target-system and the build beside it (--cross-compiling,
     --emulator, --processor, --toolkit-version): the report ends with the
     configure's check.* words for that build (cudnn_strict_check_words.h);
     its library and policy are --library's and --policy's. */
  int check_words;
  struct cudnn_strict_check_context build;
  char **binaries; /* --check-binary's files, moved to the front of argv */
  int binary_count;
  /* --static-archive: the static archives to read instead of the checks
     (cudnn_strict_static_check.h), moved to the front of argv. */
  char **archives;
  int archive_count;
  /* --expect: the cuDNN a binary without a note was built with. */
  struct {
    const char *text;
    struct cudnn_strict_version version;
  } expect;
};

/* Every check, reported through `w`.  Returns the process exit status. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_run_checks(const struct cudnn_strict_probe_options *o,
                        struct cudnn_strict_writer *w);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_AGREEMENT_H */
