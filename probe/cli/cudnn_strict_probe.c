/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cudnn-strict-probe: checks that the cuDNN library this process loads can
 * run code built with the cuDNN header it was compiled against
 * (configure/cudnn_strict_agreement.c), then runs the GPU check
 * (gpu/cudnn_strict_gpu.c) against the same library; or judges binaries on
 * disk (--check-binary, cli/cudnn_strict_deploy.c).  The configure-time
 * program of the CMake module is this program without --check-binary
 * (CUDNN_STRICT_CONFIGURE_PROGRAM), and without the header compiled in: it
 * reads the header it is given (--header) with the reader of
 * binary/cudnn_strict_header_file.h, so one build serves every header.
 *
 * Usage: cudnn-strict-probe [--library ABSOLUTE_PATH] [--policy POLICY]
 *                           [--gpu-check auto|require|off]
 *                           [--gpu-self-test]
 *                           [--search-locations LIST] [--search-root DIR]...
 *                           [--search-dir LOCATION:LABEL=DIR]...
 *                           [--features LIST] [--header-prefix DIR]
 *                           [--header FILE]
 *                           [--header-version MAJOR.MINOR.PATCH]
 *                           [--toolkit-cudart CODE] [--cudart-header FILE]
 *                           [--format text|json|keyvalue] [--report FILE]
 *                           [--target-system NAME [--cross-compiling]
 *                            [--emulator COMMAND] [--processor P]
 *                            [--toolkit-version X.Y]
 *                            [--sublibrary-scan SCAN]]
 *        cudnn-strict-probe [--header-version MAJOR.MINOR.PATCH]
 *                           --static-archive FILE... [--format json|keyvalue]
 *        cudnn-strict-probe --check-binary FILE...
 *                           [--expect MAJOR.MINOR[.PATCH]]
 *                           [--format text|json|keyvalue] [--report FILE]
 *        cudnn-strict-probe --json-from REPORT
 *        cudnn-strict-probe --header-facts FILE [--format json|keyvalue]
 *        cudnn-strict-probe --header-in DIR [--format json|keyvalue]
 *        cudnn-strict-probe --file-facts FILE [--processor P]
 *                           [--format json|keyvalue]
 *        cudnn-strict-probe --sublibrary-files LIBRARY [FILE...]
 *                           [--format json|keyvalue]
 *        cudnn-strict-probe --processor-name SPELLING [--format json|keyvalue]
 *        cudnn-strict-probe --verdict REPORT [--library FILE] [--policy P]
 *                           [--cross-compiling] [--emulator COMMAND]
 *                           [--target-system NAME] [--processor P]
 *                           [--toolkit-version X.Y] [--sublibrary-scan SCAN]
 *                           [--format json|keyvalue]
 *        cudnn-strict-probe --library-file FILE [--label L] [--major M]
 *                           [--naming posix|windows] [--processor P]
 *                           [--elsewhere DIR...] [--format json|keyvalue]
 *        cudnn-strict-probe --header-check HEADER VERSION --template FILE
 *                           --output FILE [--search DIR...] [--listed DIR...]
 *                           [--unchecked] [--format json|keyvalue]
 *        cudnn-strict-probe --python [PYTHON] [--format text|json|keyvalue]
 *                           [--timeout SECONDS] [--preload-dlls] [--report
 * FILE]
 *        cudnn-strict-probe --help | --version
 * --json is --format json.
 * --report FILE writes the report to FILE; without it the report goes to
 * what standard output was when the tool started.  Either way the
 * process's standard output points at its standard error before anything
 * is loaded, so that what a library prints is never read as a fact
 * (platform/cudnn_strict_channel.h).
 * --target-system NAME, with the rest of the build a configure serves,
 * ends a key=value --report that reached its verdict with the configure's
 * check.* words (configure/cudnn_strict_check_words.h), and with
 * --sublibrary-scan SCAN the sub-library record made from the reader's scan
 * in SCAN and the checks' release report (sub.*), so that the CMake
 * module runs no reader after the checks.
 * --json-from writes a key=value report this tool printed (a whole one, or
 * what a run that was stopped left) as --json would have, so that one run
 * gives both forms without the check running twice.
 * --static-archive reads the release that static archives of cuDNN carry,
 * against the header's, and runs nothing else (cudnn_strict_static_check.h).
 * --gpu-self-test also proves that the GPU check's error bound bites: FP32
 * with TF32 allowed, judged with the FP32 bound, must fail on a GPU with
 * TF32 (gpu.<d>.self_test.result in cudnn_strict_gpu.h).
 * --header-version and --toolkit-cudart (CUDART_VERSION, 0 for none) check
 * against another header than the one the tool was built with;
 * --cudart-header reads CUDART_VERSION from the CUDA runtime's
 * cuda_runtime_api.h instead.  --header-facts reports what the text of a
 * version header says (cli/cudnn_strict_reader.h) and runs nothing else;
 * --header-in chooses the version header of a directory first.
 * Without --library the probe loads libcudnn.so.<major> through the normal
 * loader search, as an application linked against cuDNN would.  The report
 * is for people by default (cli/cudnn_strict_text_report.h; the configure's
 * program, which only the module runs, defaults to keyvalue), key=value
 * lines with --format keyvalue (what the module reads), or with --json one
 * flat JSON object of the same keys (values that are plain integers as
 * numbers, all others as strings); the
 * GPU check's keys are listed in cudnn_strict_gpu.h, --check-binary's in
 * cudnn_strict_deploy.h.  judgement is the runtime guard's status for the
 * pair (OK, INCOMPATIBLE, KNOWN_BAD, CUDA_MAJOR_DIFFERS), judged in the
 * guard's order; verdict.fix says what a configure does about a refusal by
 * the rule or the CUDA major.  When the library cannot run code built with the
 * header, fix.suggestion says where a compatible one is, or what to install
 * (cudnn_strict_fix.h; --search-dir gives its plan, the directories a
 * configure searched, in order; without one, the default plan, which
 * --search-root extends; --search-locations limits either; --header-prefix
 * names the install of the header the configure used, always searched),
 * verdict.message is the
 * configure's sentence for a refusal (naming --header), and library.known_bad
 * names a release of the known-bad table (cudnn_strict_known_bad.h) that
 * refuses the release; library.known_bad_warning.<i> are the table's warnings
 * for it.  --features lists what the program uses, as CUDNN_STRICT_FEATURES
 * does.
 *
 * Exit status: the outcome's, from CUDNN_STRICT_STATUS_MAP
 * (cudnn_strict.h): 0 compatible, 1 incompatible (the rule or the
 * CUDA major), 2 not a loadable cuDNN, 6 an incomplete or mixed release, 7
 * a known-bad release; then 3 the GPU check failed (or found no usable GPU
 * under require; a skip under auto is no failure), 64 usage error; for
 * --check-binary see cudnn_strict_deploy.h.  --help (-h) and --version
 * (-V) answer on stdout with 0, whatever else is given.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_agreement.h"
