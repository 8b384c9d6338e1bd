/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cudnn-strict-probe --python: see cudnn_strict_python.h.
 *
 * How each framework records the cuDNN it was built with, and how it loads
 * one (docs/python.md has the sources):
 *   torch       torch/include/caffe2/core/macros.h, CAFFE2_BUILD_STRINGS'
 *               {"CUDNN_VERSION", "9.x.y"}; libtorch_cuda.so's DT_NEEDED
 *               libcudnn.so.9, searched as the loader searches for it
 *               (its RPATH, read from the file).
 *   JAX         the plugin's _versions.cudnn_build_version(), asked in a
 *               child Python, else its Requires-Dist; the wheel's
 *               libcudnn by path.
 *   ONNX Runtime  Requires-Dist alone, which records the major only; the
 *               loader's search (LD_LIBRARY_PATH, the ld.so cache) unless
 *               the program calls onnxruntime.preload_dlls(), which loads
 *               the wheel's libcudnn by path: both are judged.
 *   TensorFlow  tensorflow/python/platform/build_info.py, cudnn_version
 *               (a dict or an OrderedDict of pairs), the major alone, so
 *               the and-cuda extra's Requires-Dist bound where it says
 *               more; libtensorflow_framework.so.2's lazy stubs dlopen()
 *               libcudnn.so.9 by name (LD_LIBRARY_PATH, then its RUNPATH,
 *               read from the file, then the ld.so cache).
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_python.h"
#include "cudnn_strict_arguments.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cudnn_strict_channel.h"
#include "cudnn_strict_text_report.h"
#include "cudnn_strict_version.h"
#include "cudnn_strict_writer.h"

#if !defined(_WIN32)
#include "cudnn_strict_ld.h"
#endif

/* POSIX only: it runs Python and itself with fork and exec, and knows the
   Linux wheels' layout (site-packages/nvidia/cudnn/lib/libcudnn.so.N). */
#if !defined(_WIN32)
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define CUDNN_STRICT_PY_MAX 32
/* The most a child may print: the facts script prints a few lines per
   distribution, a judgement a few dozen; more is refused, not cut. */
#define CUDNN_STRICT_PY_TEXT (1 << 20)
/* Seconds the facts script may take (--timeout): it imports no framework
   but asks JAX's plugin for its version in a Python of its own. */
#define CUDNN_STRICT_PY_TIMEOUT 300
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
    "ver = re.compile(r'^[0-9]+(\\.[0-9]+)*$')\n"
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
    /* A record is a version, "" (a build without cuDNN, which the
       record says) or "?" (a record that cannot be read). */
    "    if name == 'torch':\n"
    "        f = os.path.join(loc, 'torch', 'include', 'caffe2', 'core', "
    "'macros.h')\n"
    "        if os.path.isfile(f):\n"
    "            t = read(f)\n"
    "            m = re.search(r'\\{\"CUDNN_VERSION\", \"([^\"]*)\"\\}', t)\n"
    "            off = re.search(r'\\{\"USE_CUDNN\", \"OFF\"\\}', t)\n"
    "            v = m.group(1) if m else None\n"
    "            if v is None or not ver.match(v):\n"
    "                v = '' if off and not v else '?'\n"
    "            print('built=%s\\t%s\\t%s' % (name, v, f))\n"
    "        print('library=%s\\t%s' % (name, os.path.join(loc, 'torch', "
    "'lib', 'libtorch_cuda.so')))\n"
    "    elif name == 'tensorflow':\n"
    "        f = os.path.join(loc, 'tensorflow', 'python', 'platform', "
    "'build_info.py')\n"
    "        if os.path.isfile(f):\n"
    "            t = read(f)\n"
    /* build_info = {'cudnn_version': '9', ...} or, in the wheels,
       collections.OrderedDict([... ('cudnn_version', '9') ...]). */
    "            m = re.search(r'[\\'\"]cudnn_version[\\'\"]\\s*[:,]\\s*"
    "[\\'\"]([^\\'\"]*)[\\'\"]', t)\n"
    "            c = re.search(r'[\\'\"]is_cuda_build[\\'\"]\\s*[:,]\\s*"
    "(True|False)', t)\n"
    "            v = m.group(1) if m else None\n"
    "            if v is None or not ver.match(v):\n"
    "                v = '' if c and c.group(1) == 'False' else '?'\n"
    "            print('built=%s\\t%s\\t%s' % (name, v, f))\n"
    "        print('library=%s\\t%s' % (name, os.path.join(loc, 'tensorflow', "
    "'libtensorflow_framework.so.2')))\n"
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
    "                print('wheel_library=' + os.path.join(lib, f))\n"
    /* Whole facts end with this line: a program that is not Python, or a
       script cut short, does not print it. */
    "print('end')\n";

struct cudnn_strict_py_dist {
  char name[64];
  char version[64];
  char location[CUDNN_STRICT_PY_LINE];
  char requires[CUDNN_STRICT_PY_LINE]; /* its nvidia-cudnn Requires-Dist */
  char built[64];                      /* what its own files record */
  char built_source[CUDNN_STRICT_PY_LINE];
  /* The library whose loader opens libcudnn: its RPATH or RUNPATH decides
     where (torch, TensorFlow); "" where the framework loads by path. */
  char library[CUDNN_STRICT_PY_LINE];
};

