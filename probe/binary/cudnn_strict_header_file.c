/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_header_file.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_header_file.h"

#include "cudnn_strict_loader.h" /* cudnn_strict_copy_text */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define CUDNN_STRICT_HF_MACROS 256
#define CUDNN_STRICT_HF_NAME 64
#define CUDNN_STRICT_HF_BODY 512
#define CUDNN_STRICT_HF_DEPTH 64   /* nested conditionals */
#define CUDNN_STRICT_HF_INCLUDES 4 /* nested #include */
#define CUDNN_STRICT_HF_EXPAND 32  /* macros within macros */

struct cudnn_strict_hf_macro {
  char name[CUDNN_STRICT_HF_NAME];
  char body[CUDNN_STRICT_HF_BODY];
  int active; /* defined now (an #undef clears it) */
};

struct cudnn_strict_hf {
  struct cudnn_strict_hf_macro macros[CUDNN_STRICT_HF_MACROS];
  int count;
  char *error;
  size_t error_size;
  int failed;
};

/* An expression being evaluated: the text, where we are, and how deep
   macro expansion went. */
struct cudnn_strict_hf_expr {
  struct cudnn_strict_hf *hf;
  const char *at;
  int depth;
  int bad; /* a token the grammar does not take */
};

static void cudnn_strict_hf_fail(struct cudnn_strict_hf *hf, const char *path,
                                 const char *what) {
  if (hf->failed)
    return;
  hf->failed = 1;
  snprintf(hf->error, hf->error_size, "%s: %s", path, what);
}

static struct cudnn_strict_hf_macro *
cudnn_strict_hf_find(struct cudnn_strict_hf *hf, const char *name,
                     size_t length) {
  int i;
  for (i = 0; i < hf->count; ++i)
    if (hf->macros[i].active && strlen(hf->macros[i].name) == length &&
        strncmp(hf->macros[i].name, name, length) == 0)
      return &hf->macros[i];
  return NULL;
}

static int cudnn_strict_hf_is_name(char c, int first) {
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
         (!first && c >= '0' && c <= '9');
}

static void cudnn_strict_hf_blanks(struct cudnn_strict_hf_expr *e) {
  while (*e->at == ' ' || *e->at == '\t' || *e->at == '\r')
    ++e->at;
}

static long long cudnn_strict_hf_conditional(struct cudnn_strict_hf_expr *e);

/* An integer literal with its suffixes, or a name: `defined X`, a macro
   (its body evaluated as an expression of its own), or 0. */
static long long cudnn_strict_hf_primary(struct cudnn_strict_hf_expr *e) {
  long long value = 0;
  cudnn_strict_hf_blanks(e);
  if (*e->at == '(') {
    ++e->at;
    value = cudnn_strict_hf_conditional(e);
    cudnn_strict_hf_blanks(e);
    if (*e->at == ')')
      ++e->at;
    else
      e->bad = 1;
    return value;
  }
  if (*e->at >= '0' && *e->at <= '9') {
    char *end;
    value = (long long)strtoull(e->at, &end, 0);
    e->at = end;
    while (*e->at == 'u' || *e->at == 'U' || *e->at == 'l' || *e->at == 'L')
      ++e->at;
    return value;
  }
  if (cudnn_strict_hf_is_name(*e->at, 1)) {
    const char *name = e->at;
    size_t length;
    struct cudnn_strict_hf_macro *m;
    while (cudnn_strict_hf_is_name(*e->at, 0))
      ++e->at;
    length = (size_t)(e->at - name);
    if (length == 7 && strncmp(name, "defined", 7) == 0) {
      int parenthesised;
      cudnn_strict_hf_blanks(e);
      parenthesised = *e->at == '(';
      if (parenthesised)
        ++e->at;
      cudnn_strict_hf_blanks(e);
      name = e->at;
      while (cudnn_strict_hf_is_name(*e->at, 0))
        ++e->at;
      value = cudnn_strict_hf_find(e->hf, name, (size_t)(e->at - name)) != NULL;
      cudnn_strict_hf_blanks(e);
      if (parenthesised && *e->at == ')')
        ++e->at;
      else if (parenthesised)
        e->bad = 1;
      return value;
    }
    m = cudnn_strict_hf_find(e->hf, name, length);
    if (m != NULL && e->depth < CUDNN_STRICT_HF_EXPAND) {
      struct cudnn_strict_hf_expr inner;
      inner.hf = e->hf;
      inner.at = m->body;
      inner.depth = e->depth + 1;
      inner.bad = 0;
      /* A macro defined as itself stays a name, which is 0. */
      m->active = 0;
      value = cudnn_strict_hf_conditional(&inner);
      m->active = 1;
      cudnn_strict_hf_blanks(&inner);
      if (inner.bad || *inner.at != '\0')
        e->bad = 1;
      return value;
    }
    if (m != NULL)
      e->bad = 1;
    return 0;
  }
  e->bad = 1;
  return 0;
}