#include "cudnn_strict_channel.h"
#include "cudnn_strict_gpu.h"
#include "cudnn_strict_header_file.h"
#include "cudnn_strict_known_bad.h"
#include "cudnn_strict_static_check.h"
#include "cudnn_strict_version.h"
#include "cudnn_strict_writer.h"

#if !defined(CUDNN_STRICT_CONFIGURE_PROGRAM)
#define CUDNN_STRICT_CONFIGURE_PROGRAM 0
#endif

#if !CUDNN_STRICT_CONFIGURE_PROGRAM
#include "cudnn_strict_deploy.h"
#include "cudnn_strict_header_facts.h"
#include "cudnn_strict_image.h"
#include "cudnn_strict_python.h"
#include "cudnn_strict_text_report.h"
#include "cudnn_strict_words_cli.h"
#endif
#include "cudnn_strict_reader.h"

enum {
  CUDNN_STRICT_FORMAT_TEXT = 0,
  CUDNN_STRICT_FORMAT_JSON = 1,
  CUDNN_STRICT_FORMAT_KEY_VALUE = 2
};

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if !defined(_WIN32)
#include <unistd.h>
#endif
#if defined(_WIN32)
#include <fcntl.h>
#include <io.h>
#include <shellapi.h>
#include <windows.h>

/* The arguments as the wide API holds them, in UTF-8: the narrow argv is
   in the ANSI code page, which loses a file name in another script (a
   program under a folder named with a character it lacks).  NULL when
   they cannot be read; the array lives as long as the process. */
static char **cudnn_strict_utf8_arguments(int *argc) {
  int count = 0, i, size;
  wchar_t **wide = CommandLineToArgvW(GetCommandLineW(), &count);
  char **out;
  if (wide == NULL)
    return NULL;
  out = (char **)calloc((size_t)count + 1, sizeof(char *));
  for (i = 0; out != NULL && i < count; ++i) {
    size = WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, NULL, 0, NULL, NULL);
    if (size <= 0 || (out[i] = (char *)malloc((size_t)size)) == NULL ||
        WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, out[i], size, NULL,
                            NULL) <= 0) {
      out = NULL; /* left to the process's end */
      break;
    }
  }
  LocalFree(wide);
  if (out != NULL)
    *argc = count;
  return out;
}
#endif

/* The options that take a value, as data: where a plain one keeps its
   value among the options, else CUDNN_STRICT_PARSED for those that
   cudnn_strict_parse_valued reads itself.  A comparison per option, in
   two functions, was a third of their code. */
#define CUDNN_STRICT_PARSED ((size_t)-1)
#define CUDNN_STRICT_FIELD(name)                                               \
  offsetof(struct cudnn_strict_probe_options, name)
static const struct cudnn_strict_valued_option {
  const char *name;
  size_t field;
} cudnn_strict_valued_options[] = {
    {"--library", CUDNN_STRICT_FIELD(library)},
    {"--policy", CUDNN_STRICT_PARSED},
    {"--gpu-check", CUDNN_STRICT_PARSED},
    {"--search-locations", CUDNN_STRICT_FIELD(search_locations)},
    {"--features", CUDNN_STRICT_PARSED},
    {"--header-prefix", CUDNN_STRICT_FIELD(header_prefix)},
    {"--header", CUDNN_STRICT_FIELD(header)},
    {"--search-root", CUDNN_STRICT_PARSED},
    {"--search-dir", CUDNN_STRICT_PARSED},
    {"--header-version", CUDNN_STRICT_PARSED},
    {"--toolkit-cudart", CUDNN_STRICT_PARSED},
    {"--cudart-header", CUDNN_STRICT_PARSED},
    {"--report", CUDNN_STRICT_FIELD(report)},
    {"--target-system", CUDNN_STRICT_FIELD(build.target_system)},
    {"--emulator", CUDNN_STRICT_FIELD(build.emulator)},
    {"--processor", CUDNN_STRICT_FIELD(build.target)},
    {"--toolkit-version", CUDNN_STRICT_FIELD(build.toolkit_version)},
    {"--sublibrary-scan", CUDNN_STRICT_FIELD(build.scan)},
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
    {"--json-from", CUDNN_STRICT_FIELD(json_from)},
    {"--expect", CUDNN_STRICT_PARSED},
#endif
};
#undef CUDNN_STRICT_FIELD

