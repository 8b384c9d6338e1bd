/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cudnn-strict-probe: checks that the cuDNN library this process loads can
 * run code built with the cuDNN header it was compiled against
 * (configure/cudnn_strict_agreement.c), then runs the GPU check
 * (gpu/cudnn_strict_gpu.c) against the same library; or judges binaries on
 * disk (--check-binary, cli/cudnn_strict_deploy.c).  The configure-time
 * probe of the CMake module is this program.
 *
 * Usage: cudnn-strict-probe [--library ABSOLUTE_PATH] [--policy POLICY]
 *                           [--gpu-check auto|require|off]
 *                           [--search-locations LIST] [--search-root DIR]...
 *                           [--json]
 *        cudnn-strict-probe --check-binary FILE... [--json]
 * Without --library the probe loads libcudnn.so.<major> through the normal
 * loader search, as an application linked against cuDNN would.  The report
 * is key=value lines, or with --json one flat JSON object of the same keys
 * (values that are plain integers as numbers, all others as strings); the
 * GPU check's keys are listed in cudnn_strict_gpu.h, --check-binary's in
 * cudnn_strict_deploy.h.  When the library cannot run code built with the
 * header, fix.suggestion says where a compatible one is, or what to install
 * (cudnn_strict_fix.h; --search-locations and --search-root limit and
 * extend where it looks), and library.known_bad names a release of the
 * known-bad table (cudnn_strict_known_bad.h).
 *
 * Exit status: 0 all checks passed (or the GPU check is off), 1 the library
 * cannot run code built with the header (or is a known-bad release), 2 the
 * library is not a loadable cuDNN, 3 the GPU check failed (or found no
 * usable GPU under require), 4 the GPU check was skipped (auto, no usable
 * GPU), 64 usage error; for --check-binary see cudnn_strict_deploy.h.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_agreement.h"
#include "cudnn_strict_deploy.h"
#include "cudnn_strict_gpu.h"
#include "cudnn_strict_version.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- --json: the same report as one JSON object ----------------------- */

/* The report is written to a temporary file and translated afterwards, so
   that both forms come from the same report calls. */
static FILE *cudnn_strict_json_capture(int *saved_stdout) {
  FILE *capture = tmpfile();
  if (capture == NULL)
    return NULL;
  fflush(stdout);
  *saved_stdout = dup(STDOUT_FILENO);
  if (*saved_stdout < 0 || dup2(fileno(capture), STDOUT_FILENO) < 0) {
    fclose(capture);
    return NULL;
  }
  return capture;
}

/* A value that is a plain integer becomes a JSON number; versions such as
   "9.10" stay strings, since as numbers they would read as 9.1. */
static int cudnn_strict_is_json_integer(const char *text) {
  const char *digits = text[0] == '-' ? text + 1 : text;
  size_t length = strlen(digits);
  if (length == 0 || length > 15 || (digits[0] == '0' && length > 1))
    return 0;
  return strspn(digits, "0123456789") == length;
}

/* Writes a report value as a JSON string.  The report's own escapes of
   newline, carriage return and backslash are JSON's too. */
static void cudnn_strict_json_string(const char *value) {
  const char *c;
  putchar('"');
  for (c = value; *c != '\0'; ++c) {
    unsigned char byte = (unsigned char)*c;
    if (byte == '\\' && (c[1] == 'n' || c[1] == 'r' || c[1] == '\\')) {
      ++c;
      fputs(*c == 'n' ? "\\n" : *c == 'r' ? "\\r" : "\\\\", stdout);
    } else if (byte == '"' || byte == '\\') {
      printf("\\%c", byte);
    } else if (byte < 0x20) {
      printf("\\u%04x", byte);
    } else {
      putchar(byte);
    }
  }
  putchar('"');
}

static void cudnn_strict_json_release(FILE *capture, int saved_stdout) {
  char *line = NULL;
  size_t size = 0;
  ssize_t length;
  int first = 1;
  fflush(stdout);
  dup2(saved_stdout, STDOUT_FILENO);
  close(saved_stdout);
  rewind(capture);
  putchar('{');
  while ((length = getline(&line, &size, capture)) > 0) {
    char *equals = strchr(line, '=');
    if (line[length - 1] == '\n')
      line[length - 1] = '\0';
    if (equals == NULL)
      continue;
    *equals = '\0';
    fputs(first ? "\n  " : ",\n  ", stdout);
    first = 0;
    cudnn_strict_json_string(line);
    fputs(": ", stdout);
    if (cudnn_strict_is_json_integer(equals + 1))
      fputs(equals + 1, stdout);
    else
      cudnn_strict_json_string(equals + 1);
  }
  fputs(first ? "}\n" : "\n}\n", stdout);
  free(line);
  fclose(capture);
}