static long long cudnn_strict_hf_unary(struct cudnn_strict_hf_expr *e) {
  cudnn_strict_hf_blanks(e);
  switch (*e->at) {
  case '-':
    ++e->at;
    return -cudnn_strict_hf_unary(e);
  case '+':
    ++e->at;
    return cudnn_strict_hf_unary(e);
  case '!':
    ++e->at;
    return !cudnn_strict_hf_unary(e);
  case '~':
    ++e->at;
    return ~cudnn_strict_hf_unary(e);
  default:
    return cudnn_strict_hf_primary(e);
  }
}

/* The binary operators by precedence, lowest first. */
static const char *const cudnn_strict_hf_levels[][4] = {
    {"||", NULL, NULL, NULL}, {"&&", NULL, NULL, NULL},
    {"|", NULL, NULL, NULL},  {"^", NULL, NULL, NULL},
    {"&", NULL, NULL, NULL},  {"==", "!=", NULL, NULL},
    {"<=", ">=", "<", ">"},   {"<<", ">>", NULL, NULL},
    {"+", "-", NULL, NULL},   {"*", "/", "%", NULL}};
#define CUDNN_STRICT_HF_LEVELS                                                 \
  ((int)(sizeof(cudnn_strict_hf_levels) / sizeof(cudnn_strict_hf_levels[0])))

/* The operator of `level` at the current place, or NULL; "|" is not the
   start of "||", nor "&" of "&&", nor "<" of "<<". */
static const char *cudnn_strict_hf_operator(struct cudnn_strict_hf_expr *e,
                                            int level) {
  int i;
  cudnn_strict_hf_blanks(e);
  for (i = 0; i < 4 && cudnn_strict_hf_levels[level][i] != NULL; ++i) {
    const char *op = cudnn_strict_hf_levels[level][i];
    size_t n = strlen(op);
    if (strncmp(e->at, op, n) != 0)
      continue;
    if (n == 1 &&
        (op[0] == '|' || op[0] == '&' || op[0] == '<' || op[0] == '>') &&
        (e->at[1] == op[0] || e->at[1] == '='))
      continue;
    e->at += n;
    return op;
  }
  return NULL;
}

static long long cudnn_strict_hf_apply(const char *op, long long a, long long b,
                                       int *bad) {
  if (strcmp(op, "||") == 0)
    return a || b;
  if (strcmp(op, "&&") == 0)
    return a && b;
  if (strcmp(op, "|") == 0)
    return a | b;
  if (strcmp(op, "^") == 0)
    return a ^ b;
  if (strcmp(op, "&") == 0)
    return a & b;
  if (strcmp(op, "==") == 0)
    return a == b;
  if (strcmp(op, "!=") == 0)
    return a != b;
  if (strcmp(op, "<=") == 0)
    return a <= b;
  if (strcmp(op, ">=") == 0)
    return a >= b;
  if (strcmp(op, "<") == 0)
    return a < b;
  if (strcmp(op, ">") == 0)
    return a > b;
  if (strcmp(op, "<<") == 0)
    return b >= 0 && b < 63 ? a << b : 0;
  if (strcmp(op, ">>") == 0)
    return b >= 0 && b < 63 ? a >> b : 0;
  if (strcmp(op, "+") == 0)
    return a + b;
  if (strcmp(op, "-") == 0)
    return a - b;
  if (strcmp(op, "*") == 0)
    return a * b;
  if (b == 0) {
    *bad = 1; /* the preprocessor refuses a division by zero */
    return 0;
  }
  return strcmp(op, "/") == 0 ? a / b : a % b;
}