/* The option `arg` if it takes a value, else NULL. */
static const struct cudnn_strict_valued_option *
cudnn_strict_is_valued(const char *arg) {
  size_t k;
  for (k = 0; k < sizeof(cudnn_strict_valued_options) /
                      sizeof(cudnn_strict_valued_options[0]);
       ++k)
    if (strcmp(arg, cudnn_strict_valued_options[k].name) == 0)
      return &cudnn_strict_valued_options[k];
  return NULL;
}

/* The synopsis, on `out`: after a usage error (stderr) and atop --help. */
static void cudnn_strict_usage(FILE *out) {
  fprintf(out,
          "usage: cudnn-strict-probe [--library ABSOLUTE_PATH] "
          "[--policy COMPATIBLE|SAME_MINOR|EXACT] [--search-locations LIST] "
          "[--search-root DIR]... [--search-dir LOCATION:LABEL=DIR]... "
          "[--gpu-check auto|require|off] "
          "[--features LIST] [--header-prefix DIR] [--header FILE] "
          "[--header-version MAJOR.MINOR.PATCH] [--toolkit-cudart CODE] "
          "[--cudart-header FILE] [--gpu-self-test] [--in-process] [--format "
          "text|json|keyvalue] "
          "[--report FILE] [--target-system NAME [--cross-compiling] "
          "[--emulator COMMAND] [--processor P] [--toolkit-version X.Y] "
          "[--sublibrary-scan SCAN]]\n"
          "       cudnn-strict-probe [--header-version MAJOR.MINOR.PATCH] "
          "--static-archive FILE... [--format json|keyvalue]\n"
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
          "       cudnn-strict-probe --check-binary FILE... "
          "[--expect MAJOR.MINOR[.PATCH]] [--format text|json|keyvalue]\n"
          "       cudnn-strict-probe --json-from REPORT\n"
          "       cudnn-strict-probe --header-facts FILE "
          "[--format json|keyvalue]\n"
          "       cudnn-strict-probe --header-in DIR "
          "[--format json|keyvalue]\n"
          "       cudnn-strict-probe --file-facts FILE [--processor P] "
          "[--format json|keyvalue]\n"
          "       cudnn-strict-probe --sublibrary-files LIBRARY [FILE...] "
          "[--format json|keyvalue]\n"
          "       cudnn-strict-probe --processor-name SPELLING "
          "[--format json|keyvalue]\n"
          "       cudnn-strict-probe --verdict REPORT [--library FILE] "
          "[--policy P] [--cross-compiling] [--emulator COMMAND] "
          "[--target-system NAME] [--processor P] [--toolkit-version X.Y] "
          "[--sublibrary-scan SCAN] [--format json|keyvalue]\n"
          "       cudnn-strict-probe --library-file FILE [--label L] "
          "[--major M] [--naming posix|windows] [--processor P] "
          "[--elsewhere DIR...] [--format json|keyvalue]\n"
          "       cudnn-strict-probe --header-check HEADER VERSION --template "
          "FILE --output FILE [--search DIR...] [--listed DIR...] "
          "[--unchecked] [--format json|keyvalue]\n"
          "       cudnn-strict-probe --python [PYTHON] "
          "[--format text|json|keyvalue] [--timeout SECONDS] "
          "[--preload-dlls] [--report FILE]\n"
          "       cudnn-strict-probe --root DIR | --image FILE "
          "[--env NAME=VALUE]... [--check-binary PATH...] "
          "[--expect MAJOR.MINOR[.PATCH]] [--format text|json|keyvalue]\n"
          "       cudnn-strict-probe --words ID [NAME=VALUE]... "
          "[--format json|keyvalue] [--report FILE]\n"
          "       cudnn-strict-probe --help | --version\n"
#endif
  );
}

#if !CUDNN_STRICT_CONFIGURE_PROGRAM
/* --help: what each option does and what each exit status means, the
   words of docs/command-line.md and of the manual page, which the test
   deploy.HelpOptions holds to this text. */