struct cudnn_strict_py_facts {
  char python[CUDNN_STRICT_PY_LINE];
  struct cudnn_strict_py_dist dists[CUDNN_STRICT_PY_MAX];
  int dist_count;
  char wheel_libraries[4][CUDNN_STRICT_PY_LINE];
  int wheel_library_count;
  int complete; /* the script's last line was read */
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
  char cudart_version[32]; /* the CUDA the library was built for: "13.1" */
  /* What cuDNN opens itself and the loader would not find (cuBLASLt,
     NVRTC): the --library report's dependency warnings. */
  int warning_count;
  char warnings[4][CUDNN_STRICT_PY_LINE];
};

static void cudnn_strict_py_copy(char *out, size_t size, const char *s,
                                 size_t n) {
  if (n >= size)
    n = size - 1;
  memcpy(out, s, n);
  out[n] = '\0';
}

/* How a child run ended, beyond its exit status. */
#define CUDNN_STRICT_PY_FAILED -1    /* not started, or killed by a signal */
#define CUDNN_STRICT_PY_TIMED_OUT -2 /* killed after `seconds` */
#define CUDNN_STRICT_PY_TOO_LONG -3  /* printed more than `size` - 1 bytes */

/* Runs argv[0] (searched on PATH) in a process group of its own and keeps
   its stdout in `out`; stderr goes where ours goes.  A child still running
   after `seconds` (0: no limit), or printing more than `out` holds, is
   killed with its group (a Python's own children too), so that no Python
   can hang the probe or have its facts cut in silence.  Returns the exit
   status, or CUDNN_STRICT_PY_FAILED, _TIMED_OUT or _TOO_LONG. */
static int cudnn_strict_py_capture(char *const argv[], int seconds, char *out,
                                   size_t size) {
  int fds[2], status = 0, outcome = 0;
  size_t used = 0;
  time_t deadline = time(NULL) + seconds;
  pid_t pid;
  if (pipe(fds) != 0)
    return CUDNN_STRICT_PY_FAILED;
  pid = fork();
  if (pid < 0) {
    close(fds[0]);
    close(fds[1]);
    return CUDNN_STRICT_PY_FAILED;
  }
  if (pid == 0) {
    setpgid(0, 0);
    dup2(fds[1], 1);
    close(fds[0]);
    close(fds[1]);
    execvp(argv[0], argv);
    _exit(127);
  }
  setpgid(pid, pid);
  close(fds[1]);
  for (;;) {
    char chunk[4096];
    struct pollfd pfd;
    ssize_t n;
    int left = (int)(deadline - time(NULL)), ready;
    if (seconds > 0 && left <= 0) {
      outcome = CUDNN_STRICT_PY_TIMED_OUT;
      break;
    }
    pfd.fd = fds[0];
    pfd.events = POLLIN;
    pfd.revents = 0;
    ready = poll(&pfd, 1, seconds > 0 ? left * 1000 : -1);
    if (ready < 0 && errno == EINTR)
      continue;
    if (ready == 0)
      continue;
    n = read(fds[0], chunk, sizeof chunk);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    if (used + (size_t)n >= size) {
      outcome = CUDNN_STRICT_PY_TOO_LONG;
      break;
    }
    memcpy(out + used, chunk, (size_t)n);
    used += (size_t)n;
  }
  out[used] = '\0';
  close(fds[0]);
  if (outcome != 0)
    kill(-pid, SIGKILL);
  if (waitpid(pid, &status, 0) < 0)
    return CUDNN_STRICT_PY_FAILED;
  if (outcome != 0)
    return outcome;
  if (!WIFEXITED(status))
    return CUDNN_STRICT_PY_FAILED;
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
    } else if (strncmp(line, "library=", 8) == 0 &&
               cudnn_strict_py_fields(line + 8, fields, 2) == 2 &&
               (d = cudnn_strict_py_find(f, fields[0])) != NULL) {
      cudnn_strict_py_copy(d->library, sizeof d->library, fields[1],
                           strlen(fields[1]));
    } else if (strcmp(line, "end") == 0) {
      f->complete = 1;
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
  char *argv[15], cudart[32], release[64], verdict[64];
  char report_path[CUDNN_STRICT_PY_LINE];
  char *fix;
  int n = 0, rc, report_fd = -1;
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
  /* The report through a file of its own: what that process prints on
     its standard output (a library preloaded into it prints before its
     main) is no fact.  Where no file can be made, its standard output. */
  {
    const char *tmp = getenv("TMPDIR");
    snprintf(report_path, sizeof report_path, "%s/cudnn-strict-XXXXXX",
             tmp != NULL && tmp[0] == '/' ? tmp : "/tmp");
    report_fd = mkstemp(report_path);
  }
  if (report_fd >= 0) {
    close(report_fd);
    argv[n++] = (char *)"--report";
    argv[n++] = report_path;
  }
  argv[n] = NULL;
  report[0] = '\0';
  /* The child loads the library, whose constructors run: bounded as the
     facts script is, and an outcome other than a report is said. */
  rc = cudnn_strict_py_capture(argv, CUDNN_STRICT_PY_TIMEOUT, report,
                               sizeof report);
  if (rc == CUDNN_STRICT_PY_TIMED_OUT || rc == CUDNN_STRICT_PY_TOO_LONG) {
    if (report_fd >= 0)
      unlink(report_path);
    strcpy(j->judgement, "NOT_LOADABLE");
    snprintf(j->message, sizeof j->message, "judging %s %s, and was stopped",
             library ? library : "libcudnn",
             rc == CUDNN_STRICT_PY_TIMED_OUT
                 ? "did not finish within the time limit"
                 : "printed more than the probe reads");
    return;
  }
  if (report_fd >= 0) {
    FILE *in = fopen(report_path, "r");
    size_t used = 0;
    if (in != NULL) {
      used = fread(report, 1, sizeof report - 1, in);
      fclose(in);
    }
    report[used] = '\0';
    unlink(report_path);
  }
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
  cudnn_strict_py_value(report, "library.cudart_version", j->cudart_version,
                        sizeof j->cudart_version);
  {
    char key[64];
    int k;
    for (k = 0; k < 4; ++k) {
      snprintf(key, sizeof key, "dependency.warning.%d", k);
      if (!cudnn_strict_py_value(report, key, j->warnings[k],
                                 sizeof j->warnings[k]))
        break;
      cudnn_strict_py_one_line(j->warnings[k]);
    }
    j->warning_count = k;
  }
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
  FILE *stream;                  /* where the report for people goes */
  int index;
  int preload; /* --preload-dlls: the program calls preload_dlls() */
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
    cudnn_strict_text_report_item(o->stream, what, verdict, built, loads,
                                  reason, fix);
  }
  ++o->index;
  return failed;
}

