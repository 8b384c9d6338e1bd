/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cudnn-strict-probe --python: see cudnn_strict_python.h.
 *
 * How each framework records the cuDNN it was built with, and how it loads
 * one (docs/python.md has the sources):
 *   torch       torch/include/caffe2/core/macros.h, CAFFE2_BUILD_STRINGS'
 *               {"CUDNN_VERSION", "9.x.y"}; libtorch_cuda.so's RUNPATH
 *               $ORIGIN/../../nvidia/cudnn/lib, the nvidia-cudnn wheel.
 *   JAX         the plugin's _versions.cudnn_build_version(), asked in a
 *               child Python, else its Requires-Dist; the wheel's
 *               libcudnn by path.
 *   ONNX Runtime  Requires-Dist alone, which records the major only; the
 *               loader's search (LD_LIBRARY_PATH, the ld.so cache) unless
 *               the program calls onnxruntime.preload_dlls(), which loads
 *               the wheel's libcudnn by path: both are judged.
 *   TensorFlow  tensorflow/python/platform/build_info.py, cudnn_version;
 *               the wheel's libcudnn.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_python.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudnn_strict_people.h"
#include "cudnn_strict_version.h"
#include "cudnn_strict_writer.h"

/* POSIX only: it runs Python and itself with fork and exec, and knows the
   Linux wheels' layout (site-packages/nvidia/cudnn/lib/libcudnn.so.N). */
#if !defined(_WIN32)
#include <sys/wait.h>
#include <unistd.h>

#define CUDNN_STRICT_PY_MAX 32
#define CUDNN_STRICT_PY_TEXT 65536
#define CUDNN_STRICT_PY_LINE 1024

/* The facts script: imports no framework (only the JAX plugin's own
   version module, in a child Python, since that is where JAX records the
   cuDNN it was built with).  One fact per line, tab-separated fields. */
static const char cudnn_strict_python_script[] =
    "import os, re, site, subprocess, sys, sysconfig\n"
    "import importlib.metadata as md\n"
    "dirs = []\n"
    "paths = sysconfig.get_paths()\n"
    "cands = [paths['purelib'], paths['platlib']]\n"
    "cands += list(getattr(site, 'getsitepackages', lambda: [])())\n"
    "for d in cands:\n"
    "    if d not in dirs and os.path.isdir(d):\n"
    "        dirs.append(d)\n"
    "print('python=' + sys.executable)\n"
    "for d in dirs:\n"
    "    print('site=' + d)\n"
    "pat = re.compile(r'^(nvidia-cudnn-cu[0-9]+|torch|jax-cuda[0-9]+-plugin|"
    "onnxruntime-gpu|tensorflow)$')\n"
    "seen = set()\n"
    "def read(f):\n"
    "    with open(f, encoding='utf-8', errors='replace') as h:\n"
    "        return h.read()\n"
    "for dist in md.distributions(path=dirs):\n"
    "    name = re.sub(r'[-_.]+', '-', dist.metadata['Name'] or '').lower()\n"
    "    if not pat.match(name) or name in seen:\n"
    "        continue\n"
    "    seen.add(name)\n"
    "    loc = str(dist.locate_file(''))\n"
    "    print('dist=%s\\t%s\\t%s' % (name, dist.version, loc))\n"
    "    for r in dist.requires or []:\n"
    "        if r.lower().replace('_', '-').startswith('nvidia-cudnn'):\n"
    "            print('requires=%s\\t%s' % (name, r))\n"
    "    if name == 'torch':\n"
    "        f = os.path.join(loc, 'torch', 'include', 'caffe2', 'core', "
    "'macros.h')\n"
    "        if os.path.isfile(f):\n"
    "            m = re.search(r'\\{\"CUDNN_VERSION\", \"([0-9.]*)\"\\}', "
    "read(f))\n"
    "            print('built=%s\\t%s\\t%s' % (name, m.group(1) if m else '', "
    "f))\n"
    "    elif name == 'tensorflow':\n"
    "        f = os.path.join(loc, 'tensorflow', 'python', 'platform', "
    "'build_info.py')\n"
    "        if os.path.isfile(f):\n"
    "            m = re.search(r'[\\'\"]cudnn_version[\\'\"]\\s*:\\s*"
    "[\\'\"]([0-9.]*)[\\'\"]', read(f))\n"
    "            print('built=%s\\t%s\\t%s' % (name, m.group(1) if m else '', "
    "f))\n"
    "    elif name.startswith('jax-cuda'):\n"
    "        mod = name.replace('-', '_') + '._versions'\n"
    "        code = 'import %s as v; print(v.cudnn_build_version())' % mod\n"
    "        try:\n"
    "            out = subprocess.run([sys.executable, '-c', code], "
    "capture_output=True, text=True, timeout=120).stdout.strip()\n"
    "        except Exception:\n"
    "            out = ''\n"
    "        if out.isdigit():\n"
    "            print('built=%s\\tcode:%s\\t%s.cudnn_build_version()' % "
    "(name, out, mod))\n"
    "for d in dirs:\n"
    "    lib = os.path.join(d, 'nvidia', 'cudnn', 'lib')\n"
    "    if os.path.isdir(lib):\n"
    "        for f in sorted(os.listdir(lib)):\n"
    "            if re.match(r'^libcudnn\\.so\\.[0-9]+$', f):\n"
    "                print('wheel_library=' + os.path.join(lib, f))\n";