static const char cudnn_strict_help_text[] =
    "\n"
    "Checks that the cuDNN this machine loads can run code built with a "
    "cuDNN\nheader, runs a convolution on each GPU, or judges binaries, "
    "a Python\nenvironment or static archives on disk.\n"
    "\n"
    "What to check:\n"
    "  --library ABSOLUTE_PATH  the libcudnn file to load; without it, "
    "libcudnn.so.<major>\n"
    "                           through the loader's search, as an "
    "application would\n"
    "  --check-binary FILE...   which cuDNN each program or library would "
    "load here,\n"
    "                           and whether it can run it (reads the "
    "files, runs nothing)\n"
    "  --expect VERSION         with --check-binary: the cuDNN MAJOR.MINOR"
    "[.PATCH] a\n"
    "                           binary without the guard's note was built "
    "with\n"
    "  --python [PYTHON]        the frameworks of a Python environment "
    "(torch, JAX,\n"
    "                           ONNX Runtime, TensorFlow) and the cuDNN "
    "each loads\n"
    "  --timeout SECONDS        with --python: how long the Python may run "
    "(default 300)\n"
    "  --preload-dlls           with --python: the program calls "
    "onnxruntime.preload_dlls()\n"
    "  --root DIR               a container image unpacked in DIR: every "
    "framework and\n"
    "                           program in it, judged from its files\n"
    "  --image FILE             the same for an OCI layout or archive, or "
    "a docker save\n"
    "                           archive\n"
    "  --env NAME=VALUE         with --root or --image: the image's "
    "environment (repeatable)\n"
    "  --static-archive FILE... the release each static "
    "libcudnn_*_static.a carries\n"
    "  --json-from REPORT       a saved keyvalue report, written as JSON\n"
    "  --words ID [NAME=VALUE]... the words of the core's table row ID "
    "for those values\n"
    "  --header-facts FILE      what the text of a cuDNN version header "
    "says (its version,\n"
    "                           definitions that make it ambiguous or that "
    "no build\n"
    "                           reads), loading nothing\n"
    "  --header-in DIR          the same of the version header of DIR, "
    "chosen as the\n"
    "                           CMake module chooses it\n"
    "  --file-facts FILE        an ELF or PE file's kind, class, byte "
    "order and processor\n"
    "                           (with --processor P: whether it is P's), "
    "loading nothing\n"
    "  --sublibrary-files LIBRARY [FILE...]\n"
    "                           whether the names of the sub-library files "
    "FILE\n"
    "                           say another release than libcudnn LIBRARY's "
    "(x.y.z)\n"
    "  --processor-name SPELLING\n"
    "                           the name the tool gives the processor "
    "CMake spells\n"
    "                           SPELLING (AMD64: x86_64, arm64: aarch64, "
    "i686: i386)\n"
    "  --verdict REPORT         what a configure concludes from the checks' "
    "key=value\n"
    "                           REPORT (the check, its sentence, the "
    "agreement line,\n"
    "                           the warnings) for the build its other "
    "options describe\n"
    "  --library-file FILE      whether the library file FILE can be used "
    "(--label L:\n"
    "                           the setting that named it); then which of "
    "cuDNN M's\n"
    "                           sub-libraries lie beside it (named as "
    "--naming says),\n"
    "                           which are unusable, and where one missing "
    "there is in\n"
    "                           the --elsewhere DIRs\n"
    "  --header-check HEADER VERSION\n"
    "                           the compile-time check that a build finds "
    "HEADER (cuDNN\n"
    "                           VERSION): --template FILE filled in to "
    "--output FILE,\n"
    "                           naming the other headers in the --search "
    "DIRs, with a\n"
    "                           warning for each in a --listed DIR "
    "(--unchecked: no\n"
    "                           unit of the project compiles the check)\n"
    "\n"
    "What to check against:\n"
    "  --header FILE            the cuDNN version header the program is "
    "built with\n"
    "                           (cudnn_version.h): its version is read from "
    "it\n"
    "  --header-version M.m.p   the header's cuDNN version, instead of one "
    "read from a\n"
    "                           file; without either, the header this tool "
    "was built\n"
    "                           with, else the one beside the library\n"
    "  --toolkit-cudart CODE    the CUDA runtime the program is built with "
    "(CUDART_VERSION,\n"
    "                           e.g. 13000; 0 for none)\n"
    "  --cudart-header FILE     the same, read from that runtime's "
    "cuda_runtime_api.h\n"
    "  --header-prefix DIR      the header's install, whose libraries the "
    "search for a\n"
    "                           compatible copy always looks at\n"
    "  --policy POLICY          COMPATIBLE (default), SAME_MINOR or EXACT: "
    "which\n"
    "                           libraries may run code built with the "
    "header\n"
    "  --features LIST          what the program uses, for the known-bad "
    "releases\n"
    "                           (as CUDNN_STRICT_FEATURES)\n"
    "\n"
    "Where to look for a compatible copy after a refusal:\n"
    "  --search-dir LOCATION:LABEL=DIR  one library directory, with its "
    "location and\n"
    "                           label (repeatable; replaces the default "
    "places)\n"
    "  --search-root DIR        an install prefix added to the default "
    "places\n"
    "                           (repeatable)\n"
    "  --search-locations LIST  the locations searched: ROOT, TOOLKIT, "
    "CONDA, PIP,\n"
    "                           SYSTEM\n"
    "\n"
    "The GPU check:\n"
    "  --gpu-check MODE         auto (default: run it where a GPU is, a "
    "skip is no\n"
    "                           failure), require (no usable GPU fails), "
    "off\n"
    "  --gpu-self-test          also prove that the check's error bound "
    "bites\n"
    "  --in-process             load cuDNN and run the GPU check in this "
    "process, without\n"
    "                           child processes (under an emulator)\n"
    "\n"
    "Output:\n"
    "  --format FORMAT          text (default, for people), json or "
    "keyvalue (for\n"
    "                           programs and the CMake module)\n"
    "  --json                   --format json\n"
    "  --report FILE            write the report to FILE (nothing a loaded "
    "library\n"
    "                           prints can reach it); default: standard "
    "output\n"
    "  --target-system NAME     end the key=value --report with a "
    "configure's check.*\n"
    "                           words for that build, which --verdict's "
    "other options\n"
    "                           describe\n"
    "  --sublibrary-scan SCAN   with --target-system or --verdict, end "
    "them with the\n"
    "                           sub-library record (sub.*) made from the "
    "--library-file\n"
    "                           report in SCAN and the release check's\n"
    "  -h, --help               this text\n"
    "  -V, --version            the tool's version\n"
    "\n"
    "Exit status:\n"
    "   0  compatible (the GPU check passed, was skipped under auto, or "
    "was off)\n"
    "   1  incompatible: the version rule, or cuDNN built for another CUDA "
    "major\n"
    "   2  cannot load: libcudnn not found, not a cuDNN, or a library it "
    "needs missing\n"
    "   3  the GPU check failed (or found no usable GPU under require)\n"
    "   5  --check-binary: a file cannot be judged; --image: a hostile "
    "image\n"
    "   6  the release is incomplete or mixed\n"
    "   7  a release known to break for what the build uses\n"
    "  64  usage error\n"
    "\n"
    "See the manual page cudnn-strict-probe(1) and docs/command-line.md.\n";

static void cudnn_strict_help(void) {
  cudnn_strict_usage(stdout);
  fputs(cudnn_strict_help_text, stdout);
}
#endif

/* Whether argv asks for --help or --version, which win over every other
   argument, as GNU programs do; 1 when it was answered. */
