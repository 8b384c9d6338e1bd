/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_words_cli.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_words_cli.h"
#include "cudnn_strict_arguments.h"

#include <stdio.h>
#include <string.h>

#include "cudnn_strict_agreement.h"
#include "cudnn_strict_channel.h"
#include "cudnn_strict_words.h"
#include "cudnn_strict_writer.h"

CUDNN_STRICT_INTERNAL int cudnn_strict_words_requested(int argc, char **argv) {
  static const char *const options[] = {"--words", NULL};
  return cudnn_strict_argument_given(argc, argv, options);
}

/* A usage error of --words, naming what was wrong. */
static int cudnn_strict_words_usage(const char *what, const char *argument) {
  fprintf(stderr,
          "cudnn-strict-probe: %s%s\nusage: cudnn-strict-probe --words ID "
          "[NAME=VALUE]... [--format keyvalue|json] [--report FILE]\n",
          what, argument);
  return CUDNN_STRICT_EXIT_USAGE;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_words_main(int argc, char **argv) {
  /* The longest row with every value a long path still fits. */
  static char buffer[16384];
  static char *assignments[64];
  struct cudnn_strict_text text;
  struct cudnn_strict_writer writer;
  const char *id_name = NULL, *report_path = NULL, *missing = NULL;
  int count = 0, json = 0, id, i;
  FILE *report;
  for (i = 1; i < argc; ++i) {
    if (strcmp(argv[i], "--words") == 0 && i + 1 < argc && id_name == NULL)
      id_name = argv[++i];
    else if (strcmp(argv[i], "--report") == 0 && i + 1 < argc)
      report_path = argv[++i];
    else if (strcmp(argv[i], "--format") == 0 && i + 1 < argc &&
             (strcmp(argv[i + 1], "json") == 0 ||
              strcmp(argv[i + 1], "keyvalue") == 0))
      json = strcmp(argv[++i], "json") == 0;
    else if (argv[i][0] != '-' && strchr(argv[i], '=') != NULL &&
             count < (int)(sizeof(assignments) / sizeof(assignments[0])))
      assignments[count++] = argv[i];
    else
      return cudnn_strict_words_usage("unexpected argument ", argv[i]);
  }
  if (id_name == NULL)
    return cudnn_strict_words_usage("no ID after ", "--words");
  if ((id = cudnn_strict_words_find(id_name)) < 0)
    return cudnn_strict_words_usage("no words with the id ", id_name);
  cudnn_strict_text_init(&text, buffer, sizeof(buffer));
  if (!cudnn_strict_words_format(&text, id, count, assignments, &missing)) {
    fprintf(stderr, "cudnn-strict-probe: the words %s need a value for %.*s\n",
            id_name, (int)strcspn(missing, "@"), missing);
    return CUDNN_STRICT_EXIT_USAGE;
  }
  if ((report = cudnn_strict_report_channel(report_path)) == NULL) {
    fprintf(stderr, "cudnn-strict-probe: cannot write the report to '%s'\n",
            report_path);
    return CUDNN_STRICT_EXIT_USAGE;
  }
  if (json)
    cudnn_strict_writer_json(&writer, report);
  else
    cudnn_strict_writer_key_value(&writer, report);
  cudnn_strict_write_text(&writer, "words.id", cudnn_strict_words_name(id));
  cudnn_strict_write_text(&writer, "words.text", buffer);
  cudnn_strict_writer_end(&writer);
  fclose(report);
  return 0;
}