struct cudnn_strict_py_dist {
  char name[64];
  char version[64];
  char location[CUDNN_STRICT_PY_LINE];
  char requires[CUDNN_STRICT_PY_LINE]; /* its nvidia-cudnn Requires-Dist */
  char built[64];                      /* what its own files record */
  char built_source[CUDNN_STRICT_PY_LINE];
};

struct cudnn_strict_py_facts {
  char python[CUDNN_STRICT_PY_LINE];
  struct cudnn_strict_py_dist dists[CUDNN_STRICT_PY_MAX];
  int dist_count;
  char wheel_libraries[4][CUDNN_STRICT_PY_LINE];
  int wheel_library_count;
};

/* What one run of the judgement said of one library. */
struct cudnn_strict_py_judged {
  char judgement[64];
  char library_file[CUDNN_STRICT_PY_LINE];
  char library_found_by[64];
  char library_version[64];
  char rule[CUDNN_STRICT_PY_LINE];
  /* The core's words for a refusal other than the rule's, without their
     "Fix:" (which is worded for a configure): the mixed install, the
     incomplete release, the library that could not be loaded. */
  char message[CUDNN_STRICT_PY_TEXT / 8];
  char answered_by[CUDNN_STRICT_PY_LINE]; /* a sub-library from elsewhere */
};

static void cudnn_strict_py_copy(char *out, size_t size, const char *s,
                                 size_t n) {
  if (n >= size)
    n = size - 1;
  memcpy(out, s, n);
  out[n] = '\0';
}

/* Runs argv[0] (searched on PATH) and keeps its stdout in `out`; stderr
   goes where ours goes.  Returns the exit status, or -1. */
static int cudnn_strict_py_capture(char *const argv[], char *out, size_t size) {
  int fds[2], status = 0;
  size_t used = 0;
  pid_t pid;
  if (pipe(fds) != 0)
    return -1;
  pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return -1;
  }
  if (pid == 0) {
    dup2(fds[1], 1);
    close(fds[0]);
    close(fds[1]);
    execvp(argv[0], argv);
    _exit(127);
  }
  close(fds[1]);
  for (;;) {
    char chunk[4096];
    ssize_t n = read(fds[0], chunk, sizeof chunk);
    if (n <= 0)
      break;
    if (used + (size_t)n < size) {
      memcpy(out + used, chunk, (size_t)n);
      used += (size_t)n;
    }
  }
  out[used] = '\0';
  close(fds[0]);
  if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status))
    return -1;
  return WEXITSTATUS(status);
}

/* Finds `key`=... in a key=value report; copies the value. */
static int cudnn_strict_py_value(const char *text, const char *key, char *out,
                                 size_t size) {
  size_t klen = strlen(key);
  const char *p = text;
  out[0] = '\0';
  while (p && *p) {
    const char *end = strchr(p, '\n');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    if (len > klen && strncmp(p, key, klen) == 0 && p[klen] == '=') {
      cudnn_strict_py_copy(out, size, p + klen + 1, len - klen - 1);
      return 1;
    }
    p = end ? end + 1 : NULL;
  }
  return 0;
}

/* Splits a tab-separated line into up to `n` fields, in place. */
static int cudnn_strict_py_fields(char *line, char **fields, int n) {
  int count = 0;
  while (count < n) {
    char *tab = strchr(line, '\t');
    fields[count++] = line;
    if (!tab)
      break;
    *tab = '\0';
    line = tab + 1;
  }
  return count;
}