static long long cudnn_strict_hf_binary(struct cudnn_strict_hf_expr *e,
                                        int level) {
  long long value;
  const char *op;
  if (level >= CUDNN_STRICT_HF_LEVELS)
    return cudnn_strict_hf_unary(e);
  value = cudnn_strict_hf_binary(e, level + 1);
  while ((op = cudnn_strict_hf_operator(e, level)) != NULL)
    value = cudnn_strict_hf_apply(
        op, value, cudnn_strict_hf_binary(e, level + 1), &e->bad);
  return value;
}

static long long cudnn_strict_hf_conditional(struct cudnn_strict_hf_expr *e) {
  long long condition = cudnn_strict_hf_binary(e, 0), a, b;
  cudnn_strict_hf_blanks(e);
  if (*e->at != '?')
    return condition;
  ++e->at;
  a = cudnn_strict_hf_conditional(e);
  cudnn_strict_hf_blanks(e);
  if (*e->at != ':') {
    e->bad = 1;
    return 0;
  }
  ++e->at;
  b = cudnn_strict_hf_conditional(e);
  return condition ? a : b;
}

/* `text` as a whole constant expression; 0 in *ok when it is not one. */
static long long cudnn_strict_hf_evaluate(struct cudnn_strict_hf *hf,
                                          const char *text, int *ok) {
  struct cudnn_strict_hf_expr e;
  long long value;
  e.hf = hf;
  e.at = text;
  e.depth = 0;
  e.bad = 0;
  value = cudnn_strict_hf_conditional(&e);
  cudnn_strict_hf_blanks(&e);
  *ok = !e.bad && *e.at == '\0';
  return value;
}

/* Removes comments (outside string and character literals) and joins
   continued lines, in place. */
static void cudnn_strict_hf_clean(char *text) {
  char *from = text, *to = text, quote = 0;
  while (*from != '\0') {
    if (from[0] == '\\' &&
        (from[1] == '\n' || (from[1] == '\r' && from[2] == '\n'))) {
      from += from[1] == '\n' ? 2 : 3;
    } else if (quote != 0) {
      if (*from == '\\' && from[1] != '\0')
        *to++ = *from++;
      else if (*from == quote || *from == '\n')
        quote = 0;
      *to++ = *from++;
    } else if (from[0] == '/' && from[1] == '*') {
      char *end = strstr(from + 2, "*/");
      /* A comment is one blank, but keeps the lines it spans. */
      *to++ = ' ';
      for (from += 2; *from != '\0' && from != end; ++from)
        if (*from == '\n')
          *to++ = '\n';
      if (end != NULL)
        from = end + 2;
    } else if (from[0] == '/' && from[1] == '/') {
      while (*from != '\0' && *from != '\n')
        ++from;
    } else {
      if (*from == '"' || *from == '\'')
        quote = *from;
      *to++ = *from++;
    }
  }
  *to = '\0';
}

static char *cudnn_strict_hf_read(struct cudnn_strict_hf *hf,
                                  const char *path) {
  struct stat st;
  FILE *in;
  char *text;
  size_t got;
  if (stat(path, &st) != 0) {
    cudnn_strict_hf_fail(hf, path, "cannot be read (no such file)");
    return NULL;
  }
  if (!S_ISREG(st.st_mode)) {
    cudnn_strict_hf_fail(hf, path, "is not a regular file");
    return NULL;
  }
  if ((long)st.st_size > CUDNN_STRICT_HEADER_FILE_MAX) {
    cudnn_strict_hf_fail(hf, path, "is too large for a cuDNN version header");
    return NULL;
  }
  if ((in = fopen(path, "rb")) == NULL) {
    cudnn_strict_hf_fail(hf, path, "cannot be read");
    return NULL;
  }
  text = (char *)malloc((size_t)st.st_size + 1);
  got = text != NULL ? fread(text, 1, (size_t)st.st_size, in) : 0;
  fclose(in);
  if (text == NULL) {
    cudnn_strict_hf_fail(hf, path, "cannot be read (out of memory)");
    return NULL;
  }
  text[got] = '\0';
  if (memchr(text, '\0', got) != NULL) {
    free(text);
    cudnn_strict_hf_fail(hf, path, "is not a text file");
    return NULL;
  }
  cudnn_strict_hf_clean(text);
  return text;
}