static int cudnn_strict_answer_help(int argc, char **argv) {
  int i;
  for (i = 1; i < argc; ++i) {
    if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
      cudnn_strict_help();
#else
      cudnn_strict_usage(stdout);
#endif
      return 1;
    }
    if (strcmp(argv[i], "--version") == 0 || strcmp(argv[i], "-V") == 0) {
#if defined(CUDNN_STRICT_TOOL_VERSION)
      printf("cudnn-strict-probe %s\n", CUDNN_STRICT_TOOL_VERSION);
#else
      printf("cudnn-strict-probe (the CMake module's configure program)\n");
#endif
      return 1;
    }
  }
  return 0;
}

/* What follows a usage error's first line: the synopsis, where to read
   more. */
static void cudnn_strict_usage_end(void) {
  cudnn_strict_usage(stderr);
  fprintf(stderr, "Try 'cudnn-strict-probe --help' for more.\n");
}

/* A usage error: what was wrong, naming the argument, then the rest. */
static void cudnn_strict_usage_error(const char *what, const char *argument,
                                     const char *hint) {
  fprintf(stderr, "cudnn-strict-probe: %s '%s'%s\n", what, argument, hint);
  cudnn_strict_usage_end();
}

/* The argument at argv[i] that no option takes. */
static void cudnn_strict_unexpected(int argc, char **argv, int i) {
  const char *arg = argv[i];
  if ((cudnn_strict_is_valued(arg) || strcmp(arg, "--format") == 0) &&
      i + 1 >= argc)
    cudnn_strict_usage_error("missing the value of", arg, "");
  else if (arg[0] == '-')
    cudnn_strict_usage_error("unknown option", arg, "");
  else {
    /* A bare path is most often the library to check. */
    fprintf(stderr,
            "cudnn-strict-probe: unexpected argument '%s' (to check that "
            "cuDNN library: cudnn-strict-probe --library '%s'; a program or "
            "library that loads cuDNN: --check-binary '%s')\n",
            arg, arg, arg);
    cudnn_strict_usage_end();
  }
}

static void cudnn_strict_default_options(struct cudnn_strict_probe_options *o,
                                         char **argv) {
  memset(o, 0, sizeof(*o));
#if CUDNN_STRICT_CONFIGURE_PROGRAM
  o->header_facts.version.major = -1; /* --header is required */
#elif CUDNN_STRICT_PROBE_HEADERLESS
  /* Read at run time (cudnn_strict_resolve_header). */
  o->header_facts.version.major = -1;
#if defined(CUDNN_STRICT_TOOLKIT_CUDART_CODE)
  o->header_facts.toolkit_cudart_code = CUDNN_STRICT_TOOLKIT_CUDART_CODE;
#endif
#else
  cudnn_strict_compiled_header_facts(&o->header_facts);
#endif
  o->library = NULL;
  o->policy = CUDNN_STRICT_POLICY_COMPATIBLE;
  o->build.library = o->build.header = o->build.policy = o->build.emulator = "";
  o->build.target_system = o->build.target = o->build.toolkit_version = "";
  o->build.scan = "";
  o->gpu_mode = CUDNN_STRICT_GPU_AUTO;
  o->binaries = argv + 1;
  /* The same front of argv: the two never come together. */
  o->archives = argv + 1;
  /* The configure's program reports to the module only. */
  o->format = CUDNN_STRICT_CONFIGURE_PROGRAM ? CUDNN_STRICT_FORMAT_KEY_VALUE
                                             : CUDNN_STRICT_FORMAT_TEXT;
}

/* --format: text (for people), json, keyvalue (for the CMake module). */
static int cudnn_strict_parse_format(const char *value, int *format) {
  if (strcmp(value, "json") == 0)
    *format = CUDNN_STRICT_FORMAT_JSON;
  else if (strcmp(value, "keyvalue") == 0)
    *format = CUDNN_STRICT_FORMAT_KEY_VALUE;
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
  else if (strcmp(value, "text") == 0)
    *format = CUDNN_STRICT_FORMAT_TEXT;
#endif
  else {
    fprintf(stderr, "cudnn-strict-probe: unknown format '%s' (valid: %s)\n",
            value,
            CUDNN_STRICT_CONFIGURE_PROGRAM ? "json, keyvalue"
                                           : "text, json, keyvalue");
    return 0;
  }
  return 1;
}