static struct cudnn_strict_py_dist *
cudnn_strict_py_find(struct cudnn_strict_py_facts *f, const char *name) {
  int i;
  for (i = 0; i < f->dist_count; ++i)
    if (strcmp(f->dists[i].name, name) == 0)
      return &f->dists[i];
  return NULL;
}

static void cudnn_strict_py_parse(char *text, struct cudnn_strict_py_facts *f) {
  char *line = text;
  while (line && *line) {
    char *end = strchr(line, '\n');
    char *fields[3];
    struct cudnn_strict_py_dist *d;
    if (end)
      *end = '\0';
    if (strncmp(line, "python=", 7) == 0) {
      cudnn_strict_py_copy(f->python, sizeof f->python, line + 7,
                           strlen(line + 7));
    } else if (strncmp(line, "dist=", 5) == 0 &&
               f->dist_count < CUDNN_STRICT_PY_MAX &&
               cudnn_strict_py_fields(line + 5, fields, 3) == 3) {
      d = &f->dists[f->dist_count++];
      memset(d, 0, sizeof *d);
      cudnn_strict_py_copy(d->name, sizeof d->name, fields[0],
                           strlen(fields[0]));
      cudnn_strict_py_copy(d->version, sizeof d->version, fields[1],
                           strlen(fields[1]));
      cudnn_strict_py_copy(d->location, sizeof d->location, fields[2],
                           strlen(fields[2]));
    } else if (strncmp(line, "requires=", 9) == 0 &&
               cudnn_strict_py_fields(line + 9, fields, 2) == 2 &&
               (d = cudnn_strict_py_find(f, fields[0])) != NULL &&
               d->requires[0] == '\0') {
      cudnn_strict_py_copy(d->requires, sizeof d->requires, fields[1],
                           strlen(fields[1]));
    } else if (strncmp(line, "built=", 6) == 0 &&
               cudnn_strict_py_fields(line + 6, fields, 3) == 3 &&
               (d = cudnn_strict_py_find(f, fields[0])) != NULL) {
      cudnn_strict_py_copy(d->built, sizeof d->built, fields[1],
                           strlen(fields[1]));
      cudnn_strict_py_copy(d->built_source, sizeof d->built_source, fields[2],
                           strlen(fields[2]));
    } else if (strncmp(line, "wheel_library=", 14) == 0 &&
               f->wheel_library_count < 4) {
      cudnn_strict_py_copy(f->wheel_libraries[f->wheel_library_count++],
                           CUDNN_STRICT_PY_LINE, line + 14, strlen(line + 14));
    }
    line = end ? end + 1 : NULL;
  }
}

/* Reads "M", "M.m" or "M.m.p..." into three numbers (missing ones 0);
   returns how many were given. */
static int cudnn_strict_py_numbers(const char *s, int v[3]) {
  int n = 0;
  v[0] = v[1] = v[2] = 0;
  while (n < 3 && *s >= '0' && *s <= '9') {
    v[n++] = atoi(s);
    while (*s >= '0' && *s <= '9')
      ++s;
    if (*s != '.')
      break;
    ++s;
  }
  return n;
}

/* The CUDA major a requirement or wheel name names (nvidia-cudnn-cu13: 13),
   or 0. */
static int cudnn_strict_py_cuda_major(const char *s) {
  const char *p = strstr(s, "cudnn-cu");
  if (!p)
    p = strstr(s, "cudnn_cu");
  return p ? atoi(p + 8) : 0;
}

/* The lowest version a requirement allows (==, ~=, >= or ===), as text;
   "" when it names none. */
static void cudnn_strict_py_lower_bound(const char *req, char *out, size_t size,
                                        int *exact) {
  const char *ops[] = {"===", "==", "~=", ">="};
  char spec[CUDNN_STRICT_PY_LINE];
  size_t i;
  out[0] = '\0';
  *exact = 0;
  /* The version specifier only, not the environment marker after ';'. */
  cudnn_strict_py_copy(spec, sizeof spec, req, strcspn(req, ";"));
  for (i = 0; i < sizeof ops / sizeof ops[0]; ++i) {
    const char *p = strstr(spec, ops[i]);
    if (p) {
      size_t n;
      p += strlen(ops[i]);
      while (*p == ' ')
        ++p;
      n = strspn(p, "0123456789.");
      cudnn_strict_py_copy(out, size, p, n);
      *exact = i < 2;
      return;
    }
  }
}