static void cudnn_strict_hf_define(struct cudnn_strict_hf *hf, const char *path,
                                   char *rest) {
  char *name = rest;
  const char *body;
  struct cudnn_strict_hf_macro *m;
  size_t length;
  while (cudnn_strict_hf_is_name(*rest, rest == name))
    ++rest;
  length = (size_t)(rest - name);
  if (length == 0 || length >= CUDNN_STRICT_HF_NAME) {
    cudnn_strict_hf_fail(hf, path, "has a #define without a usable name");
    return;
  }
  /* A function-like macro is defined, but has no value of its own. */
  body = *rest == '(' ? "" : rest;
  while (*body == ' ' || *body == '\t')
    ++body;
  if ((m = cudnn_strict_hf_find(hf, name, length)) == NULL) {
    if (hf->count == CUDNN_STRICT_HF_MACROS) {
      cudnn_strict_hf_fail(hf, path, "defines too many macros");
      return;
    }
    m = &hf->macros[hf->count++];
    memcpy(m->name, name, length);
    m->name[length] = '\0';
  }
  m->active = 1;
  cudnn_strict_copy_text(m->body, sizeof(m->body), body);
  /* Trailing blanks are not part of the replacement. */
  for (length = strlen(m->body); length > 0 && (m->body[length - 1] == ' ' ||
                                                m->body[length - 1] == '\t' ||
                                                m->body[length - 1] == '\r');
       --length)
    m->body[length - 1] = '\0';
}

struct cudnn_strict_hf_level {
  int live;  /* its lines count */
  int taken; /* a branch of it was live */
  int outer; /* the enclosing level is live */
};

static void cudnn_strict_hf_file(struct cudnn_strict_hf *hf, const char *path,
                                 int includes);

/* One directive (`line` past its '#'), under the conditional `stack`. */
static void cudnn_strict_hf_directive(struct cudnn_strict_hf *hf,
                                      const char *path, char *line,
                                      struct cudnn_strict_hf_level *stack,
                                      int *depth, int includes) {
  char *word = line, *rest;
  int live = *depth == 0 || stack[*depth - 1].live, ok = 1;
  size_t n;
  while (*word == ' ' || *word == '\t')
    ++word;
  for (rest = word; cudnn_strict_hf_is_name(*rest, 0); ++rest)
    ;
  n = (size_t)(rest - word);
  while (*rest == ' ' || *rest == '\t')
    ++rest;
#define CUDNN_STRICT_HF_IS(text)                                               \
  (n == strlen(text) && strncmp(word, text, n) == 0)
  if (CUDNN_STRICT_HF_IS("if") || CUDNN_STRICT_HF_IS("ifdef") ||
      CUDNN_STRICT_HF_IS("ifndef")) {
    struct cudnn_strict_hf_level *level;
    long long value = 0;
    if (*depth == CUDNN_STRICT_HF_DEPTH) {
      cudnn_strict_hf_fail(hf, path, "nests its conditionals too deeply");
      return;
    }
    if (live && CUDNN_STRICT_HF_IS("if"))
      value = cudnn_strict_hf_evaluate(hf, rest, &ok);
    else if (live) {
      char *end = rest;
      while (cudnn_strict_hf_is_name(*end, 0))
        ++end;
      value = cudnn_strict_hf_find(hf, rest, (size_t)(end - rest)) != NULL;
      if (CUDNN_STRICT_HF_IS("ifndef"))
        value = !value;
    }
    level = &stack[(*depth)++];
    level->outer = live;
    level->live = live && value != 0;
    level->taken = level->live;
  } else if (CUDNN_STRICT_HF_IS("elif") || CUDNN_STRICT_HF_IS("else")) {
    struct cudnn_strict_hf_level *level;
    if (*depth == 0) {
      cudnn_strict_hf_fail(hf, path, "has an #else or #elif without #if");
      return;
    }
    level = &stack[*depth - 1];
    if (!level->outer || level->taken)
      level->live = 0;
    else if (CUDNN_STRICT_HF_IS("else"))
      level->live = 1;
    else
      level->live = cudnn_strict_hf_evaluate(hf, rest, &ok) != 0;
    level->taken |= level->live;
  } else if (CUDNN_STRICT_HF_IS("endif")) {
    if (*depth == 0) {
      cudnn_strict_hf_fail(hf, path, "has an #endif without #if");
      return;
    }
    --*depth;
  } else if (!live) {
    return;
  } else if (CUDNN_STRICT_HF_IS("define")) {
    cudnn_strict_hf_define(hf, path, rest);
  } else if (CUDNN_STRICT_HF_IS("undef")) {
    char *end = rest;
    struct cudnn_strict_hf_macro *m;
    while (cudnn_strict_hf_is_name(*end, 0))
      ++end;
    if ((m = cudnn_strict_hf_find(hf, rest, (size_t)(end - rest))) != NULL)
      m->active = 0;
  } else if (CUDNN_STRICT_HF_IS("include") && *rest == '"') {
    /* Beside the including file, as "" includes are searched first. */
    char *end = strchr(rest + 1, '"'), *slash;
    char included[CUDNN_STRICT_PATH_SIZE];
    if (end == NULL)
      return;
    *end = '\0';
    cudnn_strict_copy_text(included, sizeof(included), path);
    slash = strrchr(included, '/');
    if (slash != NULL)
      slash[1] = '\0';
    else
      included[0] = '\0';
    if (strlen(included) + strlen(rest + 1) + 1 > sizeof(included))
      return;
    strcat(included, rest + 1);
    if (includes < CUDNN_STRICT_HF_INCLUDES)
      cudnn_strict_hf_file(hf, included, includes + 1);
  } else if (CUDNN_STRICT_HF_IS("error")) {
    char what[CUDNN_STRICT_HF_BODY + 32];
    snprintf(what, sizeof(what), "stops with #error %.*s", CUDNN_STRICT_HF_BODY,
             rest);
    cudnn_strict_hf_fail(hf, path, what);
  }
#undef CUDNN_STRICT_HF_IS
  if (!ok)
    cudnn_strict_hf_fail(hf, path,
                         "has an #if or #elif that is not an integer constant "
                         "expression");
}