static void cudnn_strict_usage(void) {
  fprintf(stderr,
          "usage: cudnn-strict-probe [--library ABSOLUTE_PATH] "
          "[--policy COMPATIBLE|SAME_MINOR|EXACT] [--search-locations LIST] "
          "[--search-root DIR]... [--gpu-check auto|require|off] [--json]\n"
          "       cudnn-strict-probe --check-binary FILE... [--json]\n");
}

static void cudnn_strict_default_options(struct cudnn_strict_probe_options *o,
                                         char **argv) {
  memset(o, 0, sizeof(*o));
  o->library = NULL;
  o->policy = CUDNN_STRICT_POLICY_COMPATIBLE;
  o->gpu_mode = CUDNN_STRICT_GPU_AUTO;
  o->binaries = argv + 1;
}

/* One option with its value, at argv[*i]; returns 0 for a bad value. */
static int cudnn_strict_parse_valued(char **argv, int *i,
                                     struct cudnn_strict_probe_options *o) {
  const char *option = argv[*i], *value = argv[++*i];
  if (strcmp(option, "--library") == 0) {
    o->library = value;
  } else if (strcmp(option, "--policy") == 0) {
    if (!cudnn_strict_parse_policy(value, &o->policy)) {
      fprintf(stderr,
              "cudnn-strict-probe: unknown policy '%s' (valid: COMPATIBLE, "
              "SAME_MINOR, EXACT)\n",
              value);
      return 0;
    }
  } else if (strcmp(option, "--gpu-check") == 0) {
    if (!cudnn_strict_parse_gpu_mode(value, &o->gpu_mode)) {
      fprintf(stderr,
              "cudnn-strict-probe: unknown GPU check mode '%s' (valid: "
              "auto, require, off)\n",
              value);
      return 0;
    }
  } else if (strcmp(option, "--search-locations") == 0) {
    o->search_locations = value;
  } else if (o->search_root_count < CUDNN_STRICT_MAX_SEARCH_ROOTS) {
    o->search_roots[o->search_root_count++] = value;
  }
  return 1;
}

static int cudnn_strict_is_valued(const char *arg) {
  return strcmp(arg, "--library") == 0 || strcmp(arg, "--policy") == 0 ||
         strcmp(arg, "--gpu-check") == 0 ||
         strcmp(arg, "--search-locations") == 0 ||
         strcmp(arg, "--search-root") == 0;
}

/* --check-binary takes every following argument that is not an option;
   they are gathered at the front of argv. */
static int cudnn_strict_parse_options(int argc, char **argv,
                                      struct cudnn_strict_probe_options *o) {
  int i, taking_files = 0, check_binary = 0;
  cudnn_strict_default_options(o, argv);
  for (i = 1; i < argc; ++i) {
    if (cudnn_strict_is_valued(argv[i]) && i + 1 < argc) {
      taking_files = 0;
      if (!cudnn_strict_parse_valued(argv, &i, o))
        return 0;
    } else if (strcmp(argv[i], "--json") == 0) {
      o->json = 1;
    } else if (strcmp(argv[i], "--check-binary") == 0) {
      taking_files = check_binary = 1;
    } else if (taking_files && strncmp(argv[i], "--", 2) != 0) {
      o->binaries[o->binary_count++] = argv[i];
    } else {
      cudnn_strict_usage();
      return 0;
    }
  }
  if (check_binary && o->binary_count == 0) {
    cudnn_strict_usage();
    return 0;
  }
  return 1;
}

int main(int argc, char **argv) {
  struct cudnn_strict_probe_options options;
  FILE *capture = NULL;
  int saved_stdout = -1, status;
  if (!cudnn_strict_parse_options(argc, argv, &options))
    return CUDNN_STRICT_EXIT_USAGE;
  /* Line by line, so that a crash inside cuDNN or the driver during the
     GPU check leaves the facts reported before it. */
  setvbuf(stdout, NULL, _IOLBF, 0);
  if (options.json &&
      (capture = cudnn_strict_json_capture(&saved_stdout)) == NULL) {
    perror("cudnn-strict-probe: --json needs a temporary file");
    return CUDNN_STRICT_EXIT_USAGE;
  }
  if (options.binary_count > 0)
    status =
        cudnn_strict_check_binaries(options.binary_count, options.binaries);
  else
    status = cudnn_strict_run_checks(&options);
  if (capture != NULL)
    cudnn_strict_json_release(capture, saved_stdout);
  return status;
}