/* One option with its value, at argv[*i]; returns 0 for a bad value. */
static int cudnn_strict_parse_valued(char **argv, int *i,
                                     struct cudnn_strict_probe_options *o) {
  const char *option = argv[*i], *value = argv[++*i];
  size_t field = cudnn_strict_is_valued(option)->field;
  if (field != CUDNN_STRICT_PARSED) {
    *(const char **)(void *)((char *)o + field) = value;
    if (strcmp(option, "--target-system") == 0)
      o->check_words = 1;
  } else if (strcmp(option, "--policy") == 0) {
    o->build.policy = value; /* the words name it as it was given */
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
  } else if (strcmp(option, "--features") == 0) {
    char bad[64], valid[512];
    if (!cudnn_strict_parse_features(value, &o->features, bad, sizeof(bad))) {
      cudnn_strict_feature_keys(valid, sizeof(valid));
      fprintf(stderr, "cudnn-strict-probe: unknown feature '%s' (valid: %s)\n",
              bad, valid);
      return 0;
    }
  } else if (strcmp(option, "--search-dir") == 0) {
    size_t used = strlen(o->search_plan), length = strlen(value);
    const char *colon = strchr(value, ':');
    if (colon == NULL || strchr(colon, '=') == NULL ||
        strchr(value, '\n') != NULL) {
      fprintf(stderr,
              "cudnn-strict-probe: --search-dir '%s' is not "
              "LOCATION:LABEL=DIR\n",
              value);
      return 0;
    }
    /* A plan is advice: what does not fit is left out. */
    if (used + length + 2 <= sizeof(o->search_plan))
      snprintf(o->search_plan + used, sizeof(o->search_plan) - used, "%s\n",
               value);
  } else if (strcmp(option, "--cudart-header") == 0) {
    long long code = 0;
    char error[CUDNN_STRICT_PATH_SIZE + 128];
    if (!cudnn_strict_header_file_macro(value, "CUDART_VERSION", &code, error,
                                        sizeof(error)) ||
        code < 0 || code > 99999999LL) {
      fprintf(stderr, "cudnn-strict-probe: --cudart-header %s\n", error);
      return 0;
    }
    o->header_facts.toolkit_cudart_code = (long)code;
  } else if (strcmp(option, "--header-version") == 0) {
    struct cudnn_strict_version *v = &o->header_facts.version;
    char end;
    o->header_version_given = 1;
    if (sscanf(value, "%d.%d.%d%c", &v->major, &v->minor, &v->patch, &end) !=
            3 ||
        v->major < 0 || v->minor < 0 || v->patch < 0) {
      fprintf(stderr,
              "cudnn-strict-probe: --header-version '%s' is not "
              "MAJOR.MINOR.PATCH\n",
              value);
      return 0;
    }
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
  } else if (strcmp(option, "--expect") == 0) {
    if (!cudnn_strict_parse_expected(value, &o->expect.version)) {
      fprintf(stderr,
              "cudnn-strict-probe: --expect '%s' is not MAJOR.MINOR or "
              "MAJOR.MINOR.PATCH\n",
              value);
      return 0;
    }
    o->expect.text = value;
#endif
  } else if (strcmp(option, "--toolkit-cudart") == 0) {
    char *end;
    o->header_facts.toolkit_cudart_code = strtol(value, &end, 10);
    if (*value == '\0' || *end != '\0' ||
        o->header_facts.toolkit_cudart_code < 0) {
      fprintf(stderr,
              "cudnn-strict-probe: --toolkit-cudart '%s' is not a CUDA "
              "runtime version code (e.g. 13000)\n",
              value);
      return 0;
    }
  } else if (o->search_root_count < CUDNN_STRICT_MAX_SEARCH_ROOTS) {
    o->search_roots[o->search_root_count++] = value;
  }
  return 1;
}

/* --check-binary and --static-archive take every following argument that
   is not an option; they are gathered at the front of argv. */
static int cudnn_strict_parse_options(int argc, char **argv,
                                      struct cudnn_strict_probe_options *o) {
  enum { TAKING_NONE, TAKING_BINARIES, TAKING_ARCHIVES } taking = TAKING_NONE;
  int i, check_binary = 0, static_archive = 0;
  cudnn_strict_default_options(o, argv);
  for (i = 1; i < argc; ++i) {
    if (cudnn_strict_is_valued(argv[i]) && i + 1 < argc) {
      taking = TAKING_NONE;
      if (!cudnn_strict_parse_valued(argv, &i, o))
        return 0;
    } else if (strcmp(argv[i], "--json") == 0) {
      o->format = CUDNN_STRICT_FORMAT_JSON;
    } else if (strcmp(argv[i], "--format") == 0 && i + 1 < argc) {
      if (!cudnn_strict_parse_format(argv[++i], &o->format))
        return 0;
    } else if (strcmp(argv[i], "--in-process") == 0) {
      o->in_process = 1;
    } else if (strcmp(argv[i], "--cross-compiling") == 0) {
      o->build.cross_compiling = 1;
    } else if (strcmp(argv[i], "--gpu-self-test") == 0) {
      o->gpu_self_test = 1;
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
    } else if (strcmp(argv[i], "--check-binary") == 0) {
      taking = TAKING_BINARIES;
      check_binary = 1;
#endif
    } else if (strcmp(argv[i], "--static-archive") == 0) {
      taking = TAKING_ARCHIVES;
      static_archive = 1;
    } else if (taking == TAKING_BINARIES && strncmp(argv[i], "--", 2) != 0) {
      o->binaries[o->binary_count++] = argv[i];
    } else if (taking == TAKING_ARCHIVES && strncmp(argv[i], "--", 2) != 0) {
      o->archives[o->archive_count++] = argv[i];
    } else {
      cudnn_strict_unexpected(argc, argv, i);
      return 0;
    }
  }
  if (check_binary && o->binary_count == 0) {
    cudnn_strict_usage_error("no FILE after", "--check-binary", "");
    return 0;
  }
  if (static_archive && o->archive_count == 0) {
    cudnn_strict_usage_error("no FILE after", "--static-archive", "");
    return 0;
  }
  if (o->archive_count > 0 && (check_binary || o->binary_count > 0)) {
    cudnn_strict_usage_error("cannot combine --static-archive with",
                             "--check-binary", "");
    return 0;
  }
#if CUDNN_STRICT_CONFIGURE_PROGRAM
  /* The header the configure found, read here as the tool reads it. */
  if (!o->header_version_given && o->header == NULL) {
    cudnn_strict_usage_error("missing", "--header",
                             ": this program reads the header it is given");
    return 0;
  }
  if (!o->header_version_given && o->header != NULL) {
    char error[CUDNN_STRICT_PATH_SIZE + 256];
    if (!cudnn_strict_header_file_version(o->header, &o->header_facts.version,
                                          error, sizeof(error))) {
      fprintf(stderr, "cudnn-strict-probe: --header %s\n", error);
      return 0;
    }
  }
#endif
  return 1;
}

