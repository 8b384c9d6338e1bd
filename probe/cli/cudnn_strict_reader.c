/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_reader.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_reader.h"
#include "cudnn_strict_arguments.h"

#include "cudnn_strict_check_words.h"
#include "cudnn_strict_file_check.h"
#include "cudnn_strict_file_facts.h"
#include "cudnn_strict_header_check_writer.h"
#include "cudnn_strict_header_report.h"
#include "cudnn_strict_sublibrary_files.h"
#include "cudnn_strict_sublibrary_scan.h"
#include "cudnn_strict_writer.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

CUDNN_STRICT_INTERNAL int cudnn_strict_reader_requested(int argc, char **argv) {
  static const char *const options[] = {
      "--header-facts",     "--header-in",    "--file-facts",
      "--sublibrary-files", "--library-file", "--verdict",
      "--processor-name",   "--header-check", NULL};
  return cudnn_strict_argument_given(argc, argv, options);
}

/* The arguments after argv[*i] up to the next option ("--..."): returns
   the first, sets `*count` to how many, and moves `*i` to the last. */
static char **cudnn_strict_reader_list(int argc, char **argv, int *i,
                                       int *count) {
  char **first = argv + *i + 1;
  *count = 0;
  while (*i + 1 < argc && strncmp(argv[*i + 1], "--", 2) != 0) {
    ++*i;
    ++*count;
  }
  return first;
}

/* What the arguments say, filled in from the tables below. */
struct cudnn_strict_reader_args {
  const char *header, *dir, *file, *library_file, *label, *template_path;
  const char *output, *spelling, *verdict;
  /* --verdict's build. */
  struct cudnn_strict_check_context context;
  /* --header-check's judged header and version, and where it looks. */
  char **checked, **search, **listed, **elsewhere;
  int checked_count, search_count, listed_count, elsewhere_count;
};

/* The field at `offset` of the arguments `a`, of `type`. */
#define CUDNN_STRICT_ARG(type, offset) ((type *)(void *)((char *)&a + (offset)))
#define CUDNN_STRICT_OFFSET(field)                                             \
  offsetof(struct cudnn_strict_reader_args, field)
#define CUDNN_STRICT_COUNT(table) (sizeof(table) / sizeof(table[0]))

/* The options that take one value and nothing else, as data: one
   statement each, they were a fifth of the reader's code, and a table of
   the locals' addresses built at every run nearly as much.  A `once`
   option given twice is unexpected; the build's (--verdict's context)
   take the last. */
static const struct cudnn_strict_reader_valued {
  const char *name;
  size_t field;
  int once;
} cudnn_strict_reader_valued[] = {
    {"--header-facts", CUDNN_STRICT_OFFSET(header), 1},
    {"--header-in", CUDNN_STRICT_OFFSET(dir), 1},
    {"--file-facts", CUDNN_STRICT_OFFSET(file), 1},
    {"--library-file", CUDNN_STRICT_OFFSET(library_file), 1},
    {"--label", CUDNN_STRICT_OFFSET(label), 1},
    {"--template", CUDNN_STRICT_OFFSET(template_path), 1},
    {"--output", CUDNN_STRICT_OFFSET(output), 1},
    {"--processor-name", CUDNN_STRICT_OFFSET(spelling), 1},
    {"--verdict", CUDNN_STRICT_OFFSET(verdict), 1},
    {"--library", CUDNN_STRICT_OFFSET(context.library), 0},
    {"--policy", CUDNN_STRICT_OFFSET(context.policy), 0},
    {"--emulator", CUDNN_STRICT_OFFSET(context.emulator), 0},
    {"--target-system", CUDNN_STRICT_OFFSET(context.target_system), 0},
    {"--toolkit-version", CUDNN_STRICT_OFFSET(context.toolkit_version), 0},
    {"--sublibrary-scan", CUDNN_STRICT_OFFSET(context.scan), 0}};