static void cudnn_strict_hf_file(struct cudnn_strict_hf *hf, const char *path,
                                 int includes) {
  struct cudnn_strict_hf_level stack[CUDNN_STRICT_HF_DEPTH];
  int depth = 0;
  char *text = cudnn_strict_hf_read(hf, path), *line, *next;
  if (text == NULL)
    return;
  for (line = text; line != NULL && !hf->failed; line = next) {
    char *start = line;
    next = strchr(line, '\n');
    if (next != NULL)
      *next++ = '\0';
    while (*start == ' ' || *start == '\t')
      ++start;
    if (*start == '#')
      cudnn_strict_hf_directive(hf, path, start + 1, stack, &depth, includes);
  }
  if (depth != 0)
    cudnn_strict_hf_fail(hf, path, "ends inside an #if");
  free(text);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_header_file_version(const char *path,
                                 struct cudnn_strict_version *out, char *error,
                                 size_t error_size) {
  static const char *const names[] = {"CUDNN_MAJOR", "CUDNN_MINOR",
                                      "CUDNN_PATCHLEVEL"};
  long long values[3];
  struct cudnn_strict_hf *hf =
      (struct cudnn_strict_hf *)calloc(1, sizeof(struct cudnn_strict_hf));
  char what[CUDNN_STRICT_HF_BODY + 128];
  int i, ok = hf != NULL;
  if (hf == NULL) {
    snprintf(error, error_size, "%s: cannot be read (out of memory)", path);
    return 0;
  }
  hf->error = error;
  hf->error_size = error_size;
  cudnn_strict_hf_file(hf, path, 0);
  ok = !hf->failed;
  for (i = 0; ok && i < 3; ++i) {
    struct cudnn_strict_hf_macro *m =
        cudnn_strict_hf_find(hf, names[i], strlen(names[i]));
    if (m == NULL) {
      snprintf(what, sizeof(what),
               "does not define %s: not a cuDNN version header", names[i]);
      cudnn_strict_hf_fail(hf, path, what);
      ok = 0;
      break;
    }
    values[i] = cudnn_strict_hf_evaluate(hf, names[i], &ok);
    if (!ok || values[i] < 0 || values[i] > 99999999LL) {
      snprintf(what, sizeof(what),
               "defines %s as %s, which is not a version number", names[i],
               m->body);
      cudnn_strict_hf_fail(hf, path, what);
      ok = 0;
    }
  }
  if (ok) {
    out->major = (int)values[0];
    out->minor = (int)values[1];
    out->patch = (int)values[2];
  }
  free(hf);
  return ok;
}