/* The line breaks cuDNN printed, escaped ("\\n") in the key=value report,
   as "; " (none before a full stop or at the end), in place. */
static void cudnn_strict_py_one_line(char *text) {
  char *from = text, *to = text;
  while (*from != '\0') {
    if (from[0] == '\\' && from[1] == 'n') {
      from += 2;
      if (*from != '\0' && *from != '.') {
        *to++ = ';';
        *to++ = ' ';
      }
    } else {
      *to++ = *from++;
    }
  }
  *to = '\0';
}

/* Runs this program's own judgement of `library` (NULL: the loader's
   search) against the header version `header`. */
static void cudnn_strict_py_judge(const char *self, const char *header,
                                  int cuda, const char *library,
                                  struct cudnn_strict_py_judged *j) {
  static char report[CUDNN_STRICT_PY_TEXT];
  char *argv[13], cudart[32], release[64], verdict[64];
  char *fix;
  int n = 0;
  memset(j, 0, sizeof *j);
  /* The CUDA major the framework was built for (0: not recorded, and
     then not compared). */
  snprintf(cudart, sizeof cudart, "%d", cuda * 1000);
  argv[n++] = (char *)self;
  argv[n++] = (char *)"--format";
  argv[n++] = (char *)"keyvalue";
  argv[n++] = (char *)"--gpu-check";
  argv[n++] = (char *)"off";
  argv[n++] = (char *)"--header-version";
  argv[n++] = (char *)header;
  argv[n++] = (char *)"--toolkit-cudart";
  argv[n++] = cudart;
  if (library) {
    argv[n++] = (char *)"--library";
    argv[n++] = (char *)library;
  }
  argv[n] = NULL;
  report[0] = '\0';
  (void)cudnn_strict_py_capture(argv, report, sizeof report);
  cudnn_strict_py_value(report, "judgement", j->judgement, sizeof j->judgement);
  cudnn_strict_py_value(report, "library.file", j->library_file,
                        sizeof j->library_file);
  cudnn_strict_py_value(report, "library.found_by", j->library_found_by,
                        sizeof j->library_found_by);
  cudnn_strict_py_value(report, "library.version", j->library_version,
                        sizeof j->library_version);
  if (!cudnn_strict_py_value(report, "verdict.rule", j->rule, sizeof j->rule))
    cudnn_strict_py_value(report, "library.reason", j->rule, sizeof j->rule);
  cudnn_strict_py_value(report, "library.answered_by", j->answered_by,
                        sizeof j->answered_by);
  release[0] = verdict[0] = '\0';
  cudnn_strict_py_value(report, "release.status", release, sizeof release);
  cudnn_strict_py_value(report, "verdict", verdict, sizeof verdict);
  /* The outcome as the probe's exit status names it: a release that is
     not whole (cuDNN may stop loading it) is INCOMPLETE_RELEASE. */
  if ((j->judgement[0] == '\0' || strcmp(j->judgement, "OK") == 0) &&
      release[0] != '\0' && strcmp(release, "OK") != 0) {
    strcpy(j->judgement, "INCOMPLETE_RELEASE");
    cudnn_strict_py_value(report, "release.message", j->message,
                          sizeof j->message);
  } else if (j->judgement[0] == '\0') {
    cudnn_strict_py_copy(j->judgement, sizeof j->judgement,
                         verdict[0] ? verdict : "NOT_FOUND",
                         strlen(verdict[0] ? verdict : "NOT_FOUND"));
    cudnn_strict_py_value(report, "verdict.reason", j->message,
                          sizeof j->message);
  } else if (strcmp(j->judgement, "INCOMPATIBLE") != 0 &&
             strcmp(j->judgement, "OK") != 0) {
    cudnn_strict_py_value(report, "verdict.message", j->message,
                          sizeof j->message);
  }
  if ((fix = strstr(j->message, " Fix: ")) != NULL)
    *fix = '\0';
  cudnn_strict_py_one_line(j->message);
}

/* Why the judgement is what it is: the rule's words with the version, or
   the core's message for any other refusal. */
static void cudnn_strict_py_reason(const struct cudnn_strict_py_judged *j,
                                   char *reason, size_t size) {
  if (j->message[0] != '\0')
    snprintf(reason, size, "%s", j->message);
  else
    snprintf(reason, size, "%s%s%s%s", j->library_version[0] ? "cuDNN " : "",
             j->library_version,
             j->library_version[0] && j->rule[0] ? ": " : "", j->rule);
}