/* The warnings of the judged library, under the item reported last. */
static void cudnn_strict_py_warnings(struct cudnn_strict_py_out *o,
                                     const struct cudnn_strict_py_judged *j) {
  int k;
  for (k = 0; k < j->warning_count; ++k) {
    if (o->w) {
      char full[128];
      snprintf(full, sizeof full, "check.%d.warning.%d", o->index - 1, k);
      cudnn_strict_write_text(o->w, full, j->warnings[k]);
    } else {
      cudnn_strict_text_report_warning(o->stream, j->warnings[k]);
    }
  }
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
  /* --no-deps: the cuDNN wheel's own requirements (nvidia-cublas-cu*,
     and with --force-reinstall every one of them) would otherwise be
     upgraded past the framework's other pins. */
  if (cuda == 0) {
    snprintf(fix, size,
             "pip install --no-deps \"nvidia-cudnn-cu<CUDA major>>=%d.%d,<%d\" "
             "(the CUDA major %s was built for)",
             want[0], want[1], want[0] + 1, d->name);
  } else if (exact && bound[0]) {
    snprintf(fix, size,
             "pip install --no-deps --force-reinstall nvidia-cudnn-cu%d==%s "
             "(what %s %s requires)",
             cuda, bound, d->name, d->version);
  } else {
    snprintf(fix, size,
             "pip install --no-deps \"nvidia-cudnn-cu%d>=%d.%d,<%d\"", cuda,
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
        snprintf(fix, size, "pip install --no-deps --force-reinstall %s==%s",
                 f->dists[i].name, f->dists[i].version);
        return;
      }
  cudnn_strict_py_pip_fix(d, want, cuda, fix, size);
}

/* The installed nvidia-cudnn wheel of CUDA major `cuda` (any when 0), or
   NULL. */
static const struct cudnn_strict_py_dist *
cudnn_strict_py_cudnn_wheel(const struct cudnn_strict_py_facts *f, int cuda) {
  int i;
  for (i = 0; i < f->dist_count; ++i)
    if (strncmp(f->dists[i].name, "nvidia-cudnn-cu", 15) == 0 &&
        (cuda == 0 || cudnn_strict_py_cuda_major(f->dists[i].name) == cuda))
      return &f->dists[i];
  return NULL;
}

/* The libcudnn.so.<major> the loader maps for `library` (its DT_NEEDED
   name, or a dlopen() by name from it), searched as glibc searches on its
   behalf: its RPATH before LD_LIBRARY_PATH, its RUNPATH after, read from
   the file, then the ld.so cache and the default directories.  Writes the
   file ("" when none is found), how it was found, and which of RPATH and
   RUNPATH the file carries.  Returns 0 when `library` is no ELF file. */
static int cudnn_strict_py_search(const char *library, int major, char *file,
                                  size_t size, char *how, size_t how_size,
                                  const char **kind) {
  struct cudnn_strict_ld_cache cache;
  struct cudnn_strict_process *p;
  struct cudnn_strict_elf e;
  char name[32];
  file[0] = how[0] = '\0';
  *kind = "neither an RPATH nor a RUNPATH";
  if (cudnn_strict_elf_open(library, &e) != CUDNN_STRICT_ELF_OK)
    return 0;
  p = (struct cudnn_strict_process *)calloc(1, sizeof(*p));
  if (p == NULL) {
    cudnn_strict_elf_close(&e);
    return 0;
  }
  p->machine = e.machine;
  cudnn_strict_elf_close(&e);
  cudnn_strict_ld_cache_load(&cache);
  p->cache = &cache;
  p->ld_library_path = getenv("LD_LIBRARY_PATH");
  cudnn_strict_add_object(p, library, "", -1, "");
  /* Python opens the library under the path it imports it from: $ORIGIN
     is that path's directory, not the real file's. */
  cudnn_strict_py_copy(p->objects[0].real, sizeof p->objects[0].real, library,
                       strlen(library));
  if (p->objects[0].dynamic.has_runpath)
    *kind = "a RUNPATH";
  else if (p->objects[0].dynamic.has_rpath)
    *kind = "an RPATH";
  snprintf(name, sizeof name, "libcudnn.so.%d", major);
  if (!cudnn_strict_search(p, 0, name, file, size, how, how_size))
    file[0] = how[0] = '\0';
  cudnn_strict_ld_cache_free(&cache);
  free(p);
  return 1;
}

/* The base name of a path. */
static const char *cudnn_strict_py_base(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

/* A framework has no toolkit: a cuDNN of another CUDA major is refused in
   the words of what the framework records (its nvidia-cudnn-cu<N>
   requirement, or its name), not of a toolkit's CUDA <N>.0. */
static void cudnn_strict_py_cuda_words(const struct cudnn_strict_py_dist *d,
                                       struct cudnn_strict_py_judged *j,
                                       int cuda) {
  if (strcmp(j->judgement, "CUDA_MAJOR_DIFFERS") != 0 || cuda == 0)
    return;
  snprintf(j->message, sizeof j->message,
           "%s was built for CUDA %s, and %s %s for CUDA %d (%s): the CUDA "
           "majors must be equal",
           j->library_file[0] ? j->library_file : "the cuDNN library",
           j->cudart_version[0] ? j->cudart_version : "another major", d->name,
           d->version, cuda,
           cudnn_strict_py_cuda_major(d->requires) == cuda
               ? "its nvidia-cudnn requirement"
               : "its name");
}

/* JAX's own rule beyond the compatibility rule (jax_plugins/cuda/
   __init__.py, _check_cuda_versions): the plugin refuses cuDNN 9.10.0
   unless it was built with 9.10.0 itself.  Applied to a judgement the
   rule passed: the verdict becomes KNOWN_BAD with JAX's reason. */
static void cudnn_strict_py_jax_rule(const struct cudnn_strict_py_dist *d,
                                     const int want[3], int cuda,
                                     struct cudnn_strict_py_judged *j,
                                     char *fix, size_t size) {
  if (strncmp(d->name, "jax-cuda", 8) != 0 || strcmp(j->judgement, "OK") != 0 ||
      strcmp(j->library_version, "9.10.0") != 0 ||
      (want[0] == 9 && want[1] == 10 && want[2] == 0))
    return;
  strcpy(j->judgement, "KNOWN_BAD");
  snprintf(j->message, sizeof j->message,
           "JAX refuses cuDNN 9.10.0 for a plugin built with %d.%d.%d: "
           "\"cuDNN 9.10.0 had a binary backward-compatibility issue due to "
           "reordered enum values affecting block-scale datatypes\" "
           "(jax_plugins/cuda/__init__.py, cuDNN 9.10.1 release notes)",
           want[0], want[1], want[2]);
  snprintf(fix, size,
           "pip install --no-deps \"nvidia-cudnn-cu%d>=%d.%d.%d,<%d\"", cuda,
           want[0] == 9 && want[1] > 10 ? want[0] : 9,
           want[0] == 9 && want[1] > 10 ? want[1] : 10,
           want[0] == 9 && want[1] > 10 ? 0 : 1, want[0] + 1);
}

/* Which libcudnn the framework loads, by its own mechanism, and the
   judgement of it: `loads` says which file and how it was found. */
static void cudnn_strict_py_load(const char *self,
                                 const struct cudnn_strict_py_dist *d,
                                 const struct cudnn_strict_py_dist *cudnn_wheel,
                                 const int want[3], const char *header,
                                 int built_cuda, const char *wheel,
                                 struct cudnn_strict_py_judged *j, char *loads,
                                 size_t size) {
  if (d->library[0] && access(d->library, F_OK) == 0) {
    /* torch (DT_NEEDED) and TensorFlow (a dlopen() by name from its lazy
       stubs): where the loader finds libcudnn depends on the RPATH or
       RUNPATH the library carries, read from the file. */
    char file[CUDNN_STRICT_PY_LINE], how[CUDNN_STRICT_PY_LINE + 128];
    const char *kind, *base = cudnn_strict_py_base(d->library);
    const char *verb = strcmp(d->name, "torch") == 0 ? "needs" : "opens";
    const char *by = strcmp(d->name, "torch") == 0 ? "" : " by name";
    cudnn_strict_py_search(d->library, want[0], file, sizeof file, how,
                           sizeof how, &kind);
    if (file[0]) {
      cudnn_strict_py_judge(self, header, built_cuda, file, j);
      snprintf(loads, size,
               "%s (%s %s libcudnn.so.%d%s and carries %s: found through "
               "%s)",
               j->library_file[0] ? j->library_file : file, base, verb, want[0],
               by, kind, how);
    } else {
      memset(j, 0, sizeof *j);
      strcpy(j->judgement, "NOT_FOUND");
      snprintf(loads, size, "no libcudnn.so.%d (%s %s it%s and carries %s)",
               want[0], base, verb, by, kind);
      snprintf(j->message, sizeof j->message,
               "no libcudnn.so.%d on LD_LIBRARY_PATH, in the directories "
               "%s names, the ld.so cache or the default directories%s%s%s%s",
               want[0], base, cudnn_wheel ? ": the installed " : "",
               cudnn_wheel ? cudnn_wheel->name : "", cudnn_wheel ? " " : "",
               cudnn_wheel ? cudnn_wheel->version : "");
      if (cudnn_wheel)
        snprintf(j->message + strlen(j->message),
                 sizeof j->message - strlen(j->message),
                 " holds no libcudnn.so.%d", want[0]);
    }
  } else if (access(wheel, F_OK) == 0) {
    /* JAX loads the wheel's library by path; so do the others where their
       library is not installed. */
    cudnn_strict_py_judge(self, header, built_cuda, wheel, j);
    snprintf(loads, size, "%s (the nvidia-cudnn wheel, by path)",
             j->library_file[0] ? j->library_file : wheel);
  } else {
    cudnn_strict_py_judge(self, header, built_cuda, NULL, j);
    if (cudnn_wheel)
      snprintf(loads, size,
               "%s (the installed %s %s holds no libcudnn.so.%d: the "
               "loader's search)",
               j->library_file[0] ? j->library_file : "no libcudnn",
               cudnn_wheel->name, cudnn_wheel->version, want[0]);
    else
      snprintf(loads, size, "%s (no nvidia-cudnn wheel: the loader's search)",
               j->library_file[0] ? j->library_file : "no libcudnn");
  }
}

/* A fix that takes a directory off LD_LIBRARY_PATH may uncover a second
   problem (the wheel then loaded is too old): the framework is judged again
   without that directory, and its fix follows in the same report, so that
   independent fixes do not arrive one run at a time. */
static void cudnn_strict_py_then(const char *self,
                                 const struct cudnn_strict_py_dist *d,
                                 const struct cudnn_strict_py_facts *f,
                                 const struct cudnn_strict_py_dist *cudnn_wheel,
                                 const int want[3], const char *header,
                                 int cuda, int built_cuda, const char *wheel,
                                 char *fix, size_t size) {
  static char saved[CUDNN_STRICT_PY_TEXT / 16], kept[CUDNN_STRICT_PY_TEXT / 16];
  static char loads[CUDNN_STRICT_PY_LINE * 3];
  static struct cudnn_strict_py_judged j;
  char second[CUDNN_STRICT_PY_LINE * 3];
  const char *dir = fix + 7, *end = strstr(fix, " from LD_LIBRARY_PATH");
  const char *p = getenv("LD_LIBRARY_PATH");
  size_t dir_len = end ? (size_t)(end - dir) : 0;
  if (p == NULL || dir_len == 0 || strlen(p) >= sizeof saved)
    return;
  strcpy(saved, p);
  kept[0] = '\0';
  /* LD_LIBRARY_PATH without that directory, for this search and the
     judging child it starts. */
  for (p = saved; *p;) {
    size_t n = strcspn(p, ":");
    if (!(n == dir_len && strncmp(p, dir, n) == 0)) {
      if (kept[0])
        strcat(kept, ":");
      strncat(kept, p, n);
    }
    p += n + (p[n] == ':');
  }
  setenv("LD_LIBRARY_PATH", kept, 1);
  cudnn_strict_py_load(self, d, cudnn_wheel, want, header, built_cuda, wheel,
                       &j, loads, sizeof loads);
  second[0] = '\0';
  cudnn_strict_py_jax_rule(d, want, cuda, &j, second, sizeof second);
  if (strcmp(j.judgement, "OK") != 0 && second[0] == '\0')
    cudnn_strict_py_fix(d, f, &j, want, cuda, second, sizeof second);
  setenv("LD_LIBRARY_PATH", saved, 1);
  if (second[0] && strncmp(second, "remove ", 7) != 0) {
    size_t used = strlen(fix);
    int n = snprintf(fix + used, size - used, ", and %s (without it, %s)",
                     second, j.judgement);
    /* A fix too long for the report's line ends in "..." rather than
       stopping mid-word unseen. */
    if (n < 0 || (size_t)n >= size - used)
      memcpy(fix + size - 4, "...", 4);
  }
}

static int cudnn_strict_py_judge_dist(struct cudnn_strict_py_out *o,
                                      const char *self,
                                      const struct cudnn_strict_py_facts *f,
                                      const struct cudnn_strict_py_dist *d) {
  char what[160], built[CUDNN_STRICT_PY_LINE * 4], header[64];
  char loads[CUDNN_STRICT_PY_LINE * 3], reason[CUDNN_STRICT_PY_LINE * 2];
  char fix[CUDNN_STRICT_PY_LINE * 3], wheel[CUDNN_STRICT_PY_LINE + 64];
  char bound_note[CUDNN_STRICT_PY_LINE + 64];
  int want[3], given = 0, failed = 0, exact = 0, cuda = 0, built_cuda, ort;
  struct cudnn_strict_py_judged j;
  const struct cudnn_strict_py_dist *cudnn_wheel;
  const char *source = "";
  char bound[64];

  ort = strcmp(d->name, "onnxruntime-gpu") == 0;
  bound_note[0] = '\0';
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
    if (strcmp(d->built, "?") == 0) {
      /* A record in a form this probe cannot read says nothing: neither
         a version nor a build without cuDNN. */
      snprintf(reason, sizeof reason,
               "%s does not record the cuDNN %s was built with in a form "
               "this probe reads (a version such as 9.8.0, or a build "
               "without cuDNN)",
               d->built_source, d->name);
      snprintf(fix, sizeof fix,
               "pip install --no-deps --force-reinstall %s==%s (its "
               "record is damaged), or judge the program with "
               "cudnn-strict-probe --check-binary --expect <version>",
               d->name, d->version);
      return cudnn_strict_py_report(o, what, "UNKNOWN", "", "", reason, fix);
    }
    given = cudnn_strict_py_numbers(d->built, want);
    source = d->built_source;
  }
  if (d->requires[0]) {
    int b[3], n;
    cudnn_strict_py_lower_bound(d->requires, bound, sizeof bound, &exact);
    n = cudnn_strict_py_numbers(bound, b);
    if (given == 0 && n > 0) {
      memcpy(want, b, sizeof want);
      given = n;
      source = "Requires-Dist";
    } else if (given == 1 && n > 1 && b[0] == want[0] && !ort) {
      /* TensorFlow's build_info.py records the major alone; the cuDNN
         wheel its and-cuda extra asks for says which minor it needs. */
      snprintf(bound_note, sizeof bound_note, "; %s records the major alone",
               d->built_source);
      memcpy(want, b, sizeof want);
      given = n;
      source = "Requires-Dist";
    }
  }
  if (given == 0) {
    return cudnn_strict_py_report(
        o, what, "UNKNOWN", "", "",
        "it records no cuDNN version (no build file, no nvidia-cudnn "
        "Requires-Dist)",
        "");
  }
  if (want[0] < 1 || want[0] > 99 || want[1] > 99 || want[2] > 99) {
    /* cuDNN's version code holds two digits each for minor and patch, and
       no release has a major of three digits: such a record is damaged. */
    snprintf(reason, sizeof reason,
             "%s%s records cuDNN %d.%d.%d, which no cuDNN release can be "
             "(major 1 to 99, minor and patch 0 to 99)",
             strcmp(source, "Requires-Dist") == 0 ? "Requires-Dist " : "",
             strcmp(source, "Requires-Dist") == 0 ? d->requires : source,
             want[0], want[1], want[2]);
    return cudnn_strict_py_report(o, what, "UNKNOWN", "", "", reason, "");
  }
  if (given == 1 || ort) {
    /* Only the major is recorded: any minor of it passes the rule. */
    snprintf(built, sizeof built,
             "cuDNN %d (only the major is recorded: %s%s%s)", want[0],
             strcmp(source, "Requires-Dist") == 0 ? "Requires-Dist " : "",
             strcmp(source, "Requires-Dist") == 0 ? d->requires : source, "");
    want[1] = want[2] = 0;
  } else {
    snprintf(built, sizeof built, "cuDNN %d.%d.%d (%s%s%s)", want[0], want[1],
             want[2],
             strcmp(source, "Requires-Dist") == 0 ? "Requires-Dist " : "",
             strcmp(source, "Requires-Dist") == 0 ? d->requires : source,
             bound_note);
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
  cudnn_wheel = cudnn_strict_py_cudnn_wheel(f, cuda);

  if (ort) {
    /* Default: the loader's search; with preload_dlls(): the wheel's
       library by path, where the wheel holds one. */
    struct cudnn_strict_py_judged pre;
    int preload_ok, has_wheel = access(wheel, F_OK) == 0;
    char name[200];
    memset(&pre, 0, sizeof pre);
    if (has_wheel)
      cudnn_strict_py_judge(self, header, built_cuda, wheel, &pre);
    else
      strcpy(pre.judgement, "NOT_FOUND");
    preload_ok = strcmp(pre.judgement, "OK") == 0;
    cudnn_strict_py_judge(self, header, built_cuda, NULL, &j);
    cudnn_strict_py_cuda_words(d, &j, built_cuda);
    cudnn_strict_py_cuda_words(d, &pre, built_cuda);
    snprintf(loads, sizeof loads,
             "%s (the loader's search: LD_LIBRARY_PATH, "
             "the ld.so cache)",
             j.library_file[0] ? j.library_file : "no libcudnn");
    fix[0] = '\0';
    cudnn_strict_py_reason(&j, reason, sizeof reason);
    if (strcmp(j.judgement, "OK") != 0) {
      if (preload_ok && !o->preload)
        snprintf(fix, sizeof fix,
                 "call onnxruntime.preload_dlls() before creating an "
                 "InferenceSession (it loads %s); if the program does, "
                 "judge it with --preload-dlls",
                 pre.library_file);
      else
        cudnn_strict_py_fix(d, f, &j, want, cuda, fix, sizeof fix);
    }
    /* The branch the program takes decides (--preload-dlls: it calls
       preload_dlls()); the other informs. */
    snprintf(name, sizeof name, "%s%s", what,
             o->preload ? " without preload_dlls()" : "");
    if (!o->preload)
      failed |= cudnn_strict_py_report(o, name, j.judgement, built, loads,
                                       reason, fix);
    else
      cudnn_strict_py_report(o, name, j.judgement, built, loads, reason, fix);
    cudnn_strict_py_warnings(o, &j);
    snprintf(name, sizeof name, "%s with preload_dlls()", what);
    if (has_wheel) {
      snprintf(loads, sizeof loads, "%s (the wheel, by path)",
               pre.library_file[0] ? pre.library_file : wheel);
      cudnn_strict_py_reason(&pre, reason, sizeof reason);
    } else {
      /* preload_dlls() loads what the wheel holds, and nothing in its
         place: the loader's search then decides, as without it. */
      snprintf(loads, sizeof loads, "no libcudnn.so.%d in %s", want[0],
               cudnn_wheel ? "the nvidia-cudnn wheel" : "site-packages");
      if (cudnn_wheel)
        snprintf(reason, sizeof reason,
                 "the installed %s %s holds no libcudnn.so.%d, so "
                 "preload_dlls() loads none and the loader's search decides",
                 cudnn_wheel->name, cudnn_wheel->version, want[0]);
      else
        snprintf(reason, sizeof reason,
                 "no nvidia-cudnn wheel is installed, so preload_dlls() "
                 "loads none and the loader's search decides");
    }
    fix[0] = '\0';
    if (!preload_ok)
      cudnn_strict_py_fix(d, f, &pre, want, cuda, fix, sizeof fix);
    if (o->preload)
      failed |= cudnn_strict_py_report(o, name, pre.judgement, built, loads,
                                       reason, fix);
    else
      cudnn_strict_py_report(o, name, pre.judgement, built, loads, reason, fix);
    cudnn_strict_py_warnings(o, &pre);
    return failed;
  }

  fix[0] = '\0';
  cudnn_strict_py_load(self, d, cudnn_wheel, want, header, built_cuda, wheel,
                       &j, loads, sizeof loads);
  cudnn_strict_py_jax_rule(d, want, cuda, &j, fix, sizeof fix);
  cudnn_strict_py_cuda_words(d, &j, built_cuda);
  cudnn_strict_py_reason(&j, reason, sizeof reason);
  if (strcmp(j.judgement, "OK") != 0 && fix[0] == '\0')
    cudnn_strict_py_fix(d, f, &j, want, cuda, fix, sizeof fix);
  if (strncmp(fix, "remove ", 7) == 0)
    cudnn_strict_py_then(self, d, f, cudnn_wheel, want, header, cuda,
                         built_cuda, wheel, fix, sizeof fix);
  failed =
      cudnn_strict_py_report(o, what, j.judgement, built, loads, reason, fix);
  cudnn_strict_py_warnings(o, &j);
  return failed;
}

/* Installed nvidia-cudnn wheels of two CUDA majors share nvidia/cudnn/lib:
   the one installed last owns the files the frameworks load. */
static int cudnn_strict_py_conflicts(struct cudnn_strict_py_out *o,
                                     const struct cudnn_strict_py_facts *f) {
  char names[CUDNN_STRICT_PY_LINE], reason[CUDNN_STRICT_PY_LINE * 2];
  char fix[CUDNN_STRICT_PY_LINE * 3], all[CUDNN_STRICT_PY_LINE];
  char spec[CUDNN_STRICT_PY_LINE];
  const struct cudnn_strict_py_dist *asker = NULL;
  int i, count = 0, keep = -1;
  names[0] = all[0] = '\0';
  for (i = 0; i < f->dist_count; ++i) {
    const struct cudnn_strict_py_dist *d = &f->dists[i];
    if (strncmp(d->name, "nvidia-cudnn-cu", 15) != 0)
      continue;
    snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s %s",
             count ? " and " : "", d->name, d->version);
    snprintf(all + strlen(all), sizeof all - strlen(all), " %s", d->name);
    ++count;
  }
  if (count < 2)
    return 0;
  /* The CUDA major the frameworks ask for, when one does, and the
     framework's own requirement, which the fix installs. */
  for (i = 0; i < f->dist_count && keep < 0; ++i)
    if (cudnn_strict_py_cuda_major(f->dists[i].requires) > 0) {
      keep = cudnn_strict_py_cuda_major(f->dists[i].requires);
      asker = &f->dists[i];
    }
  snprintf(reason, sizeof reason,
           "%s are installed: each writes nvidia/cudnn/lib, so the one "
           "installed last decides which libcudnn every framework loads",
           names);
  if (asker != NULL) {
    /* Both wheels own the same files: uninstalling one deletes what the
       other wrote, so both go, and the framework's requirement alone is
       installed again, without touching its other pins (--no-deps). */
    size_t n = strcspn(asker->requires, ";");
    cudnn_strict_py_copy(spec, sizeof spec, asker->requires, n);
    while (n > 0 && spec[n - 1] == ' ')
      spec[--n] = '\0';
    snprintf(fix, sizeof fix,
             "pip uninstall -y%s, then pip install --no-deps \"%s\" (what "
             "%s %s requires)",
             all, spec, asker->name, asker->version);
  } else
    snprintf(fix, sizeof fix,
             "keep the nvidia-cudnn wheel of the CUDA major your frameworks "
             "use: pip uninstall -y%s, then pip install --no-deps "
             "nvidia-cudnn-cu<that major>==<its version>",
             all);
  return cudnn_strict_py_report(o, "nvidia-cudnn wheels", "CONFLICT", "", "",
                                reason, fix);
}

CUDNN_STRICT_INTERNAL int cudnn_strict_python_main(int argc, char **argv) {
  static char text[CUDNN_STRICT_PY_TEXT];
  static struct cudnn_strict_py_facts facts;
  char venv_python[CUDNN_STRICT_PY_LINE], self[CUDNN_STRICT_PY_LINE];
  const char *python = NULL, *report_path = NULL;
  char *run[4];
  FILE *stream;
  struct cudnn_strict_writer writer;
  struct cudnn_strict_py_out out;
  int i, format = 0, failed = 0, judged = 0, rc; /* 0 text, 1 json, 2 kv */
  int seconds = CUDNN_STRICT_PY_TIMEOUT, preload = 0;

  for (i = 1; i < argc; ++i) {
    if (strcmp(argv[i], "--python") == 0) {
      if (i + 1 < argc && strncmp(argv[i + 1], "--", 2) != 0)
        python = argv[++i];
    } else if (strcmp(argv[i], "--json") == 0) {
      format = 1;
    } else if (strcmp(argv[i], "--preload-dlls") == 0) {
      preload = 1;
    } else if (strcmp(argv[i], "--timeout") == 0 && i + 1 < argc &&
               atoi(argv[i + 1]) > 0 &&
               strspn(argv[i + 1], "0123456789") == strlen(argv[i + 1])) {
      seconds = atoi(argv[++i]);
    } else if (strcmp(argv[i], "--format") == 0 && i + 1 < argc &&
               (strcmp(argv[i + 1], "text") == 0 ||
                strcmp(argv[i + 1], "json") == 0 ||
                strcmp(argv[i + 1], "keyvalue") == 0)) {
      ++i;
      format = argv[i][0] == 't' ? 0 : argv[i][0] == 'j' ? 1 : 2;
    } else if (strcmp(argv[i], "--report") == 0 && i + 1 < argc) {
      report_path = argv[++i];
    } else {
      fprintf(stderr,
              "cudnn-strict-probe: unknown or incomplete argument of "
              "--python: %s\nusage: cudnn-strict-probe --python [PYTHON] "
              "[--format text|json|keyvalue] [--timeout SECONDS] "
              "[--preload-dlls] [--report FILE]\n",
              argv[i]);
      return 64;
    }
  }
  /* The report's own channel, as the other modes have it
     (cudnn_strict_channel.h). */
  if ((stream = cudnn_strict_report_channel(report_path)) == NULL) {
    fprintf(stderr, "cudnn-strict-probe: cannot write the report to '%s'\n",
            report_path);
    return 64;
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
  rc = cudnn_strict_py_capture(run, seconds, text, sizeof text);
  if (rc == CUDNN_STRICT_PY_TIMED_OUT) {
    fprintf(stderr,
            "cudnn-strict-probe: %s did not finish the facts script within "
            "%d seconds and was stopped. Fix: check that it is the "
            "environment's Python and starts on its own, or give it longer "
            "with --timeout SECONDS.\n",
            python, seconds);
    return 2;
  }
  if (rc == CUDNN_STRICT_PY_TOO_LONG) {
    fprintf(stderr,
            "cudnn-strict-probe: %s printed more than %d KiB for the facts "
            "script, which prints a few lines per distribution; nothing was "
            "judged. Fix: check what its startup (sitecustomize, a .pth "
            "file) prints.\n",
            python, CUDNN_STRICT_PY_TEXT / 1024);
    return 2;
  }
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
  if (!facts.complete || facts.python[0] == '\0') {
    fprintf(stderr,
            "cudnn-strict-probe: %s exited 0 without printing the facts "
            "script's report: it is not a Python that runs `-c`, or its "
            "output was cut short. Fix: name the environment's Python: "
            "--python <venv>/bin/python.\n",
            python);
    return 2;
  }

  setvbuf(stream, NULL, _IOLBF, 0);
  out.w = NULL;
  out.stream = stream;
  out.index = 0;
  out.preload = preload;
  if (format != 0) {
    if (format == 1)
      cudnn_strict_writer_json(&writer, stream);
    else
      cudnn_strict_writer_key_value(&writer, stream);
    out.w = &writer;
    cudnn_strict_write_report_start(&writer);
    cudnn_strict_write_text(&writer, "python", facts.python);
  } else {
    fprintf(stream, "Python: %s\n", facts.python);
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
    fprintf(stream, "no torch, jax-cuda*-plugin, onnxruntime-gpu or "
                    "tensorflow is installed\n");
  if (format != 0) {
    cudnn_strict_write_long(&writer, "check.count", out.index);
    cudnn_strict_writer_end(&writer);
  }
  fclose(stream);
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
  static const char *const options[] = {"--python", NULL};
  return cudnn_strict_argument_given(argc, argv, options);
}