#if !CUDNN_STRICT_CONFIGURE_PROGRAM
/* The version header of the install that holds `library`, or "": its
   include/ beside lib/ (toolkit, pip wheel, conda, a prefix), then
   Debian's /usr/include/<triplet>/ for /usr/lib/<triplet>/. */
#if defined(_WIN32)
/* cuDNN's Windows installs keep no header beside bin/ that a program
   reads at run time: --header names it. */
static void cudnn_strict_header_beside(const char *library, int major,
                                       char *out, size_t size) {
  (void)library;
  (void)major;
  if (size > 0)
    out[0] = '\0';
}
#else
static void cudnn_strict_header_beside(const char *library, int major,
                                       char *out, size_t size) {
  char directory[CUDNN_STRICT_PATH_SIZE], candidate[CUDNN_STRICT_PATH_SIZE];
  const char *triplet;
  int i;
  out[0] = '\0';
  cudnn_strict_dirname(library, directory, sizeof(directory));
  triplet = strrchr(directory, '/');
  triplet = triplet != NULL ? triplet + 1 : directory;
  for (i = 0; i < 4 && out[0] == '\0'; ++i) {
    int n = i == 0   ? snprintf(candidate, sizeof(candidate),
                                "%s/../include/cudnn_version.h", directory)
            : i == 1 ? snprintf(candidate, sizeof(candidate),
                                "%s/../include/cudnn_version_v%d.h", directory,
                                major)
            : i == 2 ? snprintf(candidate, sizeof(candidate),
                                "%s/../../include/%s/cudnn_version_v%d.h",
                                directory, triplet, major)
                     /* before cuDNN 8 the version lived in cudnn.h */
                     : snprintf(candidate, sizeof(candidate),
                                "%s/../include/cudnn.h", directory);
    if (n > 0 && (size_t)n < sizeof(candidate) &&
        access(candidate, R_OK) == 0 && realpath(candidate, out) == NULL)
      cudnn_strict_copy_text(out, size, candidate);
  }
}
#endif

/* The header to judge against: --header-version, else --header FILE read
   as the preprocessor would, else the one compiled in, else the one beside
   the library to be checked (--library, or the libcudnn.so.<major> the
   loader finds, newest major first).  `found` holds a header found here.
   Returns 0 after saying why there is none. */
static int cudnn_strict_resolve_header(struct cudnn_strict_probe_options *o,
                                       char *found, size_t size) {
  char error[CUDNN_STRICT_PATH_SIZE + 256], soname[64];
  struct cudnn_strict_library lib;
  int major;
  if (o->header_version_given)
    return 1;
  if (o->header != NULL) {
    if (cudnn_strict_header_file_version(o->header, &o->header_facts.version,
                                         error, sizeof(error)))
      return 1;
    fprintf(stderr, "cudnn-strict-probe: --header %s\n", error);
    return 0;
  }
  if (o->header_facts.version.major >= 0)
    return 1;
  for (major = 9; major >= 7 && found[0] == '\0'; --major) {
    cudnn_strict_library_file_name(major, soname, sizeof(soname));
    if (o->library != NULL) {
      cudnn_strict_header_beside(o->library, major, found, size);
      continue;
    }
    /* Where the loader would take it from; closed again, so that the
       check loads it as the application would. */
    memset(&lib, 0, sizeof(lib));
    if (!cudnn_strict_library_open(soname, &lib, error, sizeof(error)))
      continue;
    cudnn_strict_header_beside(lib.path, major, found, size);
    cudnn_strict_library_close(&lib);
    if (found[0] == '\0')
      break;
  }
  if (found[0] != '\0' &&
      cudnn_strict_header_file_version(found, &o->header_facts.version, error,
                                       sizeof(error))) {
    o->header = found;
    return 1;
  }
  if (found[0] != '\0')
    fprintf(stderr, "cudnn-strict-probe: %s\n", error);
  fprintf(stderr,
          "cudnn-strict-probe: no cuDNN header to judge against: this build "
          "has none compiled in, and none was found beside %s. Fix: name the "
          "header the program is built with, --header <include "
          "directory>/cudnn_version.h, or its version, --header-version "
          "MAJOR.MINOR.PATCH\n",
          o->library != NULL ? o->library : "the libcudnn the loader finds");
  return 0;
}
#endif

#if !CUDNN_STRICT_CONFIGURE_PROGRAM
/* One line of `in` without its newline, in a buffer that grows; returns 0
   at the end of the file. */
static int cudnn_strict_read_line(FILE *in, char **line, size_t *size) {
  size_t used = 0;
  int c;
  while ((c = fgetc(in)) != EOF && c != '\n') {
    if (used + 1 >= *size) {
      size_t bigger = *size > 0 ? 2 * *size : 256;
      char *grown = (char *)realloc(*line, bigger);
      if (grown == NULL)
        return 0;
      *line = grown;
      *size = bigger;
    }
    (*line)[used++] = (char)c;
  }
  if (c == EOF && used == 0)
    return 0;
  if (*line == NULL && (*line = (char *)malloc(*size = 1)) == NULL)
    return 0;
  (*line)[used] = '\0';
  return 1;
}

/* The key=value report read from `in` (named `name` in a message) through
   the writer `w`, which it ends; 0, or the usage status for a line that is
   not key=value. */
static int cudnn_strict_replay(FILE *in, const char *name,
                               struct cudnn_strict_writer *w) {
  char *line = NULL, *equals;
  size_t size = 0;
  long number = 0;
  int status = CUDNN_STRICT_EXIT_PASS;
  while (cudnn_strict_read_line(in, &line, &size)) {
    ++number;
    if ((equals = strchr(line, '=')) == NULL || equals == line) {
      fprintf(stderr,
              "cudnn-strict-probe: %s:%ld is not a key=value line: %.80s\n",
              name, number, line);
      status = CUDNN_STRICT_EXIT_USAGE;
      break;
    }
    *equals = '\0';
    cudnn_strict_key_value_unescape(equals + 1);
    cudnn_strict_write_text(w, line, equals + 1);
  }
  cudnn_strict_writer_end(w);
  free(line);
  return status;
}