/* Whether `dir` is an entry of LD_LIBRARY_PATH. */
static int cudnn_strict_py_in_ld_path(const char *dir) {
  const char *p = getenv("LD_LIBRARY_PATH");
  size_t len = strlen(dir);
  while (p && *p) {
    const char *colon = strchr(p, ':');
    size_t n = colon ? (size_t)(colon - p) : strlen(p);
    if (n == len && strncmp(p, dir, n) == 0)
      return 1;
    p = colon ? colon + 1 : NULL;
  }
  return 0;
}

struct cudnn_strict_py_out {
  struct cudnn_strict_writer *w; /* NULL: the report for people */
  int index;
};

static void cudnn_strict_py_fact(struct cudnn_strict_py_out *o, const char *key,
                                 const char *value) {
  char full[128];
  if (!o->w || !value || !value[0])
    return;
  snprintf(full, sizeof full, "check.%d.%s", o->index, key);
  cudnn_strict_write_text(o->w, full, value);
}

/* Reports one judged thing: a line with its verdict, then reason and fix. */
static int cudnn_strict_py_report(struct cudnn_strict_py_out *o,
                                  const char *what, const char *verdict,
                                  const char *built, const char *loads,
                                  const char *reason, const char *fix) {
  int failed = strcmp(verdict, "OK") != 0;
  if (o->w) {
    cudnn_strict_py_fact(o, "name", what);
    cudnn_strict_py_fact(o, "verdict", verdict);
    cudnn_strict_py_fact(o, "built", built);
    cudnn_strict_py_fact(o, "loads", loads);
    cudnn_strict_py_fact(o, "reason", reason);
    cudnn_strict_py_fact(o, "fix", fix);
  } else {
    cudnn_strict_people_item(stdout, what, verdict, built, loads, reason, fix);
  }
  ++o->index;
  return failed;
}

/* The pip command that installs a cuDNN the framework accepts. */
static void cudnn_strict_py_pip_fix(const struct cudnn_strict_py_dist *d,
                                    const int want[3], int cuda, char *fix,
                                    size_t size) {
  char bound[64];
  int exact = 0;
  cudnn_strict_py_lower_bound(d->requires, bound, sizeof bound, &exact);
  if (cuda == 0)
    cuda = cudnn_strict_py_cuda_major(d->requires);
  if (cuda == 0) {
    snprintf(fix, size,
             "pip install \"nvidia-cudnn-cu<CUDA major>>=%d.%d,<%d\" (the "
             "CUDA major %s was built for)",
             want[0], want[1], want[0] + 1, d->name);
  } else if (exact && bound[0]) {
    snprintf(fix, size,
             "pip install --force-reinstall nvidia-cudnn-cu%d==%s (what %s "
             "%s requires)",
             cuda, bound, d->name, d->version);
  } else {
    snprintf(fix, size, "pip install \"nvidia-cudnn-cu%d>=%d.%d,<%d\"", cuda,
             want[0], want[1], want[0] + 1);
  }
}

/* The fix for a judgement the rule did not give OK: stop LD_LIBRARY_PATH
   from supplying the copy or sub-library, reinstall an incomplete wheel,
   or install what the framework asks for. */
static void cudnn_strict_py_fix(const struct cudnn_strict_py_dist *d,
                                const struct cudnn_strict_py_facts *f,
                                const struct cudnn_strict_py_judged *j,
                                const int want[3], int cuda, char *fix,
                                size_t size) {
  char dir[CUDNN_STRICT_PY_LINE];
  const char *file = j->answered_by[0] ? j->answered_by : j->library_file;
  const char *slash = strrchr(file, '/');
  int i;
  dir[0] = '\0';
  if (slash)
    cudnn_strict_py_copy(dir, sizeof dir, file, (size_t)(slash - file));
  if (dir[0] && cudnn_strict_py_in_ld_path(dir)) {
    snprintf(fix, size, "remove %s from LD_LIBRARY_PATH", dir);
    return;
  }
  if (strcmp(j->judgement, "INCOMPLETE_RELEASE") == 0)
    for (i = 0; i < f->dist_count; ++i)
      if (strncmp(f->dists[i].name, "nvidia-cudnn-cu", 15) == 0 &&
          (cuda == 0 || cudnn_strict_py_cuda_major(f->dists[i].name) == cuda)) {
        snprintf(fix, size, "pip install --force-reinstall %s==%s",
                 f->dists[i].name, f->dists[i].version);
        return;
      }
  cudnn_strict_py_pip_fix(d, want, cuda, fix, size);
}

