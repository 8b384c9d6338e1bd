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

#define CUDNN_STRICT_HF_PARAMS 8 /* of a function-like macro */

struct cudnn_strict_hf_macro {
  char name[CUDNN_STRICT_HF_NAME];
  char body[CUDNN_STRICT_HF_BODY];
  int active; /* defined now (an #undef clears it) */
  int params; /* -1 for an object-like macro, else how many it takes */
  char param[CUDNN_STRICT_HF_PARAMS][CUDNN_STRICT_HF_NAME];
};

/* The version macros whose definitions are gathered, in the order a
   configure reports them. */
static const char *const cudnn_strict_hf_version_macros[] = {
    "CUDNN_MAJOR", "CUDNN_MINOR", "CUDNN_PATCHLEVEL", "CUDNN_VERSION"};
#define CUDNN_STRICT_HF_VERSION_MACROS 4
#define CUDNN_STRICT_HF_BODIES 8 /* distinct definitions kept per macro */
#define CUDNN_STRICT_HF_OWN (2 * CUDNN_STRICT_HF_MACROS)

struct cudnn_strict_hf {
  struct cudnn_strict_hf_macro macros[CUDNN_STRICT_HF_MACROS];
  int count;
  char *error;
  size_t error_size;
  int failed;
  int no_includes; /* a header read for one macro: its includes are not */
  /* A version macro is evaluated as code that uses it: a name that is no
     macro is an error there, where #if reads it as 0. */
  int in_code;
  /* Every name a file read defines somewhere: a condition on another name
     (__cplusplus, a macro of the user's) is one the build's flags decide. */
  char own[CUDNN_STRICT_HF_OWN][CUDNN_STRICT_HF_NAME];
  int own_count;
  /* The distinct definitions of each version macro that some build
     reaches, blanks folded as C compares them. */
  char bodies[CUDNN_STRICT_HF_VERSION_MACROS][CUDNN_STRICT_HF_BODIES]
             [CUDNN_STRICT_HF_BODY];
  int body_count[CUDNN_STRICT_HF_VERSION_MACROS];
  struct cudnn_strict_header_text *text; /* NULL: the version alone */
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

/* A character constant at e->at (past its quote), as the preprocessor
   reads it: one character or escape, a plain char being signed. */
static long long cudnn_strict_hf_character(struct cudnn_strict_hf_expr *e) {
  long long value;
  const char *at = e->at;
  if (*at == '\\') {
    ++at;
    if (*at == 'x') {
      value = 0;
      for (++at; (*at >= '0' && *at <= '9') || (*at >= 'a' && *at <= 'f') ||
                 (*at >= 'A' && *at <= 'F');
           ++at)
        value = value * 16 + (*at <= '9' ? *at - '0' : (*at | 0x20) - 'a' + 10);
    } else if (*at >= '0' && *at <= '7') {
      int n;
      value = 0;
      for (n = 0; n < 3 && *at >= '0' && *at <= '7'; ++n, ++at)
        value = value * 8 + (*at - '0');
    } else {
      static const char escapes[] = "n\nt\tr\ra\ab\bf\fv\v";
      const char *found = *at != '\0' ? strchr(escapes, *at) : NULL;
      value = found != NULL && (found - escapes) % 2 == 0
                  ? (unsigned char)found[1]
                  : (unsigned char)*at;
      ++at;
    }
  } else {
    value = (unsigned char)*at++;
  }
  if (*at != '\'') {
    e->bad = 1; /* a constant of several characters, or unterminated */
    return 0;
  }
  e->at = at + 1;
  return (long long)(signed char)(unsigned char)value;
}

/* The body of the function-like macro `m` with the arguments at e->at
   (its '(') put in place and "##" pasted, in `out`; 0 when the call does
   not parse. */
static int cudnn_strict_hf_substitute(struct cudnn_strict_hf_expr *e,
                                      const struct cudnn_strict_hf_macro *m,
                                      char *out, size_t size) {
  const char *args[CUDNN_STRICT_HF_PARAMS + 1],
      *ends[CUDNN_STRICT_HF_PARAMS + 1];
  const char *p;
  int count = 0, depth = 0, i;
  size_t used = 0;
  char *w, *r;
  cudnn_strict_hf_blanks(e);
  if (*e->at != '(')
    return 0;
  args[0] = ++e->at;
  for (; *e->at != '\0'; ++e->at) {
    if (*e->at == '(')
      ++depth;
    else if (*e->at == ')' && depth > 0)
      --depth;
    else if ((*e->at == ',' || *e->at == ')') && depth == 0) {
      if (count == CUDNN_STRICT_HF_PARAMS)
        return 0;
      ends[count++] = e->at;
      if (*e->at == ')')
        break;
      args[count] = e->at + 1;
    }
  }
  if (*e->at != ')')
    return 0;
  ++e->at;
  if (count != m->params && !(m->params == 0 && count == 1 &&
                              args[0] + strspn(args[0], " \t") == ends[0]))
    return 0;
  for (p = m->body; *p != '\0' && used + 1 < size;) {
    const char *name = p;
    size_t length;
    if (!cudnn_strict_hf_is_name(*p, 1)) {
      out[used++] = *p++;
      continue;
    }
    while (cudnn_strict_hf_is_name(*p, 0))
      ++p;
    length = (size_t)(p - name);
    for (i = 0; i < m->params; ++i)
      if (strlen(m->param[i]) == length &&
          strncmp(m->param[i], name, length) == 0)
        break;
    if (i < m->params) {
      const char *a = args[i], *b = ends[i];
      while (a < b && (*a == ' ' || *a == '\t'))
        ++a;
      while (b > a && (b[-1] == ' ' || b[-1] == '\t'))
        --b;
      name = a;
      length = (size_t)(b - a);
    }
    if (used + length + 1 >= size)
      return 0;
    memcpy(out + used, name, length);
    used += length;
  }
  out[used] = '\0';
  /* "a ## b" is one token: the operator and the blanks around it go. */
  for (r = w = out; *r != '\0';) {
    if (r[0] == '#' && r[1] == '#') {
      while (w > out && (w[-1] == ' ' || w[-1] == '\t'))
        --w;
      for (r += 2; *r == ' ' || *r == '\t'; ++r)
        ;
    } else {
      *w++ = *r++;
    }
  }
  *w = '\0';
  return 1;
}

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
  if (*e->at == '\'') {
    ++e->at;
    return cudnn_strict_hf_character(e);
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
      char expanded[2 * CUDNN_STRICT_HF_BODY];
      inner.hf = e->hf;
      inner.at = m->body;
      if (m->params >= 0) {
        /* A function-like macro's name alone is no call: a name, 0. */
        const char *after = e->at;
        while (*after == ' ' || *after == '\t')
          ++after;
        if (*after != '(') {
          e->bad = e->hf->in_code;
          return 0;
        }
        if (!cudnn_strict_hf_substitute(e, m, expanded, sizeof(expanded))) {
          e->bad = 1;
          return 0;
        }
        inner.at = expanded;
      }
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
    if (m != NULL || e->hf->in_code)
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

static void cudnn_strict_hf_ignore(struct cudnn_strict_hf *hf, int macro,
                                   const char *line, size_t length,
                                   const char *why);

/* Which version macro, if any, `at` names as a whole word; -1 for none. */
static int cudnn_strict_hf_version_macro(const char *at, size_t length) {
  int i;
  for (i = 0; i < CUDNN_STRICT_HF_VERSION_MACROS; ++i)
    if (strlen(cudnn_strict_hf_version_macros[i]) == length &&
        strncmp(at, cudnn_strict_hf_version_macros[i], length) == 0)
      return i;
  return -1;
}

/* A "#define <version macro>" inside the comment [from, end): a line
   reader would take it for a definition, the compiler never reads it. */
static void cudnn_strict_hf_comment(struct cudnn_strict_hf *hf,
                                    const char *from, const char *end) {
  const char *at;
  for (at = from; hf != NULL && hf->text != NULL && at < end; ++at) {
    const char *p = at + 1, *name, *stop;
    if (*at != '#')
      continue;
    while (p < end && (*p == ' ' || *p == '\t'))
      ++p;
    if (end - p < 7 || strncmp(p, "define", 6) != 0 ||
        (p[6] != ' ' && p[6] != '\t'))
      continue;
    for (p += 6; p < end && (*p == ' ' || *p == '\t'); ++p)
      ;
    for (name = p; p < end && cudnn_strict_hf_is_name(*p, p == name); ++p)
      ;
    if (cudnn_strict_hf_version_macro(name, (size_t)(p - name)) < 0)
      continue;
    for (stop = p; stop < end && *stop != '\n'; ++stop)
      ;
    cudnn_strict_hf_ignore(hf, -1, at, (size_t)(stop - at), "in a comment");
    at = stop;
  }
}

/* Removes comments (outside string and character literals) and joins
   continued lines, in place; notes the definitions that comments hold. */
static void cudnn_strict_hf_clean(struct cudnn_strict_hf *hf, char *text) {
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
      cudnn_strict_hf_comment(hf, from + 2,
                              end != NULL ? end : from + strlen(from));
      /* A comment is one blank, but keeps the lines it spans. */
      *to++ = ' ';
      for (from += 2; *from != '\0' && from != end; ++from)
        if (*from == '\n')
          *to++ = '\n';
      if (end != NULL)
        from = end + 2;
    } else if (from[0] == '/' && from[1] == '/') {
      char *start = from;
      while (*from != '\0' && *from != '\n')
        ++from;
      cudnn_strict_hf_comment(hf, start + 2, from);
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
  /* A UTF-8 byte order mark, which compilers skip. */
  if ((unsigned char)text[0] == 0xEF && (unsigned char)text[1] == 0xBB &&
      (unsigned char)text[2] == 0xBF)
    memmove(text, text + 3, strlen(text + 3) + 1);
  cudnn_strict_hf_clean(hf, text);
  return text;
}

/* `body` as C compares two definitions of one macro: blanks folded, none
   at either end. */
static void cudnn_strict_hf_fold(const char *body, char *out, size_t size) {
  size_t n = 0;
  int blank = 0;
  for (; *body != '\0' && n + 2 < size; ++body) {
    if (*body == ' ' || *body == '\t' || *body == '\r') {
      blank = n > 0;
      continue;
    }
    if (blank)
      out[n++] = ' ';
    blank = 0;
    out[n++] = *body;
  }
  out[n] = '\0';
}

/* Notes `line` (`length` bytes) as a definition of version macro `macro`
   (-1: found in a comment) that no build reaches, and `why`. */
static void cudnn_strict_hf_ignore(struct cudnn_strict_hf *hf, int macro,
                                   const char *line, size_t length,
                                   const char *why) {
  struct cudnn_strict_header_text *t = hf->text;
  int at;
  while (length > 0 && (line[length - 1] == ' ' || line[length - 1] == '\t' ||
                        line[length - 1] == '\r'))
    --length;
  while (length > 0 && (*line == ' ' || *line == '\t')) {
    ++line;
    --length;
  }
  if (t == NULL || t->ignored_count == CUDNN_STRICT_HEADER_IGNORED_MAX)
    return;
  /* The report lists them by macro (those in comments first), each in
     the order of the text. */
  for (at = t->ignored_count; at > 0 && t->ignored_macro[at - 1] > macro;
       --at) {
    memcpy(t->ignored[at], t->ignored[at - 1], sizeof(t->ignored[at]));
    t->ignored_macro[at] = t->ignored_macro[at - 1];
  }
  snprintf(t->ignored[at], sizeof(t->ignored[at]), "'%.*s' (%s)",
           (int)(length < 200 ? length : 200), line, why);
  t->ignored_macro[at] = macro;
  ++t->ignored_count;
}

/* A definition of a version macro that some build reaches. */
static void cudnn_strict_hf_reached(struct cudnn_strict_hf *hf, int macro,
                                    const char *body) {
  char folded[CUDNN_STRICT_HF_BODY];
  int i;
  cudnn_strict_hf_fold(body, folded, sizeof(folded));
  if (folded[0] == '\0')
    cudnn_strict_copy_text(folded, sizeof(folded), "(empty)");
  for (i = 0; i < hf->body_count[macro]; ++i)
    if (strcmp(hf->bodies[macro][i], folded) == 0)
      return;
  if (i < CUDNN_STRICT_HF_BODIES) {
    cudnn_strict_copy_text(hf->bodies[macro][i], CUDNN_STRICT_HF_BODY, folded);
    ++hf->body_count[macro];
  }
}

/* Whether the header itself defines `name` (`length` bytes) somewhere. */
static int cudnn_strict_hf_own(const struct cudnn_strict_hf *hf,
                               const char *name, size_t length) {
  int i;
  for (i = 0; i < hf->own_count; ++i)
    if (strlen(hf->own[i]) == length && strncmp(hf->own[i], name, length) == 0)
      return 1;
  return 0;
}

/* Notes every name `text` (a file, comments removed) defines, wherever. */
static void cudnn_strict_hf_own_names(struct cudnn_strict_hf *hf,
                                      const char *text) {
  const char *line;
  for (line = text; line != NULL && *line != '\0';) {
    const char *p = line, *name;
    while (*p == ' ' || *p == '\t')
      ++p;
    if (*p == '#') {
      for (++p; *p == ' ' || *p == '\t'; ++p)
        ;
      if (strncmp(p, "define", 6) == 0 && (p[6] == ' ' || p[6] == '\t')) {
        for (p += 6; *p == ' ' || *p == '\t'; ++p)
          ;
        for (name = p; cudnn_strict_hf_is_name(*p, p == name); ++p)
          ;
        if (p > name && (size_t)(p - name) < CUDNN_STRICT_HF_NAME &&
            !cudnn_strict_hf_own(hf, name, (size_t)(p - name)) &&
            hf->own_count < CUDNN_STRICT_HF_OWN) {
          memcpy(hf->own[hf->own_count], name, (size_t)(p - name));
          hf->own[hf->own_count++][p - name] = '\0';
        }
      }
    }
    line = strchr(line, '\n');
    if (line != NULL)
      ++line;
  }
}

/* Whether the condition `text` names only macros the header defines (and
   numbers): then the header decides it, else a build's flags may. */
static int cudnn_strict_hf_decided(const struct cudnn_strict_hf *hf,
                                   const char *text) {
  const char *p = text;
  while (*p != '\0') {
    if (*p >= '0' && *p <= '9') {
      while (cudnn_strict_hf_is_name(*p, 0) || *p == '.')
        ++p;
    } else if (cudnn_strict_hf_is_name(*p, 1)) {
      const char *name = p;
      while (cudnn_strict_hf_is_name(*p, 0))
        ++p;
      if (!((size_t)(p - name) == 7 && strncmp(name, "defined", 7) == 0) &&
          !cudnn_strict_hf_own(hf, name, (size_t)(p - name)))
        return 0;
    } else {
      ++p;
    }
  }
  return 1;
}

static void cudnn_strict_hf_define(struct cudnn_strict_hf *hf, const char *path,
                                   char *rest) {
  char *name = rest;
  const char *body;
  struct cudnn_strict_hf_macro *m;
  size_t length;
  int params;
  char param_names[CUDNN_STRICT_HF_PARAMS][CUDNN_STRICT_HF_NAME];
  while (cudnn_strict_hf_is_name(*rest, rest == name))
    ++rest;
  length = (size_t)(rest - name);
  if (length == 0) {
    cudnn_strict_hf_fail(hf, path, "has a #define without a usable name");
    return;
  }
  /* A name this long is none of cuDNN's (the CUDA runtime's headers have
     some): it stays undefined here. */
  if (length >= CUDNN_STRICT_HF_NAME)
    return;
  body = rest;
  params = -1;
  if (*rest == '(') {
    /* A function-like macro: its parameters, then its body. */
    params = 0;
    for (body = rest + 1; *body != ')';) {
      const char *param;
      while (*body == ' ' || *body == '\t' || *body == ',')
        ++body;
      if (*body == ')')
        break;
      for (param = body; cudnn_strict_hf_is_name(*body, body == param); ++body)
        ;
      if (body == param || (size_t)(body - param) >= CUDNN_STRICT_HF_NAME ||
          params == CUDNN_STRICT_HF_PARAMS) {
        params = -2; /* variadic or unusual: defined, with no value */
        break;
      }
      memcpy(param_names[params], param, (size_t)(body - param));
      param_names[params++][body - param] = '\0';
      while (*body == ' ' || *body == '\t')
        ++body;
      if (*body != ',' && *body != ')') {
        params = -2;
        break;
      }
    }
    body = params == -2 ? "" : body + 1;
  }
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
  } else if (hf->text != NULL) {
    /* A macro defined again another way: compilers warn "redefined" and
       take the last definition. */
    char was[CUDNN_STRICT_HF_BODY], now[CUDNN_STRICT_HF_BODY];
    struct cudnn_strict_header_text *t = hf->text;
    cudnn_strict_hf_fold(m->body, was, sizeof(was));
    cudnn_strict_hf_fold(body, now, sizeof(now));
    if (strcmp(was, now) != 0 && strstr(t->redefined, m->name) == NULL &&
        strlen(t->redefined) + length + 2 < sizeof(t->redefined)) {
      if (t->redefined[0] != '\0')
        strcat(t->redefined, " ");
      strcat(t->redefined, m->name);
    }
  }
  m->active = 1;
  m->params = params == -2 ? 0 : params;
  if (params > 0)
    memcpy(m->param, param_names, sizeof(m->param));
  cudnn_strict_copy_text(m->body, sizeof(m->body), body);
  /* Trailing blanks are not part of the replacement. */
  for (length = strlen(m->body); length > 0 && (m->body[length - 1] == ' ' ||
                                                m->body[length - 1] == '\t' ||
                                                m->body[length - 1] == '\r');
       --length)
    m->body[length - 1] = '\0';
}

/* Whether some build reaches the lines under a conditional: none, only a
   build whose flags decide a condition on a macro the header does not
   define (__cplusplus, one of the user's), or every build. */
enum { CUDNN_STRICT_HF_NEVER, CUDNN_STRICT_HF_MAYBE, CUDNN_STRICT_HF_ALWAYS };

struct cudnn_strict_hf_level {
  int live;  /* its lines count (for a build without flags) */
  int taken; /* a branch of it was live */
  int outer; /* the enclosing level is live */
  /* The same for every build (CUDNN_STRICT_HF_NEVER...). */
  int reach;
  int reach_taken; /* whether an earlier branch was taken, as reach */
  int reach_outer;
  int by_macros;     /* a condition of it names a macro, not a number */
  int decided_false; /* never reached, by the header's own macros */
  int outer_decided_false;
};

/* The branch of `level` a condition opens: `condition` is 1 or 0 when
   the header decides it, -1 when a build's flags may; `literal` when it
   is a plain number. */
static void cudnn_strict_hf_reach(struct cudnn_strict_hf_level *level,
                                  int condition, int literal) {
  int branch;
  if (level->reach_taken == CUDNN_STRICT_HF_ALWAYS || condition == 0)
    branch = CUDNN_STRICT_HF_NEVER;
  else if (condition < 0 || level->reach_taken == CUDNN_STRICT_HF_MAYBE)
    branch = CUDNN_STRICT_HF_MAYBE;
  else
    branch = CUDNN_STRICT_HF_ALWAYS;
  level->by_macros |= !literal;
  /* The outermost reason wins: a branch inside #if 0 is under #if 0. */
  level->decided_false =
      level->reach_outer == CUDNN_STRICT_HF_NEVER
          ? level->outer_decided_false
          : branch == CUDNN_STRICT_HF_NEVER && level->by_macros;
  if (condition > 0)
    level->reach_taken = CUDNN_STRICT_HF_ALWAYS;
  else if (condition < 0 && level->reach_taken == CUDNN_STRICT_HF_NEVER)
    level->reach_taken = CUDNN_STRICT_HF_MAYBE;
  level->reach = branch < level->reach_outer ? branch : level->reach_outer;
}

/* How every build sees the condition `rest` of #if/#elif (`kind` 0), of
   #ifdef (1) or #ifndef (2): 1 or 0 when the header decides it, -1 when
   a build's flags may.  Sets *literal for a plain number. */
static int cudnn_strict_hf_condition(struct cudnn_strict_hf *hf,
                                     const char *rest, int kind, int *literal) {
  int ok = 1;
  long long value;
  const char *p = rest;
  *literal = 0;
  if (kind == 0) {
    while (*p == ' ' || *p == '\t' || *p == '(')
      ++p;
    while (*p >= '0' && *p <= '9')
      ++p;
    while (*p == ' ' || *p == '\t' || *p == ')' || *p == '\r')
      ++p;
    *literal = *p == '\0' && (*rest != '\0');
  }
  if (!cudnn_strict_hf_decided(hf, rest))
    return -1;
  if (kind == 0) {
    value = cudnn_strict_hf_evaluate(hf, rest, &ok);
    return !ok ? -1 : value != 0;
  }
  for (p = rest; cudnn_strict_hf_is_name(*p, 0); ++p)
    ;
  value = cudnn_strict_hf_find(hf, rest, (size_t)(p - rest)) != NULL;
  return kind == 2 ? !value : (int)value;
}

static void cudnn_strict_hf_file(struct cudnn_strict_hf *hf, const char *path,
                                 int includes);

/* A #define of a version macro, seen by `reach` builds: its definition,
   or a line no build reads. */
static void cudnn_strict_hf_note_define(struct cudnn_strict_hf *hf,
                                        const char *start, const char *rest,
                                        int reach, int decided_false) {
  const char *end = rest;
  int macro;
  if (hf->text == NULL)
    return;
  while (cudnn_strict_hf_is_name(*end, end == rest))
    ++end;
  macro = cudnn_strict_hf_version_macro(rest, (size_t)(end - rest));
  if (macro < 0 || *end == '(')
    return;
  if (reach != CUDNN_STRICT_HF_NEVER)
    cudnn_strict_hf_reached(hf, macro, end);
  else
    cudnn_strict_hf_ignore(hf, macro, start, strlen(start),
                           decided_false
                               ? "under a condition this header makes false"
                               : "under #if 0");
}

/* The directives the reader acts on, in the order of their enum. */
enum {
  CUDNN_STRICT_HF_IF,
  CUDNN_STRICT_HF_IFDEF,
  CUDNN_STRICT_HF_IFNDEF,
  CUDNN_STRICT_HF_ELIF,
  CUDNN_STRICT_HF_ELSE,
  CUDNN_STRICT_HF_ENDIF,
  CUDNN_STRICT_HF_DEFINE,
  CUDNN_STRICT_HF_UNDEF,
  CUDNN_STRICT_HF_INCLUDE,
  CUDNN_STRICT_HF_ERROR,
  CUDNN_STRICT_HF_OTHER
};
static const char *const cudnn_strict_hf_directives[] = {
    "if",    "ifdef",  "ifndef", "elif",    "else",
    "endif", "define", "undef",  "include", "error"};

/* One directive (`line` past its '#', `start` the whole line), under the
   conditional `stack`. */
static void cudnn_strict_hf_directive(struct cudnn_strict_hf *hf,
                                      const char *path, const char *start,
                                      char *line,
                                      struct cudnn_strict_hf_level *stack,
                                      int *depth, int includes) {
  char *word = line, *rest;
  int live = *depth == 0 || stack[*depth - 1].live, ok = 1;
  int reach = *depth == 0 ? CUDNN_STRICT_HF_ALWAYS : stack[*depth - 1].reach;
  int decided_false = *depth > 0 && stack[*depth - 1].decided_false;
  int literal, condition, is;
  size_t n;
  while (*word == ' ' || *word == '\t')
    ++word;
  for (rest = word; cudnn_strict_hf_is_name(*rest, 0); ++rest)
    ;
  n = (size_t)(rest - word);
  while (*rest == ' ' || *rest == '\t')
    ++rest;
  /* Which directive, found once in a table: a comparison per directive
     and branch was a fifth of this function's code. */
  for (is = 0; is < CUDNN_STRICT_HF_OTHER &&
               !(n == strlen(cudnn_strict_hf_directives[is]) &&
                 strncmp(word, cudnn_strict_hf_directives[is], n) == 0);
       ++is)
    ;
  if (is <= CUDNN_STRICT_HF_IFNDEF) {
    struct cudnn_strict_hf_level *level;
    long long value = 0;
    int kind = is - CUDNN_STRICT_HF_IF; /* 0 #if, 1 #ifdef, 2 #ifndef */
    if (*depth == CUDNN_STRICT_HF_DEPTH) {
      cudnn_strict_hf_fail(hf, path, "nests its conditionals too deeply");
      return;
    }
    if (live && kind == 0)
      value = cudnn_strict_hf_evaluate(hf, rest, &ok);
    else if (live) {
      char *end = rest;
      while (cudnn_strict_hf_is_name(*end, 0))
        ++end;
      value = cudnn_strict_hf_find(hf, rest, (size_t)(end - rest)) != NULL;
      if (kind == 2)
        value = !value;
    }
    condition = cudnn_strict_hf_condition(hf, rest, kind, &literal);
    level = &stack[(*depth)++];
    level->outer = live;
    level->live = live && value != 0;
    level->taken = level->live;
    level->reach_outer = reach;
    level->reach_taken = CUDNN_STRICT_HF_NEVER;
    level->by_macros = 0;
    level->outer_decided_false = decided_false;
    cudnn_strict_hf_reach(level, condition, literal);
  } else if (is == CUDNN_STRICT_HF_ELIF || is == CUDNN_STRICT_HF_ELSE) {
    struct cudnn_strict_hf_level *level;
    if (*depth == 0) {
      cudnn_strict_hf_fail(hf, path, "has an #else or #elif without #if");
      return;
    }
    level = &stack[*depth - 1];
    if (!level->outer || level->taken)
      level->live = 0;
    else if (is == CUDNN_STRICT_HF_ELSE)
      level->live = 1;
    else
      level->live = cudnn_strict_hf_evaluate(hf, rest, &ok) != 0;
    level->taken |= level->live;
    if (is == CUDNN_STRICT_HF_ELSE) {
      condition = 1;
      literal = 1;
    } else {
      condition = cudnn_strict_hf_condition(hf, rest, 0, &literal);
    }
    cudnn_strict_hf_reach(level, condition, literal);
  } else if (is == CUDNN_STRICT_HF_ENDIF) {
    if (*depth == 0) {
      cudnn_strict_hf_fail(hf, path, "has an #endif without #if");
      return;
    }
    --*depth;
  } else if (is == CUDNN_STRICT_HF_DEFINE) {
    cudnn_strict_hf_note_define(hf, start, rest, reach, decided_false);
    if (live)
      cudnn_strict_hf_define(hf, path, rest);
  } else if (!live) {
    return;
  } else if (is == CUDNN_STRICT_HF_UNDEF) {
    char *end = rest;
    struct cudnn_strict_hf_macro *m;
    while (cudnn_strict_hf_is_name(*end, 0))
      ++end;
    if ((m = cudnn_strict_hf_find(hf, rest, (size_t)(end - rest))) != NULL)
      m->active = 0;
  } else if (is == CUDNN_STRICT_HF_INCLUDE && *rest == '"' &&
             !hf->no_includes) {
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
  } else if (is == CUDNN_STRICT_HF_ERROR) {
    char what[CUDNN_STRICT_HF_BODY + 32];
    snprintf(what, sizeof(what), "stops with #error %.*s", CUDNN_STRICT_HF_BODY,
             rest);
    cudnn_strict_hf_fail(hf, path, what);
  }
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
  cudnn_strict_hf_own_names(hf, text);
  for (line = text; line != NULL && !hf->failed; line = next) {
    char *start = line;
    next = strchr(line, '\n');
    if (next != NULL)
      *next++ = '\0';
    while (*start == ' ' || *start == '\t')
      ++start;
    if (*start == '#')
      cudnn_strict_hf_directive(hf, path, start, start + 1, stack, &depth,
                                includes);
  }
  if (depth != 0)
    cudnn_strict_hf_fail(hf, path, "ends inside an #if");
  free(text);
}

/* The distinct reachable definitions of each version macro, as a configure
   reports a header that defines one in more than one way. */
static void cudnn_strict_hf_ambiguous(const struct cudnn_strict_hf *hf,
                                      char *out, size_t size) {
  int macro, i;
  size_t used = 0;
  out[0] = '\0';
  for (macro = 0; macro < CUDNN_STRICT_HF_VERSION_MACROS; ++macro) {
    if (hf->body_count[macro] < 2)
      continue;
    for (i = 0; i < hf->body_count[macro] && used < size; ++i) {
      int n = snprintf(out + used, size - used, "%s'%s'",
                       i == 0 ? (used == 0 ? "" : ", ") : " and as ",
                       hf->bodies[macro][i]);
      if (i == 0 && n >= 0 && used + (size_t)n < size) {
        /* The macro's name before its first definition. */
        char first[CUDNN_STRICT_HF_BODY + 8];
        cudnn_strict_copy_text(first, sizeof(first), out + used);
        n = snprintf(
            out + used, size - used, "%s%s as %s", used == 0 ? "" : ", ",
            cudnn_strict_hf_version_macros[macro], first + (used == 0 ? 0 : 2));
      }
      if (n < 0)
        return;
      used += (size_t)n;
    }
  }
  if (used >= size && size > 0)
    out[size - 1] = '\0';
}

/* Reads `path` into a fresh state `hf` (NULL on no memory). */
static struct cudnn_strict_hf *
cudnn_strict_hf_run(const char *path, struct cudnn_strict_header_text *text,
                    int no_includes, char *error, size_t error_size) {
  struct cudnn_strict_hf *hf =
      (struct cudnn_strict_hf *)calloc(1, sizeof(struct cudnn_strict_hf));
  if (hf == NULL) {
    snprintf(error, error_size, "%s: cannot be read (out of memory)", path);
    return NULL;
  }
  hf->error = error;
  hf->error_size = error_size;
  hf->text = text;
  hf->no_includes = no_includes;
  cudnn_strict_hf_file(hf, path, 0);
  return hf;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_header_file_text(const char *path,
                              struct cudnn_strict_header_text *out, char *error,
                              size_t error_size) {
  struct cudnn_strict_hf *hf;
  char what[CUDNN_STRICT_HF_BODY + 128];
  int i, ok;
  memset(out, 0, sizeof(*out));
  if ((hf = cudnn_strict_hf_run(path, out, 0, error, error_size)) == NULL)
    return 0;
  ok = !hf->failed;
  out->in_range = 1;
  for (i = 0; ok && i < CUDNN_STRICT_HF_VERSION_MACROS; ++i) {
    const char *name = cudnn_strict_hf_version_macros[i];
    struct cudnn_strict_hf_macro *m =
        cudnn_strict_hf_find(hf, name, strlen(name));
    int evaluated = 1;
    if (m == NULL) {
      if (i < 3 &&
          strlen(out->missing) + strlen(name) + 2 < sizeof(out->missing)) {
        if (out->missing[0] != '\0')
          strcat(out->missing, " ");
        strcat(out->missing, name);
      }
      continue;
    }
    out->defined[i] = 1;
    hf->in_code = 1;
    out->values[i] = cudnn_strict_hf_evaluate(hf, name, &evaluated);
    hf->in_code = 0;
    if (!evaluated) {
      snprintf(what, sizeof(what),
               "defines %s as %s, which is not an integer constant "
               "expression",
               name, m->body);
      cudnn_strict_hf_fail(hf, path, what);
      ok = 0;
    } else if (out->values[i] < 0 || out->values[i] > 99999999LL) {
      out->in_range = 0;
    }
  }
  if (ok)
    cudnn_strict_hf_ambiguous(hf, out->ambiguous, sizeof(out->ambiguous));
  free(hf);
  return ok;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_header_file_version(const char *path,
                                 struct cudnn_strict_version *out, char *error,
                                 size_t error_size) {
  struct cudnn_strict_header_text *text =
      (struct cudnn_strict_header_text *)malloc(sizeof(*text));
  int i, ok;
  if (text == NULL) {
    snprintf(error, error_size, "%s: cannot be read (out of memory)", path);
    return 0;
  }
  ok = cudnn_strict_header_file_text(path, text, error, error_size);
  for (i = 0; ok && i < 3; ++i) {
    if (!text->defined[i]) {
      snprintf(error, error_size,
               "%s: does not define %s: not a cuDNN version header", path,
               cudnn_strict_hf_version_macros[i]);
      ok = 0;
    } else if (text->values[i] < 0 || text->values[i] > 99999999LL) {
      snprintf(error, error_size,
               "%s: defines %s as %lld, which is not a version number", path,
               cudnn_strict_hf_version_macros[i], text->values[i]);
      ok = 0;
    }
  }
  if (ok) {
    out->major = (int)text->values[0];
    out->minor = (int)text->values[1];
    out->patch = (int)text->values[2];
  }
  free(text);
  return ok;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_header_file_macro(const char *path,
                                                         const char *name,
                                                         long long *value,
                                                         char *error,
                                                         size_t error_size) {
  struct cudnn_strict_hf *hf;
  int ok;
  if ((hf = cudnn_strict_hf_run(path, NULL, 1, error, error_size)) == NULL)
    return 0;
  ok = !hf->failed;
  if (ok && cudnn_strict_hf_find(hf, name, strlen(name)) == NULL) {
    snprintf(error, error_size, "%s: does not define %s", path, name);
    ok = 0;
  }
  if (ok) {
    hf->in_code = 1;
    *value = cudnn_strict_hf_evaluate(hf, name, &ok);
    if (!ok)
      snprintf(error, error_size,
               "%s: defines %s as something other than a number", path, name);
  }
  free(hf);
  return ok;
}
