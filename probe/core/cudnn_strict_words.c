/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_words.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_words.h"

#include <string.h>

/* Appends `length` characters of `text` as cudnn_strict_append would, on
   its own: the programs that only read files (the reader) word their
   sentences from this table without the judgement's message code. */
static void cudnn_strict_words_put(struct cudnn_strict_text *t,
                                   const char *text, size_t length) {
  if (t->length < t->size) {
    size_t room = t->size - t->length - 1;
    size_t n = length < room ? length : room;
    memcpy(t->buffer + t->length, text, n);
    t->buffer[t->length + n] = '\0';
  }
  t->length += length;
}

struct cudnn_strict_words_row {
  const char *name;
  const char *sentence;
  const char *fix;
};

static const struct cudnn_strict_words_row cudnn_strict_words_rows[] = {
#define CUDNN_STRICT_WORDS_ROW(id, sentence, fix) {#id, sentence, fix},
    CUDNN_STRICT_WORDS_MAP(CUDNN_STRICT_WORDS_ROW)
#undef CUDNN_STRICT_WORDS_ROW
};

CUDNN_STRICT_INTERNAL int cudnn_strict_words_find(const char *name) {
  int id;
  for (id = 0; id < CUDNN_STRICT_WORDS_COUNT; ++id)
    if (strcmp(cudnn_strict_words_rows[id].name, name) == 0)
      return id;
  return -1;
}

CUDNN_STRICT_INTERNAL const char *cudnn_strict_words_name(int id) {
  return id >= 0 && id < CUDNN_STRICT_WORDS_COUNT
             ? cudnn_strict_words_rows[id].name
             : "";
}

/* The value the assignments give to the placeholder of `length`
   characters at `name`, or NULL. */
static const char *cudnn_strict_words_value(const char *name, size_t length,
                                            int count,
                                            char *const *assignments) {
  int i;
  for (i = 0; i < count; ++i)
    if (strncmp(assignments[i], name, length) == 0 &&
        assignments[i][length] == '=')
      return assignments[i] + length + 1;
  return NULL;
}

/* Appends `text` with its placeholders replaced, in one pass: a value is
   never read for placeholders of its own (a path may hold '@').  A '@'
   that opens no placeholder (no closing '@' after letters and '_') is
   text. */
static int cudnn_strict_words_fill(struct cudnn_strict_text *t,
                                   const char *text, int count,
                                   char *const *assignments,
                                   const char **missing) {
  const char *c = text, *end;
  const char *value;
  size_t length;
  while (*c != '\0') {
    length = strcspn(c, "@");
    cudnn_strict_words_put(t, c, length);
    c += length;
    if (*c == '\0')
      break;
    length = strspn(c + 1, "abcdefghijklmnopqrstuvwxyz_");
    end = c + 1 + length;
    if (length == 0 || *end != '@') {
      cudnn_strict_words_put(t, "@", 1);
      ++c;
      continue;
    }
    value = cudnn_strict_words_value(c + 1, length, count, assignments);
    if (value == NULL) {
      *missing = c + 1;
      return 0;
    }
    cudnn_strict_words_put(t, value, strlen(value));
    c = end + 1;
  }
  return 1;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_words_format(struct cudnn_strict_text *t,
                                                    int id, int count,
                                                    char *const *assignments,
                                                    const char **missing) {
  const struct cudnn_strict_words_row *row = &cudnn_strict_words_rows[id];
  if (!cudnn_strict_words_fill(t, row->sentence, count, assignments, missing))
    return 0;
  if (row->fix[0] == '\0')
    return 1;
  cudnn_strict_words_put(t, " Fix: ", 6);
  return cudnn_strict_words_fill(t, row->fix, count, assignments, missing);
}