static int cudnn_strict_py_judge_dist(struct cudnn_strict_py_out *o,
                                      const char *self,
                                      const struct cudnn_strict_py_facts *f,
                                      const struct cudnn_strict_py_dist *d) {
  char what[160], built[CUDNN_STRICT_PY_LINE * 2], header[64];
  char loads[CUDNN_STRICT_PY_LINE * 2], reason[CUDNN_STRICT_PY_LINE * 2];
  char fix[CUDNN_STRICT_PY_LINE * 3], wheel[CUDNN_STRICT_PY_LINE + 64];
  int want[3], given = 0, failed = 0, exact = 0, cuda = 0, built_cuda, ort;
  struct cudnn_strict_py_judged j;
  const char *source = "";
  char bound[64];

  ort = strcmp(d->name, "onnxruntime-gpu") == 0;
  snprintf(what, sizeof what, "%s %s", d->name, d->version);
  cuda = cudnn_strict_py_cuda_major(d->requires);
  if (d->built[0] && strncmp(d->built, "code:", 5) == 0) {
    struct cudnn_strict_version v;
    if (cudnn_strict_decode(atol(d->built + 5), &v)) {
      want[0] = v.major, want[1] = v.minor, want[2] = v.patch;
      given = 3;
      source = d->built_source;
    }
  } else if (d->built_source[0]) {
    if (d->built[0] == '\0')
      return cudnn_strict_py_report(o, what, "OK",
                                    "without cuDNN (its build records none)",
                                    "", d->built_source, "");
    given = cudnn_strict_py_numbers(d->built, want);
    source = d->built_source;
  }
  if (given == 0 && d->requires[0]) {
    cudnn_strict_py_lower_bound(d->requires, bound, sizeof bound, &exact);
    given = cudnn_strict_py_numbers(bound, want);
    if (given == 0) /* a bare name: the wheel's major is the only fact */
      given = 0;
    source = "Requires-Dist";
  }
  if (given == 0) {
    return cudnn_strict_py_report(
        o, what, "UNKNOWN", "", "",
        "it records no cuDNN version (no build file, no nvidia-cudnn "
        "Requires-Dist)",
        "");
  }
  if (given == 1 || ort) {
    /* Only the major is recorded: any minor of it passes the rule. */
    snprintf(built, sizeof built,
             "cuDNN %d (only the major is recorded: %s%s%s)", want[0],
             strcmp(source, "Requires-Dist") == 0 ? "Requires-Dist " : "",
             strcmp(source, "Requires-Dist") == 0 ? d->requires : source, "");
    want[1] = want[2] = 0;
  } else {
    snprintf(built, sizeof built, "cuDNN %d.%d.%d (%s%s)", want[0], want[1],
             want[2],
             strcmp(source, "Requires-Dist") == 0 ? "Requires-Dist " : "",
             strcmp(source, "Requires-Dist") == 0 ? d->requires : source);
  }
  snprintf(header, sizeof header, "%d.%d.%d", want[0], want[1], want[2]);
  snprintf(wheel, sizeof wheel, "%s/nvidia/cudnn/lib/libcudnn.so.%d",
           d->location, want[0]);
  /* The CUDA major the framework records (its cuDNN requirement, or its
     name: jax-cuda12-plugin), which the loaded cuDNN's must equal. */
  if (cuda == 0 && strstr(d->name, "-cuda") != NULL)
    cuda = atoi(strstr(d->name, "-cuda") + 5);
  built_cuda = cuda;
  if (cuda == 0 && f->wheel_library_count > 0) {
    int i;
    for (i = 0; i < f->dist_count; ++i)
      if (strncmp(f->dists[i].name, "nvidia-cudnn-cu", 15) == 0)
        cuda = cudnn_strict_py_cuda_major(f->dists[i].name);
  }

  if (ort) {
    /* Default: the loader's search; with preload_dlls(): the wheel. */
    struct cudnn_strict_py_judged pre;
    int preload_ok;
    cudnn_strict_py_judge(self, header, built_cuda, wheel, &pre);
    preload_ok = strcmp(pre.judgement, "OK") == 0;
    cudnn_strict_py_judge(self, header, built_cuda, NULL, &j);
    snprintf(loads, sizeof loads,
             "%s (the loader's search: LD_LIBRARY_PATH, "
             "the ld.so cache)",
             j.library_file[0] ? j.library_file : "no libcudnn");
    fix[0] = '\0';
    cudnn_strict_py_reason(&j, reason, sizeof reason);
    if (strcmp(j.judgement, "OK") != 0) {
      if (preload_ok)
        snprintf(fix, sizeof fix,
                 "call onnxruntime.preload_dlls() before creating an "
                 "InferenceSession (it loads %s)",
                 pre.library_file);
      else
        cudnn_strict_py_fix(d, f, &j, want, cuda, fix, sizeof fix);
    }
    {
      char name[200];
      snprintf(name, sizeof name, "%s", what);
      failed |= cudnn_strict_py_report(o, name, j.judgement, built, loads,
                                       reason, fix);
      snprintf(name, sizeof name, "%s with preload_dlls()", what);
      snprintf(loads, sizeof loads, "%s (the wheel, by path)",
               pre.library_file[0] ? pre.library_file : wheel);
      if (pre.library_version[0] || pre.message[0])
        cudnn_strict_py_reason(&pre, reason, sizeof reason);
      else
        snprintf(reason, sizeof reason, "no nvidia-cudnn wheel library");
      fix[0] = '\0';
      if (!preload_ok)
        cudnn_strict_py_fix(d, f, &pre, want, cuda, fix, sizeof fix);
      /* Only a program that calls preload_dlls() takes this branch, so it
         informs; the default branch decides. */
      cudnn_strict_py_report(o, name, pre.judgement, built, loads, reason, fix);
    }
    return failed;
  }

  /* torch (libtorch_cuda.so's RUNPATH $ORIGIN/../../nvidia/cudnn/lib),
     JAX and TensorFlow load the wheel's library by path; without the
     wheel, the loader's search. */
  {
    FILE *probe = fopen(wheel, "rb");
    if (probe) {
      fclose(probe);
      cudnn_strict_py_judge(self, header, built_cuda, wheel, &j);
      snprintf(loads, sizeof loads, "%s (the nvidia-cudnn wheel, by path)",
               j.library_file[0] ? j.library_file : wheel);
    } else {
      cudnn_strict_py_judge(self, header, built_cuda, NULL, &j);
      snprintf(loads, sizeof loads,
               "%s (no nvidia-cudnn wheel: the loader's search)",
               j.library_file[0] ? j.library_file : "no libcudnn");
    }
  }
  cudnn_strict_py_reason(&j, reason, sizeof reason);
  fix[0] = '\0';
  if (strcmp(j.judgement, "OK") != 0)
    cudnn_strict_py_fix(d, f, &j, want, cuda, fix, sizeof fix);
  return cudnn_strict_py_report(o, what, j.judgement, built, loads, reason,
                                fix);
}