/* --json-from: the key=value report `path` through the JSON writer. */
static int cudnn_strict_json_from(const char *path, FILE *out) {
  struct cudnn_strict_writer writer;
  FILE *in = fopen(path, "r");
  int status;
  if (in == NULL) {
    fprintf(stderr, "cudnn-strict-probe: cannot read '%s'\n", path);
    return CUDNN_STRICT_EXIT_USAGE;
  }
  cudnn_strict_writer_json(&writer, out);
  status = cudnn_strict_replay(in, path, &writer);
  fclose(in);
  return status;
}
#endif

int main(int argc, char **argv) {
  struct cudnn_strict_probe_options options;
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
  static char header_found[CUDNN_STRICT_PATH_SIZE];
#endif
  struct cudnn_strict_writer writer;
  FILE *report, *facts;
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
  struct cudnn_strict_text_report_writer people;
#endif
  int status;
#if defined(_WIN32)
  char **utf8 = cudnn_strict_utf8_arguments(&argc);
  if (utf8 != NULL)
    argv = utf8;
#endif

  if (cudnn_strict_answer_help(argc, argv))
    return CUDNN_STRICT_EXIT_PASS;
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
  if (cudnn_strict_python_requested(argc, argv))
    return cudnn_strict_python_main(argc, argv);
  if (cudnn_strict_image_requested(argc, argv))
    return cudnn_strict_image_main(argc, argv);
  if (cudnn_strict_words_requested(argc, argv))
    return cudnn_strict_words_main(argc, argv);
#endif
  if (cudnn_strict_reader_requested(argc, argv))
    return cudnn_strict_reader_main(argc, argv);
  if (!cudnn_strict_parse_options(argc, argv, &options))
    return CUDNN_STRICT_EXIT_USAGE;
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
  /* A saved report and the binaries' own notes need no header. */
  if (options.json_from == NULL && options.binary_count == 0 &&
      !cudnn_strict_resolve_header(&options, header_found,
                                   sizeof(header_found)))
    return CUDNN_STRICT_EXIT_USAGE;
#endif

  /* The report's own stream, before anything is loaded: what a library
     prints on standard output then reaches standard error, never the
     report (cudnn_strict_channel.h). */
  if ((report = cudnn_strict_report_channel(options.report)) == NULL) {
    fprintf(stderr, "cudnn-strict-probe: cannot write the report to '%s'\n",
            options.report);
    return CUDNN_STRICT_EXIT_USAGE;
  }
  /* Line by line, so that a crash inside cuDNN or the driver during the
     GPU check leaves the facts reported before it. */
  setvbuf(report, NULL, _IOLBF, 0);
#if defined(_WIN32)
  /* A report line ends in "\n" alone, as its readers split it, not in the
     "\r\n" of a text-mode stream. */
  _setmode(_fileno(report), _O_BINARY);
#endif
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
  if (options.json_from != NULL) {
    status = cudnn_strict_json_from(options.json_from, report);
    fclose(report);
    return status;
  }
#endif
  /* The report for people is laid out when every fact is known: the
     checks write key=value lines to a temporary file first, which the GPU
     check's child process writes to as it writes to the report.  Where no
     temporary file can be made, the key=value lines go to the report. */
  facts = report;
  /* The static archives' report has no layout for people: its key=value
     lines are read by the module, and by a person as they are. */
  if (options.archive_count > 0 && options.format == CUDNN_STRICT_FORMAT_TEXT)
    options.format = CUDNN_STRICT_FORMAT_KEY_VALUE;
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
  if (options.format == CUDNN_STRICT_FORMAT_TEXT && (facts = tmpfile()) == NULL)
    facts = report;
#endif
  if (options.format == CUDNN_STRICT_FORMAT_JSON)
    cudnn_strict_writer_json(&writer, facts);
  else
    cudnn_strict_writer_key_value(&writer, facts);
  if (options.archive_count > 0) {
    status = cudnn_strict_check_static_archives(
        &writer, options.header_facts.version, options.archive_count,
        options.archives);
    cudnn_strict_writer_end(&writer);
    fclose(report);
    return status;
  }
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
  if (options.binary_count > 0) {
    struct cudnn_strict_deploy_expect expect;
    expect.text = options.expect.text;
    expect.version = options.expect.version;
    cudnn_strict_write_report_start(&writer);
    status = cudnn_strict_check_binaries(&writer, options.binary_count,
                                         options.binaries,
                                         expect.text != NULL ? &expect : NULL);
  } else
#endif
    status = cudnn_strict_run_checks(&options, &writer);
  /* The configure's words for the build it serves, read back from what
     the report holds now (the GPU check's child wrote to it too): the
     module then runs no reader after the checks. */
  if (options.check_words && options.report != NULL &&
      options.format == CUDNN_STRICT_FORMAT_KEY_VALUE &&
      options.binary_count == 0 && fflush(facts) == 0) {
    options.build.library = options.library != NULL ? options.library : "";
    options.build.header = options.header != NULL ? options.header : "";
    (void)cudnn_strict_end_with_check_words(
        &writer, options.report, &options.build, options.header_facts.version);
  }
  cudnn_strict_writer_end(&writer);
#if !CUDNN_STRICT_CONFIGURE_PROGRAM
  if (facts != report) {
    rewind(facts);
    (void)cudnn_strict_replay(facts, "the report",
                              cudnn_strict_writer_text(&people, report));
    fclose(facts);
  }
#endif
  fclose(report);
  return status;
}