/* The options that take the arguments up to the next option, once. */
static const struct cudnn_strict_reader_list {
  const char *name;
  size_t list, count;
} cudnn_strict_reader_lists[] = {{"--elsewhere", CUDNN_STRICT_OFFSET(elsewhere),
                                  CUDNN_STRICT_OFFSET(elsewhere_count)},
                                 {"--header-check",
                                  CUDNN_STRICT_OFFSET(checked),
                                  CUDNN_STRICT_OFFSET(checked_count)},
                                 {"--search", CUDNN_STRICT_OFFSET(search),
                                  CUDNN_STRICT_OFFSET(search_count)},
                                 {"--listed", CUDNN_STRICT_OFFSET(listed),
                                  CUDNN_STRICT_OFFSET(listed_count)}};
#undef CUDNN_STRICT_OFFSET

CUDNN_STRICT_INTERNAL int cudnn_strict_reader_main(int argc, char **argv) {
  static const struct cudnn_strict_check_context no_build = {"", "", "", 0, "",
                                                             "", "", "", ""};
  struct cudnn_strict_writer writer;
  struct cudnn_strict_reader_args a;
  const char *processor = NULL, *library = NULL, *naming_word = NULL;
  char **sublibraries = NULL;
  int i, json = 0, usable, sublibrary_count = 0, unchecked = 0, major = 0;
  enum cudnn_strict_naming naming = CUDNN_STRICT_NAMING_HOST;
  size_t k, l;
  memset(&a, 0, sizeof(a));
  a.context = no_build;
  for (i = 1; i < argc; ++i) {
    const struct cudnn_strict_reader_valued *v = cudnn_strict_reader_valued;
    const struct cudnn_strict_reader_list *list = cudnn_strict_reader_lists;
    for (k = 0; k < CUDNN_STRICT_COUNT(cudnn_strict_reader_valued) &&
                strcmp(argv[i], v[k].name) != 0;
         ++k)
      ;
    for (l = 0; l < CUDNN_STRICT_COUNT(cudnn_strict_reader_lists) &&
                strcmp(argv[i], list[l].name) != 0;
         ++l)
      ;
    if (k < CUDNN_STRICT_COUNT(cudnn_strict_reader_valued) && i + 1 < argc &&
        !(v[k].once && *CUDNN_STRICT_ARG(const char *, v[k].field) != NULL)) {
      *CUDNN_STRICT_ARG(const char *, v[k].field) = argv[++i];
    } else if (l < CUDNN_STRICT_COUNT(cudnn_strict_reader_lists) &&
               *CUDNN_STRICT_ARG(char **, list[l].list) == NULL) {
      /* The arguments follow, up to the next option. */
      *CUDNN_STRICT_ARG(char **, list[l].list) = cudnn_strict_reader_list(
          argc, argv, &i, CUDNN_STRICT_ARG(int, list[l].count));
    } else if (strcmp(argv[i], "--sublibrary-files") == 0 && i + 1 < argc &&
               library == NULL) {
      /* The files follow the library, up to the next option. */
      library = argv[++i];
      sublibraries =
          cudnn_strict_reader_list(argc, argv, &i, &sublibrary_count);
    } else if (strcmp(argv[i], "--major") == 0 && i + 1 < argc && major == 0 &&
               atoi(argv[i + 1]) > 0) {
      major = atoi(argv[++i]);
    } else if (strcmp(argv[i], "--naming") == 0 && i + 1 < argc &&
               naming_word == NULL &&
               cudnn_strict_naming_of(argv[i + 1], &naming)) {
      naming_word = argv[++i];
    } else if (strcmp(argv[i], "--unchecked") == 0) {
      unchecked = 1;
    } else if (strcmp(argv[i], "--processor") == 0 && i + 1 < argc &&
               processor == NULL) {
      /* As CMAKE_SYSTEM_PROCESSOR spells it, or the table's name. */
      processor = cudnn_strict_processor_name(argv[++i]);
      a.context.target = processor;
    } else if (strcmp(argv[i], "--cross-compiling") == 0) {
      a.context.cross_compiling = 1;
    } else if (strcmp(argv[i], "--format") == 0 && i + 1 < argc &&
               (strcmp(argv[i + 1], "keyvalue") == 0 ||
                strcmp(argv[i + 1], "json") == 0)) {
      json = strcmp(argv[++i], "json") == 0;
    } else if (strcmp(argv[i], "--json") == 0) {
      json = 1;
    } else {
      fprintf(stderr,
              "cudnn-strict-probe: unexpected argument '%s' (usage: "
              "cudnn-strict-probe --header-facts FILE | --header-in DIR | "
              "--file-facts FILE [--processor P] | --sublibrary-files LIBRARY "
              "[FILE...] | --library-file FILE [--label L] [--major M] "
              "[--naming posix|windows] [--processor P] [--elsewhere DIR...] "
              "| --processor-name SPELLING | --verdict REPORT [--library FILE] "
              "[--policy P] "
              "[--cross-compiling] [--emulator COMMAND] [--target-system "
              "NAME] [--processor P] [--toolkit-version X.Y] "
              "[--sublibrary-scan SCAN] "
              "| --header-check HEADER VERSION --template FILE --output FILE "
              "[--search DIR...] [--listed DIR...] [--unchecked] [--format "
              "keyvalue|json])\n",
              argv[i]);
      return 64;
    }
  }
  if ((a.header != NULL) + (a.dir != NULL) + (a.file != NULL) +
              (library != NULL) + (a.library_file != NULL) +
              (a.verdict != NULL) + (a.spelling != NULL) +
              (a.checked != NULL) !=
          1 ||
      (a.checked != NULL &&
       (a.checked_count != 2 || a.template_path == NULL || a.output == NULL))) {
    fprintf(stderr, "cudnn-strict-probe: give one of '--header-facts FILE', "
                    "'--header-in DIR', '--file-facts FILE', "
                    "'--sublibrary-files LIBRARY [FILE...]', "
                    "'--library-file FILE', "
                    "'--processor-name SPELLING', "
                    "'--verdict REPORT' and '--header-check HEADER VERSION "
                    "--template FILE --output FILE'\n");
    return 64;
  }
  /* Nothing is loaded: standard output carries the report. */
  if (json)
    cudnn_strict_writer_json(&writer, stdout);
  else
    cudnn_strict_writer_key_value(&writer, stdout);
  /* A file that cannot be read has no facts: the status says so. */
  if (a.header != NULL)
    usable = cudnn_strict_write_header_report(&writer, a.header);
  else if (a.dir != NULL)
    usable = cudnn_strict_write_header_in(&writer, a.dir);
  else if (a.file != NULL)
    usable = cudnn_strict_write_file_facts(&writer, a.file, processor);
  else if (a.spelling != NULL) {
    /* The name every message and the core's table give the processor. */
    cudnn_strict_write_text(&writer, "processor.name",
                            cudnn_strict_processor_name(a.spelling));
    usable = 1;
  } else if (a.verdict != NULL)
    usable = cudnn_strict_write_check_words(&writer, a.verdict, &a.context);
  else if (a.checked != NULL)
    usable = cudnn_strict_write_header_check(
        &writer, a.checked[0], a.checked[1], a.search_count, a.search,
        a.listed_count, a.listed, !unchecked, a.template_path, a.output);
  else if (library != NULL)
    usable = cudnn_strict_write_sublibrary_files(
        &writer, library, sublibrary_count, sublibraries);
  else {
    /* A usable libcudnn is also scanned for its sub-libraries: the search
       that found it and the sub-library record share one run. */
    usable = cudnn_strict_write_library_check(&writer, a.library_file, a.label,
                                              naming, processor) &&
             cudnn_strict_write_sublibrary_scan(&writer, a.library_file, major,
                                                naming, processor,
                                                a.elsewhere_count, a.elsewhere);
  }
  cudnn_strict_writer_end(&writer);
  return usable ? 0 : 1;
}

#undef CUDNN_STRICT_ARG
#undef CUDNN_STRICT_COUNT

#if defined(CUDNN_STRICT_READER_PROGRAM) && CUDNN_STRICT_READER_PROGRAM
int main(int argc, char **argv) {
  if (argc > 1 &&
      (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0)) {
    printf("cudnn-strict-probe (the CMake module's header reader)\n");
    return 0;
  }
  return cudnn_strict_reader_main(argc, argv);
}
#endif