/* Installed nvidia-cudnn wheels of two CUDA majors share nvidia/cudnn/lib:
   the one installed last owns the files the frameworks load. */
static int cudnn_strict_py_conflicts(struct cudnn_strict_py_out *o,
                                     const struct cudnn_strict_py_facts *f) {
  char names[CUDNN_STRICT_PY_LINE], reason[CUDNN_STRICT_PY_LINE * 2];
  char fix[CUDNN_STRICT_PY_LINE];
  int i, count = 0, keep = -1;
  names[0] = '\0';
  for (i = 0; i < f->dist_count; ++i) {
    const struct cudnn_strict_py_dist *d = &f->dists[i];
    if (strncmp(d->name, "nvidia-cudnn-cu", 15) != 0)
      continue;
    snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s %s",
             count ? " and " : "", d->name, d->version);
    ++count;
  }
  if (count < 2)
    return 0;
  /* The CUDA major the frameworks ask for, when one does. */
  for (i = 0; i < f->dist_count && keep < 0; ++i)
    if (cudnn_strict_py_cuda_major(f->dists[i].requires) > 0)
      keep = cudnn_strict_py_cuda_major(f->dists[i].requires);
  snprintf(reason, sizeof reason,
           "%s are installed: each writes nvidia/cudnn/lib, so the one "
           "installed last decides which libcudnn every framework loads",
           names);
  if (keep > 0)
    snprintf(fix, sizeof fix,
             "pip uninstall the nvidia-cudnn wheels other than "
             "nvidia-cudnn-cu%d, then pip install --force-reinstall "
             "nvidia-cudnn-cu%d",
             keep, keep);
  else
    snprintf(fix, sizeof fix,
             "keep the nvidia-cudnn wheel of the CUDA major your frameworks "
             "use and pip uninstall the others");
  return cudnn_strict_py_report(o, "nvidia-cudnn wheels", "CONFLICT", "", "",
                                reason, fix);
}

