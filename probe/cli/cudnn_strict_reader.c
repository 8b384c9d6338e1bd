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

CUDNN_STRICT_INTERNAL int cudnn_strict_reader_main(int argc, char **argv) {
  struct cudnn_strict_writer writer;
  const char *header = NULL, *dir = NULL, *file = NULL, *processor = NULL;
  const char *library = NULL, *naming_word = NULL;
  const char *library_file = NULL, *label = NULL;
  char **sublibraries = NULL, **elsewhere = NULL;
  int i, json = 0, usable, sublibrary_count = 0, elsewhere_count = 0;
  /* --header-check's judged header and version, and where it looks. */
  char **checked = NULL, **search = NULL, **listed = NULL;
  const char *template_path = NULL, *output = NULL;
  int checked_count = 0, search_count = 0, listed_count = 0, unchecked = 0;
  int major = 0;
  enum cudnn_strict_naming naming = CUDNN_STRICT_NAMING_HOST;
  /* --verdict's report, and the build it was made for. */
  const char *verdict = NULL, *spelling = NULL;
  struct cudnn_strict_check_context context = {"", "", "", 0, "",
                                               "", "", "", ""};
  /* The options that take one value and nothing else, as data: one
     statement each, they were a fifth of this function's code.  A `once`
     option given twice is unexpected; the build's (--verdict's context)
     take the last. */
  const struct {
    const char *name;
    const char **value;
    int once;
  } valued[] = {{"--header-facts", &header, 1},
                {"--header-in", &dir, 1},
                {"--file-facts", &file, 1},
                {"--library-file", &library_file, 1},
                {"--label", &label, 1},
                {"--template", &template_path, 1},
                {"--output", &output, 1},
                {"--processor-name", &spelling, 1},
                {"--verdict", &verdict, 1},
                {"--library", &context.library, 0},
                {"--policy", &context.policy, 0},
                {"--emulator", &context.emulator, 0},
                {"--target-system", &context.target_system, 0},
                {"--toolkit-version", &context.toolkit_version, 0},
                {"--sublibrary-scan", &context.scan, 0}};
  size_t k, valued_count = sizeof(valued) / sizeof(valued[0]);
  for (i = 1; i < argc; ++i) {
    for (k = 0; k < valued_count && strcmp(argv[i], valued[k].name) != 0; ++k)
      ;
    if (k < valued_count && i + 1 < argc &&
        !(valued[k].once && *valued[k].value != NULL)) {
      *valued[k].value = argv[++i];
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
    } else if (strcmp(argv[i], "--elsewhere") == 0 && elsewhere == NULL) {
      /* The directories follow, up to the next option. */
      elsewhere = cudnn_strict_reader_list(argc, argv, &i, &elsewhere_count);
    } else if (strcmp(argv[i], "--header-check") == 0 && checked == NULL) {
      checked = cudnn_strict_reader_list(argc, argv, &i, &checked_count);
    } else if (strcmp(argv[i], "--search") == 0 && search == NULL) {
      search = cudnn_strict_reader_list(argc, argv, &i, &search_count);
    } else if (strcmp(argv[i], "--listed") == 0 && listed == NULL) {
      listed = cudnn_strict_reader_list(argc, argv, &i, &listed_count);
    } else if (strcmp(argv[i], "--unchecked") == 0) {
      unchecked = 1;
    } else if (strcmp(argv[i], "--processor") == 0 && i + 1 < argc &&
               processor == NULL) {
      /* As CMAKE_SYSTEM_PROCESSOR spells it, or the table's name. */
      processor = cudnn_strict_processor_name(argv[++i]);
      context.target = processor;
    } else if (strcmp(argv[i], "--cross-compiling") == 0) {
      context.cross_compiling = 1;
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
  if ((header != NULL) + (dir != NULL) + (file != NULL) + (library != NULL) +
              (library_file != NULL) + (verdict != NULL) + (spelling != NULL) +
              (checked != NULL) !=
          1 ||
      (checked != NULL &&
       (checked_count != 2 || template_path == NULL || output == NULL))) {
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
  if (header != NULL)
    usable = cudnn_strict_write_header_report(&writer, header);
  else if (dir != NULL)
    usable = cudnn_strict_write_header_in(&writer, dir);
  else if (file != NULL)
    usable = cudnn_strict_write_file_facts(&writer, file, processor);
  else if (spelling != NULL) {
    /* The name every message and the core's table give the processor. */
    cudnn_strict_write_text(&writer, "processor.name",
                            cudnn_strict_processor_name(spelling));
    usable = 1;
  } else if (verdict != NULL)
    usable = cudnn_strict_write_check_words(&writer, verdict, &context);
  else if (checked != NULL)
    usable = cudnn_strict_write_header_check(
        &writer, checked[0], checked[1], search_count, search, listed_count,
        listed, !unchecked, template_path, output);
  else if (library != NULL)
    usable = cudnn_strict_write_sublibrary_files(
        &writer, library, sublibrary_count, sublibraries);
  else {
    /* A usable libcudnn is also scanned for its sub-libraries: the search
       that found it and the sub-library record share one run. */
    usable = cudnn_strict_write_library_check(&writer, library_file, label,
                                              naming, processor) &&
             cudnn_strict_write_sublibrary_scan(&writer, library_file, major,
                                                naming, processor,
                                                elsewhere_count, elsewhere);
  }
  cudnn_strict_writer_end(&writer);
  return usable ? 0 : 1;
}

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