CUDNN_STRICT_INTERNAL int cudnn_strict_python_main(int argc, char **argv) {
  static char text[CUDNN_STRICT_PY_TEXT];
  static struct cudnn_strict_py_facts facts;
  char venv_python[CUDNN_STRICT_PY_LINE], self[CUDNN_STRICT_PY_LINE];
  const char *python = NULL;
  char *run[4];
  struct cudnn_strict_writer writer;
  struct cudnn_strict_py_out out;
  int i, format = 0, failed = 0, judged = 0, rc; /* 0 text, 1 json, 2 kv */

  for (i = 1; i < argc; ++i) {
    if (strcmp(argv[i], "--python") == 0) {
      if (i + 1 < argc && strncmp(argv[i + 1], "--", 2) != 0)
        python = argv[++i];
    } else if (strcmp(argv[i], "--json") == 0) {
      format = 1;
    } else if (strcmp(argv[i], "--format") == 0 && i + 1 < argc &&
               (strcmp(argv[i + 1], "text") == 0 ||
                strcmp(argv[i + 1], "json") == 0 ||
                strcmp(argv[i + 1], "keyvalue") == 0)) {
      ++i;
      format = argv[i][0] == 't' ? 0 : argv[i][0] == 'j' ? 1 : 2;
    } else {
      fprintf(stderr, "usage: cudnn-strict-probe --python [PYTHON] "
                      "[--format text|json|keyvalue]\n");
      return 64;
    }
  }
  if (!python) {
    const char *venv = getenv("VIRTUAL_ENV");
    python = "python3";
    if (venv && venv[0]) {
      snprintf(venv_python, sizeof venv_python, "%s/bin/python", venv);
      if (access(venv_python, X_OK) == 0)
        python = venv_python;
    }
  }
  /* This program, run again for each judgement. */
  {
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n > 0)
      self[n] = '\0';
    else
      cudnn_strict_py_copy(self, sizeof self, argv[0], strlen(argv[0]));
  }
  run[0] = (char *)python;
  run[1] = (char *)"-c";
  run[2] = (char *)cudnn_strict_python_script;
  run[3] = NULL;
  rc = cudnn_strict_py_capture(run, text, sizeof text);
  if (rc != 0) {
    fprintf(stderr,
            "cudnn-strict-probe: %s could not be run or failed (exit %d). "
            "Fix: name the environment's Python: --python "
            "<venv>/bin/python.\n",
            python, rc);
    return 2;
  }
  memset(&facts, 0, sizeof facts);
  cudnn_strict_py_parse(text, &facts);

  setvbuf(stdout, NULL, _IOLBF, 0);
  out.w = NULL;
  out.index = 0;
  if (format != 0) {
    if (format == 1)
      cudnn_strict_writer_json(&writer, stdout);
    else
      cudnn_strict_writer_key_value(&writer, stdout);
    out.w = &writer;
    cudnn_strict_write_report_start(&writer);
    cudnn_strict_write_text(&writer, "python", facts.python);
  } else {
    printf("Python: %s\n", facts.python);
  }
  for (i = 0; i < facts.dist_count; ++i) {
    const struct cudnn_strict_py_dist *d = &facts.dists[i];
    if (strncmp(d->name, "nvidia-cudnn-cu", 15) == 0)
      continue;
    failed |= cudnn_strict_py_judge_dist(&out, self, &facts, d);
    ++judged;
  }
  failed |= cudnn_strict_py_conflicts(&out, &facts);
  if (judged == 0 && format == 0)
    printf("no torch, jax-cuda*-plugin, onnxruntime-gpu or tensorflow is "
           "installed\n");
  if (format != 0) {
    cudnn_strict_write_long(&writer, "check.count", out.index);
    cudnn_strict_writer_end(&writer);
  }
  return failed ? 1 : 0;
}

#else /* _WIN32 */

CUDNN_STRICT_INTERNAL int cudnn_strict_python_main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  fprintf(stderr, "cudnn-strict-probe: --python is not available on "
                  "Windows yet\n");
  return 64;
}

#endif /* _WIN32 */

CUDNN_STRICT_INTERNAL int cudnn_strict_python_requested(int argc, char **argv) {
  int i;
  for (i = 1; i < argc; ++i)
    if (strcmp(argv[i], "--python") == 0)
      return 1;
  return 0;
}
