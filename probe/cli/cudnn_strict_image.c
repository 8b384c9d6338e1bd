/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * cudnn-strict-probe --root: see cudnn_strict_image.h.
 *
 * Nothing of the root runs and nothing of it is loaded: its Python would
 * run the image's code on this machine, and its libcudnn would resolve its
 * own needs against this machine's libraries.  Every fact is read from a
 * file of the root, through the loader emulation given the root.
 */
#if !defined(_WIN32)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_image.h"

#include "cudnn_strict.h"
#include "cudnn_strict_deploy.h"
#include "cudnn_strict_elf.h"
#include "cudnn_strict_judge.h"
#include "cudnn_strict_ld.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_message.h"
#include "cudnn_strict_note.h"
#include "cudnn_strict_oci.h"
#include "cudnn_strict_release.h"
#include "cudnn_strict_rootfs.h"
#include "cudnn_strict_text_report.h"
#include "cudnn_strict_version.h"
#include "cudnn_strict_writer.h"

#include <dirent.h>
#include <fnmatch.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#define CUDNN_STRICT_IMG_MAX_SITES 16
#define CUDNN_STRICT_IMG_MAX_BINARIES 64
#define CUDNN_STRICT_IMG_MAX_ENV 32
/* Deeper than any file system layout a Python or a library sits in; a
   deeper tree is not walked further (links are never followed). */
#define CUDNN_STRICT_IMG_MAX_DEPTH 24
/* The small text files read whole: METADATA, macros.h, build_info.py. */
#define CUDNN_STRICT_IMG_TEXT_SIZE (1 << 20)
#define CUDNN_STRICT_IMG_LINE 1024
#define CUDNN_STRICT_IMG_SENTENCE (CUDNN_STRICT_REPORT_FIX_SIZE + 1024)

/* Who brought a file of the root, for a fix worded for an image: --image
   names the layer; NULL for --root.  Writes "" when it cannot tell. */
typedef void (*cudnn_strict_img_origin)(void *data, const char *inside,
                                        char *out, size_t size);

struct cudnn_strict_img {
  char root[PATH_MAX];
  const char *ld_library_path; /* the image's, from --env; NULL unset */
  struct cudnn_strict_ld_cache cache;
  int has_cache; /* the root has an /etc/ld.so.cache */
  /* The default directories of the root's own loader, or "" for those of
     this program's build (a root without glibc's ld.so). */
  char default_directories[CUDNN_STRICT_PATH_SIZE];
  const char *expect; /* --expect, or NULL */
  struct cudnn_strict_version expected;
  struct cudnn_strict_writer *w; /* NULL: the report for people */
  int index;
  int worst; /* the exit status so far */
  int site_count;
  char sites[CUDNN_STRICT_IMG_MAX_SITES][CUDNN_STRICT_PATH_SIZE];
  /* The image's environment as its processes see it (--env, else the
     config's Env); NULL unset. */
  const char *path_list;
  const char *virtual_env;
  /* The Python the image runs by default: `python3` (else `python`)
     found through PATH inside the root, as PATH names it, and its
     environment's directories, which are judged first. */
  char python[CUDNN_STRICT_PATH_SIZE];
  int default_count;
  char defaults[CUDNN_STRICT_IMG_MAX_SITES][CUDNN_STRICT_PATH_SIZE];
  int python_from_venv; /* none on PATH: VIRTUAL_ENV's bin/python3 */
  const char *pip;      /* the pip command of the site being judged */
  int site_is_default;  /* the site being judged is the default Python's */
  int binary_count;
  int walk_binaries; /* no --check-binary: every ELF file needing cuDNN */
  char binaries[CUDNN_STRICT_IMG_MAX_BINARIES][CUDNN_STRICT_PATH_SIZE];
  cudnn_strict_img_origin origin;
  void *origin_data;
};

/* A Python distribution's facts, from its dist-info. */
struct cudnn_strict_img_dist {
  char name[64];
  char version[64];
  char requires[CUDNN_STRICT_IMG_LINE]; /* its nvidia-cudnn Requires-Dist */
};

/* What judging one libcudnn found. */
struct cudnn_strict_img_judged {
  struct cudnn_strict_report r;
  int judged; /* 0: the release could not be read */
  char how[CUDNN_STRICT_LD_HOW_SIZE];
  char release_from[CUDNN_STRICT_IMG_LINE];
  char wheel[64]; /* the nvidia-cudnn wheel that holds it, or "" */
  char wheel_version[64];
  char missing[CUDNN_STRICT_PATH_SIZE]; /* a shipped sub-library not there */
  /* A directory of ld.so.conf that holds the missing libcudnn, which the
     ld.so cache does not name: ldconfig did not run after it came. */
  char uncached[CUDNN_STRICT_PATH_SIZE];
  char reason[CUDNN_STRICT_IMG_SENTENCE];
};

/* snprintf for sentences that may be cut: a path as long as PATH_MAX in
   a sentence is cut, not refused. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static int
cudnn_strict_img_printf(char *out, size_t size, const char *format, ...) {
  va_list args;
  int n;
  va_start(args, format);
  n = vsnprintf(out, size, format, args);
  va_end(args);
  return n;
}

/* ---- reading the root ---------------------------------------------------- */

/* Reads the file `inside` of the root, up to `size` - 1 bytes; 0 when it
   cannot be had. */
static int cudnn_strict_img_read(const struct cudnn_strict_img *c,
                                 const char *inside, char *out, size_t size) {
  char host[CUDNN_STRICT_PATH_SIZE];
  struct stat st;
  FILE *f;
  size_t n;
  out[0] = '\0';
  /* Resolved inside the root, and a regular file: never a device or FIFO
     that would block the read. */
  if (cudnn_strict_rootfs_host(c->root, inside, host, sizeof(host)) == NULL ||
      stat(host, &st) != 0 || !S_ISREG(st.st_mode) ||
      (f = fopen(host, "rb")) == NULL)
    return 0;
  n = fread(out, 1, size - 1, f);
  out[n] = '\0';
  fclose(f);
  return 1;
}

static int cudnn_strict_img_exists(const struct cudnn_strict_img *c,
                                   const char *inside) {
  char host[CUDNN_STRICT_PATH_SIZE];
  return cudnn_strict_rootfs_host(c->root, inside, host, sizeof(host)) != NULL;
}

/* A PEP 503 name: lower case, runs of -_. as one '-'. */
static void cudnn_strict_img_normalize(const char *name, size_t length,
                                       char *out, size_t size) {
  size_t i, n = 0;
  for (i = 0; i < length && n + 1 < size; ++i) {
    char ch = name[i];
    if (ch == '_' || ch == '.' || ch == '-') {
      if (n == 0 || out[n - 1] != '-')
        out[n++] = '-';
    } else {
      out[n++] = (char)(ch >= 'A' && ch <= 'Z' ? ch - 'A' + 'a' : ch);
    }
  }
  out[n] = '\0';
}

/* The value of a METADATA header line `key` ("Name: "), or "". */
static void cudnn_strict_img_header(const char *text, const char *key,
                                    char *out, size_t size) {
  const char *p = text;
  size_t k = strlen(key);
  out[0] = '\0';
  while (p != NULL && *p != '\0' && *p != '\n') {
    size_t length = strcspn(p, "\r\n");
    if (length > k && strncmp(p, key, k) == 0) {
      cudnn_strict_copy_text(out, size < length - k + 1 ? size : length - k + 1,
                             p + k);
      return;
    }
    p = strchr(p, '\n');
    p = p != NULL ? p + 1 : NULL;
  }
}

/* The dist-info METADATA of one distribution: its name, version and
   nvidia-cudnn Requires-Dist. */
static int cudnn_strict_img_metadata(const struct cudnn_strict_img *c,
                                     const char *dist_info,
                                     struct cudnn_strict_img_dist *d) {
  static char text[CUDNN_STRICT_IMG_TEXT_SIZE];
  char file[CUDNN_STRICT_PATH_SIZE], raw[64];
  const char *p;
  memset(d, 0, sizeof(*d));
  cudnn_strict_img_printf(file, sizeof(file), "%s/METADATA", dist_info);
  if (!cudnn_strict_img_read(c, file, text, sizeof(text)))
    return 0;
  cudnn_strict_img_header(text, "Name: ", raw, sizeof(raw));
  cudnn_strict_img_normalize(raw, strlen(raw), d->name, sizeof(d->name));
  cudnn_strict_img_header(text, "Version: ", d->version, sizeof(d->version));
  for (p = text; p != NULL && *p != '\0';
       p = strchr(p, '\n'), p = p ? p + 1 : p) {
    static const char key[] = "Requires-Dist: ";
    char name[64];
    size_t length = strcspn(p, "\r\n");
    if (*p == '\n')
      break; /* the headers end at the first empty line */
    if (strncmp(p, key, sizeof(key) - 1) != 0)
      continue;
    cudnn_strict_img_normalize(p + sizeof(key) - 1,
                               strcspn(p + sizeof(key) - 1, " <>=!~;(\r\n"),
                               name, sizeof(name));
    if (strncmp(name, "nvidia-cudnn", 12) == 0 && d->requires[0] == '\0')
      cudnn_strict_copy_text(d->requires,
                             length - (sizeof(key) - 1) + 1 <
                                     sizeof(d->requires)
                                 ? length - (sizeof(key) - 1) + 1
                                 : sizeof(d->requires),
                             p + sizeof(key) - 1);
  }
  return d->name[0] != '\0';
}

/* The ELF files that need libcudnn (a DT_NEEDED of libcudnn*), cuDNN's own
   files left out. */
static int cudnn_strict_img_needs_cudnn(const char *host, unsigned *machine) {
  struct cudnn_strict_elf e;
  struct cudnn_strict_elf_dynamic *d;
  int i, found = 0;
  if (cudnn_strict_elf_open(host, &e) != CUDNN_STRICT_ELF_OK)
    return 0;
  *machine = e.machine;
  d = (struct cudnn_strict_elf_dynamic *)calloc(1, sizeof(*d));
  if (d != NULL && cudnn_strict_elf_read_dynamic(&e, d))
    for (i = 0; i < d->needed_count && !found; ++i)
      found = strncmp(d->needed[i], "libcudnn", 8) == 0;
  free(d);
  cudnn_strict_elf_close(&e);
  return found;
}

/* Walks the root without following a link: the Python environments
   (lib/python3.X/site-packages, dist-packages) and, unless --check-binary
   named the files, the ELF files that need libcudnn. */
static void cudnn_strict_img_walk(struct cudnn_strict_img *c,
                                  const char *inside, int depth) {
  char host[CUDNN_STRICT_PATH_SIZE];
  DIR *dir;
  struct dirent *entry;
  if (depth > CUDNN_STRICT_IMG_MAX_DEPTH ||
      cudnn_strict_img_printf(host, sizeof(host), "%s%s", c->root, inside) >=
          (int)sizeof(host) ||
      (dir = opendir(host)) == NULL)
    return;
  while ((entry = readdir(dir)) != NULL) {
    char child[CUDNN_STRICT_PATH_SIZE], child_host[CUDNN_STRICT_PATH_SIZE];
    const char *name = entry->d_name;
    const char *parent = strrchr(inside, '/');
    struct stat st;
    unsigned machine = 0;
    if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
      continue;
    /* The kernel's file systems of a running root, never an image's. */
    if (depth == 0 && (strcmp(name, "proc") == 0 || strcmp(name, "sys") == 0 ||
                       strcmp(name, "dev") == 0))
      continue;
    if (cudnn_strict_img_printf(child, sizeof(child), "%s/%s",
                                depth == 0 ? "" : inside,
                                name) >= (int)sizeof(child) ||
        cudnn_strict_img_printf(child_host, sizeof(child_host), "%s%s", c->root,
                                child) >= (int)sizeof(child_host) ||
        lstat(child_host, &st) != 0)
      continue;
    if (S_ISDIR(st.st_mode)) {
      if ((strcmp(name, "site-packages") == 0 ||
           strcmp(name, "dist-packages") == 0) &&
          parent != NULL && strncmp(parent + 1, "python3", 7) == 0 &&
          c->site_count < CUDNN_STRICT_IMG_MAX_SITES)
        cudnn_strict_copy_text(c->sites[c->site_count++], sizeof(c->sites[0]),
                               child);
      cudnn_strict_img_walk(c, child, depth + 1);
    } else if (c->walk_binaries && S_ISREG(st.st_mode) && st.st_size > 64 &&
               c->binary_count < CUDNN_STRICT_IMG_MAX_BINARIES &&
               strncmp(name, "libcudnn", 8) != 0 &&
               (strstr(name, ".so") != NULL || (st.st_mode & 0111) != 0) &&
               cudnn_strict_img_needs_cudnn(child_host, &machine)) {
      cudnn_strict_copy_text(c->binaries[c->binary_count++],
                             sizeof(c->binaries[0]), child);
    }
  }
  closedir(dir);
}

/* ---- the report ---------------------------------------------------------- */

static void cudnn_strict_img_fact(struct cudnn_strict_img *c, const char *key,
                                  const char *value) {
  char full[128];
  if (value == NULL || value[0] == '\0')
    return;
  cudnn_strict_img_printf(full, sizeof(full), "check.%d.%s", c->index, key);
  cudnn_strict_write_text(c->w, full, value);
}

/* One judged thing: its verdict and exit status (`status` of
   CUDNN_STRICT_STATUS_MAP's, or 5 for a thing that cannot be judged). */
static void cudnn_strict_img_item(struct cudnn_strict_img *c, const char *what,
                                  const char *verdict, int status,
                                  const char *built, const char *loads,
                                  const char *reason, const char *fix,
                                  const char *layer) {
  char fix_with_layer[CUDNN_STRICT_IMG_SENTENCE + CUDNN_STRICT_IMG_LINE];
  if (layer != NULL && layer[0] != '\0' && fix != NULL && fix[0] != '\0') {
    cudnn_strict_img_printf(fix_with_layer, sizeof(fix_with_layer), "%s (%s)",
                            fix, layer);
    fix = fix_with_layer;
  }
  if (c->w != NULL) {
    cudnn_strict_img_fact(c, "name", what);
    cudnn_strict_img_fact(c, "verdict", verdict);
    cudnn_strict_img_fact(c, "built", built);
    cudnn_strict_img_fact(c, "loads", loads);
    cudnn_strict_img_fact(c, "reason", reason);
    cudnn_strict_img_fact(c, "fix", fix);
    cudnn_strict_img_fact(c, "layer", layer);
  } else {
    cudnn_strict_text_report_item(stdout, what, verdict, built, loads, reason,
                                  fix);
  }
  ++c->index;
  /* A refusal (1, 6, 7) first, then a cuDNN that cannot be loaded (2),
     then a file that cannot be judged (5). */
  if (status == 0)
    return;
  if (c->worst == 0 || (c->worst == 5 && status != 5) ||
      (c->worst == 2 && status != 2 && status != 5))
    c->worst = status;
}

/* ---- one libcudnn, judged from its files ----------------------------------
 */

/* The major of a file name libcudnn.so.9 (0 when it has none). */
static int cudnn_strict_img_major(const char *name) {
  const char *so = strstr(name, ".so.");
  return so != NULL ? atoi(so + 4) : 0;
}

/* Whether an entry of the image's LD_LIBRARY_PATH is `directory` (a real
   path inside the root), each entry resolved inside the root. */
static int cudnn_strict_img_in_list(const struct cudnn_strict_img *c,
                                    const char *directory) {
  const char *at = c->ld_library_path;
  while (at != NULL && *at != '\0') {
    char entry[CUDNN_STRICT_PATH_SIZE], real[CUDNN_STRICT_PATH_SIZE];
    size_t length = strcspn(at, ":");
    if (length > 0 && length < sizeof(entry)) {
      memcpy(entry, at, length);
      entry[length] = '\0';
      if (strcmp(entry, directory) == 0 ||
          (cudnn_strict_rootfs_resolve(c->root, entry, real, sizeof(real), NULL,
                                       0) == CUDNN_STRICT_ROOTFS_FOUND &&
           strcmp(real, directory) == 0))
        return 1;
    }
    at = at[length] == ':' ? at + length + 1 : NULL;
  }
  return 0;
}

/* The nvidia-cudnn wheel whose nvidia/cudnn(_jit)/lib holds `directory`:
   its name and version from its dist-info.  0 when it is not a wheel's. */
static int cudnn_strict_img_wheel_of(const struct cudnn_strict_img *c,
                                     const char *directory, char *name,
                                     size_t name_size, char *version,
                                     size_t version_size) {
  static const char *const tails[] = {"/nvidia/cudnn/lib",
                                      "/nvidia/cudnn_jit/lib"};
  char site[CUDNN_STRICT_PATH_SIZE], host[CUDNN_STRICT_PATH_SIZE];
  size_t i, length = strlen(directory);
  DIR *dir;
  struct dirent *entry;
  int found = 0;
  for (i = 0; i < sizeof(tails) / sizeof(tails[0]); ++i) {
    size_t t = strlen(tails[i]);
    if (length > t && strcmp(directory + length - t, tails[i]) == 0) {
      cudnn_strict_copy_text(
          site, length - t + 1 < sizeof(site) ? length - t + 1 : sizeof(site),
          directory);
      break;
    }
  }
  if (i == sizeof(tails) / sizeof(tails[0]) ||
      cudnn_strict_rootfs_host(c->root, site, host, sizeof(host)) == NULL ||
      (dir = opendir(host)) == NULL)
    return 0;
  while (!found && (entry = readdir(dir)) != NULL) {
    struct cudnn_strict_img_dist d;
    char info[CUDNN_STRICT_PATH_SIZE];
    size_t n = strlen(entry->d_name);
    if (strncmp(entry->d_name, "nvidia_cudnn", 12) != 0 || n < 10 ||
        strcmp(entry->d_name + n - 10, ".dist-info") != 0)
      continue;
    cudnn_strict_img_printf(info, sizeof(info), "%s/%s", site, entry->d_name);
    if (cudnn_strict_img_metadata(c, info, &d) &&
        (strstr(directory, "cudnn_jit") != NULL) ==
            (strstr(d.name, "-jit-") != NULL)) {
      cudnn_strict_copy_text(name, name_size, d.name);
      cudnn_strict_copy_text(version, version_size, d.version);
      found = 1;
    }
  }
  closedir(dir);
  return found;
}

/* "9.20.0.48", "9.19.0": the release code of its first three numbers. */
static long cudnn_strict_img_code(const char *text) {
  int v[3] = {0, 0, 0}, n = 0;
  while (n < 3 && *text >= '0' && *text <= '9') {
    v[n++] = atoi(text);
    text += strspn(text, "0123456789");
    if (*text != '.')
      break;
    ++text;
  }
  return n == 3 ? CUDNN_STRICT_ENCODE(v[0], v[1], v[2]) : 0;
}

/* The CUDA major a name tells: nvidia-cudnn-cu13 13, jax-cuda12-plugin 12. */
static int cudnn_strict_img_cuda_of(const char *name) {
  const char *at = strstr(name, "-cu");
  while (at != NULL) {
    const char *digits = at + 3;
    if (strncmp(digits, "da", 2) == 0)
      digits += 2;
    if (*digits >= '0' && *digits <= '9')
      return atoi(digits);
    at = strstr(at + 1, "-cu");
  }
  return 0;
}

/* The release of the cuDNN whose libcudnn is `library` (its real path
   inside the root), read from its files: libcudnn_graph's assertion
   text, else the wheel's METADATA, else a versioned file name. */
static long cudnn_strict_img_release(const struct cudnn_strict_img *c,
                                     const char *library, int major,
                                     struct cudnn_strict_img_judged *j) {
  char directory[CUDNN_STRICT_PATH_SIZE], graph[CUDNN_STRICT_PATH_SIZE + 64];
  char name[64], host[CUDNN_STRICT_PATH_SIZE];
  static const char *const tellers[] = {"graph", "engines_runtime_compiled"};
  const char *base = strrchr(library, '/');
  long code = 0;
  size_t i;
  cudnn_strict_dirname(library, directory, sizeof(directory));
  cudnn_strict_img_wheel_of(c, directory, j->wheel, sizeof(j->wheel),
                            j->wheel_version, sizeof(j->wheel_version));
  /* libcudnn_graph carries cuDNN's assertion text from 9.1 on; the
     runtime-compiled engines (in the JIT flavour too) always do. */
  for (i = 0; major >= 9 && i < sizeof(tellers) / sizeof(tellers[0]); ++i) {
    cudnn_strict_sublibrary_file_name(tellers[i], major, name, sizeof(name));
    cudnn_strict_img_printf(graph, sizeof(graph), "%s/%s", directory, name);
    if (cudnn_strict_rootfs_host(c->root, graph, host, sizeof(host)) != NULL &&
        (code = cudnn_strict_binary_release(host)) != 0) {
      cudnn_strict_img_printf(j->release_from, sizeof(j->release_from),
                              "the assertion text of %s", graph);
      return code;
    }
  }
  if (j->wheel[0] != '\0' &&
      (code = cudnn_strict_img_code(j->wheel_version)) != 0) {
    cudnn_strict_img_printf(j->release_from, sizeof(j->release_from),
                            "the METADATA of %s %s", j->wheel,
                            j->wheel_version);
    return code;
  }
  if (base != NULL && strstr(base, ".so.") != NULL &&
      (code = cudnn_strict_img_code(strstr(base, ".so.") + 4)) != 0)
    cudnn_strict_img_printf(j->release_from, sizeof(j->release_from),
                            "its file name %s", base + 1);
  return code;
}

/* The core's words for a refusal (cudnn_strict_message.h), without the
   fix it words for this machine: an image's fix is a Dockerfile line. */
static void cudnn_strict_img_problem(struct cudnn_strict_text *t,
                                     const struct cudnn_strict_report *r) {
  char words[CUDNN_STRICT_IMG_SENTENCE];
  struct cudnn_strict_text own;
  char *fix;
  cudnn_strict_text_init(&own, words, sizeof(words));
  if (r->status == CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES)
    cudnn_strict_append_mixed(&own, r);
  else
    cudnn_strict_append_problem(&own, r);
  if ((fix = strstr(words, " Fix: ")) != NULL)
    *fix = '\0';
  cudnn_strict_append(t, "%s", words);
}

/* Judges the libcudnn at object `cudnn` of `p` for a build of `built`
   (`built_text` as the message names it) for CUDA `built_cuda` (0: not
   compared): the rule, the known-bad table and the CUDA major
   (cudnn_strict_judge.h), then whether every sub-library its release
   ships is where libcudnn would open it. */
static void cudnn_strict_img_judge(const struct cudnn_strict_img *c,
                                   struct cudnn_strict_process *p, int cudnn,
                                   struct cudnn_strict_version built,
                                   const char *built_text, int built_cuda,
                                   enum cudnn_strict_policy policy,
                                   struct cudnn_strict_img_judged *j) {
  struct cudnn_strict_release_parts parts;
  struct cudnn_strict_report *r = &j->r;
  struct cudnn_strict_text t;
  char directory[CUDNN_STRICT_PATH_SIZE], host[CUDNN_STRICT_PATH_SIZE];
  char error[CUDNN_STRICT_PATH_SIZE + 64];
  const struct cudnn_strict_object *o = &p->objects[cudnn];
  int major = cudnn_strict_img_major(
      o->dynamic.soname[0] != '\0' ? o->dynamic.soname : o->path);
  long code;
  int i;
  r->policy = policy;
  /* A framework's library, or a library of the root: "this library". */
  r->built_into_library = !p->is_program;
  r->built = built;
  r->known_bad = -1;
  r->built_cudart_code = built_cuda * 1000L;
  r->found_by = j->how;
  cudnn_strict_copy_text(r->built_version, sizeof(r->built_version),
                         built_text);
  cudnn_strict_copy_text(r->library, sizeof(r->library), o->real);
  cudnn_strict_img_printf(r->soname, sizeof(r->soname), "libcudnn.so.%d",
                          major);
  cudnn_strict_text_init(&t, j->reason, sizeof(j->reason));
  code = cudnn_strict_img_release(c, o->real, major, j);
  if (code == 0 || !cudnn_strict_decode(code, &r->loaded)) {
    r->status = CUDNN_STRICT_STATUS_NOT_CUDNN;
    cudnn_strict_append(&t,
                        "no file of %s tells its release (no libcudnn_graph "
                        "with cuDNN's assertion text, no nvidia-cudnn wheel "
                        "METADATA, no versioned file name)",
                        o->real);
    return;
  }
  j->judged = 1;
  r->loaded_code = code;
  r->loaded_cudart_code = cudnn_strict_img_cuda_of(j->wheel) * 1000L;
  if (!cudnn_strict_judge_versions(r)) {
    cudnn_strict_img_problem(&t, r);
    return;
  }
  /* Every sub-library this release ships, where libcudnn opens it: its
     own RUNPATH ($ORIGIN) after LD_LIBRARY_PATH. */
  cudnn_strict_dirname(o->real, directory, sizeof(directory));
  if (cudnn_strict_rootfs_host(c->root, o->real, host, sizeof(host)) != NULL &&
      cudnn_strict_release_read_parts(host, major, &parts, error,
                                      sizeof(error)))
    for (i = 0; i < parts.count; ++i) {
      char file_name[64], file[CUDNN_STRICT_PATH_SIZE],
          real[CUDNN_STRICT_PATH_SIZE];
      char other[CUDNN_STRICT_PATH_SIZE], how[CUDNN_STRICT_LD_HOW_SIZE];
      if (cudnn_strict_part_shipped(parts.names[i], major, code,
                                    strstr(directory, "cudnn_jit") != NULL) !=
          CUDNN_STRICT_SHIPPED)
        continue;
      cudnn_strict_sublibrary_file_name(parts.names[i], major, file_name,
                                        sizeof(file_name));
      if (!cudnn_strict_search(p, cudnn, file_name, file, sizeof(file), how,
                               sizeof(how))) {
        cudnn_strict_img_printf(j->missing, sizeof(j->missing), "%s/%s",
                                directory, file_name);
        r->status = CUDNN_STRICT_STATUS_INCOMPLETE_RELEASE;
        cudnn_strict_img_problem(&t, r);
        cudnn_strict_append(
            &t, " %s is %s", j->missing,
            cudnn_strict_part_status_words(CUDNN_STRICT_PART_MISSING));
        return;
      }
      if (cudnn_strict_rootfs_resolve(c->root, file, real, sizeof(real), NULL,
                                      0) != CUDNN_STRICT_ROOTFS_FOUND)
        cudnn_strict_copy_text(real, sizeof(real), file);
      cudnn_strict_dirname(real, other, sizeof(other));
      if (strcmp(other, directory) != 0) {
        cudnn_strict_copy_text(r->foreign_sublibrary,
                               sizeof(r->foreign_sublibrary), real);
        r->status = CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES;
        r->foreign_in_ld_library_path = cudnn_strict_img_in_list(c, other);
        cudnn_strict_img_problem(&t, r);
        return;
      }
    }
  cudnn_strict_append(&t, "cuDNN ");
  cudnn_strict_append_version(&t, r->loaded);
  cudnn_strict_append(&t, " (read from %s): %s", j->release_from,
                      cudnn_strict_verdict_rule(r->verdict));
}

/* LD_LIBRARY_PATH without `directory`, for an ENV line. */
static void cudnn_strict_img_without(const char *list, const char *directory,
                                     char *out, size_t size) {
  struct cudnn_strict_text t;
  const char *at = list;
  int first = 1;
  cudnn_strict_text_init(&t, out, size);
  while (at != NULL && *at != '\0') {
    size_t length = strcspn(at, ":");
    if (!(length == strlen(directory) && strncmp(at, directory, length) == 0)) {
      cudnn_strict_append(&t, "%s%.*s", first ? "" : ":", (int)length, at);
      first = 0;
    }
    at = at[length] == ':' ? at + length + 1 : NULL;
  }
}

/* The Dockerfile line that fixes a judgement: the LD_LIBRARY_PATH entry
   that supplies the wrong copy, else the cuDNN wheel the build asks for
   (`requirement`: "==9.20.0.48" or a range), for CUDA `cuda`. */
static void cudnn_strict_img_fix(const struct cudnn_strict_img *c,
                                 const struct cudnn_strict_img_judged *j,
                                 const char *requirement, int cuda, char *fix,
                                 size_t size) {
  char directory[CUDNN_STRICT_PATH_SIZE], rest[CUDNN_STRICT_PATH_SIZE];
  const struct cudnn_strict_report *r = &j->r;
  const char *wrong = r->status == CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES
                          ? r->foreign_sublibrary
                          : r->library;
  fix[0] = '\0';
  if (r->status == CUDNN_STRICT_STATUS_OK)
    return;
  if (j->uncached[0] != '\0') {
    cudnn_strict_img_printf(fix, size,
                            "RUN ldconfig (after the line that installs %s)",
                            j->uncached);
    return;
  }
  cudnn_strict_dirname(wrong, directory, sizeof(directory));
  /* LD_LIBRARY_PATH supplies the wrong file: a foreign sub-library, or a
     cuDNN that no wheel installed (a wheel's is fixed by the wheel). */
  if (wrong[0] != '\0' && cudnn_strict_img_in_list(c, directory) &&
      (r->status == CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES ||
       j->wheel[0] == '\0')) {
    cudnn_strict_img_without(c->ld_library_path, directory, rest, sizeof(rest));
    if (rest[0] != '\0')
      cudnn_strict_img_printf(fix, size, "ENV LD_LIBRARY_PATH=%s (without %s)",
                              rest, directory);
    else
      cudnn_strict_img_printf(
          fix, size,
          "drop the ENV LD_LIBRARY_PATH line: its %s holds another "
          "cuDNN",
          directory);
    return;
  }
  /* A wheel without one of its files (a sub-library taken from
     elsewhere): its files again. */
  if ((r->status == CUDNN_STRICT_STATUS_INCOMPLETE_RELEASE ||
       r->status == CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES) &&
      j->wheel[0] != '\0') {
    cudnn_strict_img_printf(
        fix, size, "RUN %s install --no-deps --force-reinstall %s==%s",
        c->pip != NULL ? c->pip : "pip", j->wheel, j->wheel_version);
    return;
  }
  {
    /* An exact pin needs no quotes; a range does, for the shell. */
    const char *quote = requirement[0] == '=' ? "" : "\"";
    char major[32];
    if (cuda > 0)
      cudnn_strict_img_printf(major, sizeof(major), "%d", cuda);
    else
      cudnn_strict_img_printf(major, sizeof(major), "<CUDA major>");
    cudnn_strict_img_printf(
        fix, size, "RUN %s install --no-deps %snvidia-cudnn-cu%s%s%s%s",
        c->pip != NULL ? c->pip : "pip", quote, major, requirement, quote,
        cuda > 0 ? "" : " (the CUDA major it was built for)");
  }
}

static void cudnn_strict_img_layer(const struct cudnn_strict_img *c,
                                   const struct cudnn_strict_img_judged *j,
                                   char *out, size_t size) {
  const struct cudnn_strict_report *r = &j->r;
  const char *file = j->missing[0] != '\0' ? j->missing
                     : r->status == CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES
                         ? r->foreign_sublibrary
                         : r->library;
  out[0] = '\0';
  if (c->origin != NULL && r->status != CUDNN_STRICT_STATUS_OK &&
      file[0] != '\0')
    c->origin(c->origin_data, file, out, size);
}

static const char *cudnn_strict_img_verdict(const struct cudnn_strict_report *r,
                                            int *status) {
  *status = cudnn_strict_status_exit((int)r->status);
  return cudnn_strict_status_name((int)r->status);
}

/* ---- ld.so.conf ---------------------------------------------------------- */

/* Whether the directory `entry` of ld.so.conf holds a `name` the loader
   would take (the search of that one directory). */
static int cudnn_strict_img_conf_holds(const struct cudnn_strict_process *p,
                                       const char *entry, const char *name) {
  char file[CUDNN_STRICT_PATH_SIZE], how[CUDNN_STRICT_LD_HOW_SIZE];
  struct cudnn_strict_process *q =
      (struct cudnn_strict_process *)calloc(1, sizeof(*q));
  int found = 0;
  if (q == NULL)
    return 0;
  q->root = p->root;
  q->machine = p->machine;
  q->ld_library_path = entry;
  q->cache = NULL;
  cudnn_strict_append_object(q, "/", "", -1, "");
  q->objects[0].dynamic.nodeflib = 1;
  found = cudnn_strict_search(q, 0, name, file, sizeof(file), how, sizeof(how));
  free(q);
  return found;
}

static int cudnn_strict_img_conf(const struct cudnn_strict_img *c,
                                 const struct cudnn_strict_process *p,
                                 const char *conf, const char *name, int depth,
                                 char *out, size_t size);

/* One `include` pattern of the ld.so.conf file `conf`, as ldconfig reads
   it: a relative pattern counts from the directory of `conf`, the
   pattern's last part is a glob, and the files it matches are read in
   sorted order; all inside the root. */
static int cudnn_strict_img_conf_include(const struct cudnn_strict_img *c,
                                         const struct cudnn_strict_process *p,
                                         const char *conf, const char *pattern,
                                         const char *name, int depth, char *out,
                                         size_t size) {
  char full[CUDNN_STRICT_PATH_SIZE], directory[CUDNN_STRICT_PATH_SIZE];
  char host[CUDNN_STRICT_PATH_SIZE], file[CUDNN_STRICT_PATH_SIZE];
  struct dirent **list = NULL;
  const char *slash;
  int n, i, found = 0;
  if (pattern[0] == '/') {
    cudnn_strict_copy_text(full, sizeof(full), pattern);
  } else {
    cudnn_strict_dirname(conf, directory, sizeof(directory));
    if (cudnn_strict_img_printf(full, sizeof(full), "%s/%s", directory,
                                pattern) >= (int)sizeof(full))
      return 0;
  }
  slash = strrchr(full, '/');
  cudnn_strict_copy_text(directory,
                         (size_t)(slash - full) + 1 < sizeof(directory)
                             ? (size_t)(slash - full) + 1
                             : sizeof(directory),
                         full);
  if (directory[0] == '\0')
    cudnn_strict_copy_text(directory, sizeof(directory), "/");
  if (cudnn_strict_rootfs_host(c->root, directory, host, sizeof(host)) ==
          NULL ||
      (n = scandir(host, &list, NULL, alphasort)) < 0)
    return 0;
  for (i = 0; i < n; ++i) {
    /* glob(): a leading '.' is matched only by a pattern that names it. */
    if (!found && (list[i]->d_name[0] != '.' || slash[1] == '.') &&
        fnmatch(slash + 1, list[i]->d_name, FNM_PERIOD) == 0 &&
        cudnn_strict_img_printf(file, sizeof(file), "%s/%s",
                                strcmp(directory, "/") == 0 ? "" : directory,
                                list[i]->d_name) < (int)sizeof(file))
      found = cudnn_strict_img_conf(c, p, file, name, depth + 1, out, size);
    free(list[i]);
  }
  free(list);
  return found;
}

/* Looks for `name` in the directories the root's ld.so.conf file `conf`
   lists, read as ldconfig reads it (`include` lines with one or more
   patterns followed, `depth` deep at most; a `=TYPE` after a directory
   and trailing slashes dropped); writes the first directory that holds a
   loadable one into `out`. */
static int cudnn_strict_img_conf(const struct cudnn_strict_img *c,
                                 const struct cudnn_strict_process *p,
                                 const char *conf, const char *name, int depth,
                                 char *out, size_t size) {
  static char text[CUDNN_STRICT_IMG_TEXT_SIZE];
  char *copy, *line, *next;
  int found = 0;
  if (depth > 4 || !cudnn_strict_img_read(c, conf, text, sizeof(text)) ||
      (copy = strdup(text)) == NULL)
    return 0;
  for (line = copy; !found && line != NULL; line = next) {
    size_t length;
    next = strchr(line, '\n');
    if (next != NULL)
      *next++ = '\0';
    line += strspn(line, " \t");
    length = strcspn(line, "#\r");
    while (length > 0 && (line[length - 1] == ' ' || line[length - 1] == '\t'))
      --length;
    line[length] = '\0';
    if (strncmp(line, "include", 7) == 0 &&
        (line[7] == ' ' || line[7] == '\t')) {
      char *pattern = line + 8;
      while (!found && *pattern != '\0') {
        size_t n = strcspn(pattern, " \t");
        char save = pattern[n];
        pattern[n] = '\0';
        if (n > 0)
          found = cudnn_strict_img_conf_include(c, p, conf, pattern, name,
                                                depth, out, size);
        pattern[n] = save;
        pattern += n + strspn(pattern + n, " \t");
      }
    } else if (line[0] == '/') {
      char entry[CUDNN_STRICT_PATH_SIZE];
      size_t n = strcspn(line, "=");
      cudnn_strict_copy_text(
          entry, n + 1 < sizeof(entry) ? n + 1 : sizeof(entry), line);
      n = strlen(entry);
      while (n > 1 && entry[n - 1] == '/')
        entry[--n] = '\0';
      if (cudnn_strict_img_conf_holds(p, entry, name)) {
        cudnn_strict_copy_text(out, size, entry);
        found = 1;
      }
    }
  }
  free(copy);
  return found;
}

/* A libcudnn that ld.so.conf's directories hold and the loader does not
   find: the loader reads only /etc/ld.so.cache (and its default
   directories), never ld.so.conf, so a directory that ldconfig did not
   put into the cache (or a root without a cache) is not searched.  Said
   in the reason; RUN ldconfig is the fix. */
static void cudnn_strict_img_uncached(const struct cudnn_strict_img *c,
                                      const struct cudnn_strict_process *p,
                                      int major,
                                      struct cudnn_strict_img_judged *j) {
  char name[32];
  struct cudnn_strict_text t;
  cudnn_strict_img_printf(name, sizeof(name), "libcudnn.so.%d", major);
  if (!cudnn_strict_img_conf(c, p, "/etc/ld.so.conf", name, 0, j->uncached,
                             sizeof(j->uncached)))
    return;
  cudnn_strict_text_init(&t, j->reason + strlen(j->reason),
                         sizeof(j->reason) - strlen(j->reason));
  if (c->has_cache)
    cudnn_strict_append(&t,
                        "; %s, which the image's ld.so.conf lists, holds %s, "
                        "but the image's ld.so cache does not name it: "
                        "ldconfig did not run after it was installed",
                        j->uncached, name);
  else
    cudnn_strict_append(&t,
                        "; %s, which the image's ld.so.conf lists, holds %s, "
                        "but the image has no /etc/ld.so.cache: the loader "
                        "reads that cache, never ld.so.conf, and without it "
                        "searches only its default directories",
                        j->uncached, name);
}

/* ---- frameworks ---------------------------------------------------------- */

/* The cuDNN a framework's own files record: torch's macros.h, TensorFlow's
   build_info.py.  "" when they record none. */
static void cudnn_strict_img_recorded(const struct cudnn_strict_img *c,
                                      const char *site, const char *name,
                                      char *out, size_t size, char *source,
                                      size_t source_size) {
  static char text[CUDNN_STRICT_IMG_TEXT_SIZE];
  const char *at;
  out[0] = source[0] = '\0';
  if (strcmp(name, "torch") == 0) {
    static const char key[] = "{\"CUDNN_VERSION\", \"";
    cudnn_strict_img_printf(source, source_size,
                            "%s/torch/include/caffe2/core/macros.h", site);
    if (cudnn_strict_img_read(c, source, text, sizeof(text)) &&
        (at = strstr(text, key)) != NULL)
      cudnn_strict_copy_text(
          out,
          size < strspn(at + sizeof(key) - 1, "0123456789.") + 1
              ? size
              : strspn(at + sizeof(key) - 1, "0123456789.") + 1,
          at + sizeof(key) - 1);
  } else if (strcmp(name, "tensorflow") == 0) {
    cudnn_strict_img_printf(source, source_size,
                            "%s/tensorflow/python/platform/build_info.py",
                            site);
    if (cudnn_strict_img_read(c, source, text, sizeof(text)) &&
        (at = strstr(text, "cudnn_version")) != NULL) {
      at += strlen("cudnn_version");
      at += strspn(at, "'\": ");
      cudnn_strict_copy_text(out,
                             size < strspn(at, "0123456789.") + 1
                                 ? size
                                 : strspn(at, "0123456789.") + 1,
                             at);
    }
  }
  if (!cudnn_strict_img_exists(c, source))
    source[0] = '\0';
}

/* The lowest version a requirement allows (==, ===, ~=, >=); whether it
   is exact. */
static void cudnn_strict_img_bound(const char *requirement, char *out,
                                   size_t size, int *exact) {
  static const char *const ops[] = {"===", "==", "~=", ">="};
  char spec[CUDNN_STRICT_IMG_LINE];
  size_t i;
  out[0] = '\0';
  *exact = 0;
  cudnn_strict_copy_text(spec,
                         strcspn(requirement, ";") + 1 < sizeof(spec)
                             ? strcspn(requirement, ";") + 1
                             : sizeof(spec),
                         requirement);
  for (i = 0; i < sizeof(ops) / sizeof(ops[0]); ++i) {
    const char *at = strstr(spec, ops[i]);
    if (at != NULL) {
      at += strlen(ops[i]);
      at += strspn(at, " ");
      cudnn_strict_copy_text(out,
                             strspn(at, "0123456789.") + 1 < size
                                 ? strspn(at, "0123456789.") + 1
                                 : size,
                             at);
      *exact = i < 2;
      return;
    }
  }
}

/* A process whose first object is `first` (a framework's library, or the
   wheel's libcudnn), with the root's loader. */
static struct cudnn_strict_process *
cudnn_strict_img_process(const struct cudnn_strict_img *c) {
  struct cudnn_strict_process *p =
      (struct cudnn_strict_process *)calloc(1, sizeof(*p));
  if (p == NULL)
    return NULL;
  p->root = c->root;
  p->ld_library_path = c->ld_library_path;
  p->cache = &c->cache;
  p->default_directories =
      c->default_directories[0] != '\0' ? c->default_directories : NULL;
  p->machine = cudnn_strict_own_machine();
  return p;
}

static void cudnn_strict_img_framework(struct cudnn_strict_img *c,
                                       const char *site,
                                       const struct cudnn_strict_img_dist *d) {
  char what[CUDNN_STRICT_PATH_SIZE * 2 + 192], recorded[64];
  char source[CUDNN_STRICT_PATH_SIZE];
  char built[CUDNN_STRICT_IMG_LINE * 2], loads[CUDNN_STRICT_IMG_LINE * 2];
  char fix[CUDNN_STRICT_IMG_SENTENCE], layer[CUDNN_STRICT_IMG_LINE];
  char bound[64], requirement[96], wheel[CUDNN_STRICT_PATH_SIZE];
  char built_text[32], file[CUDNN_STRICT_PATH_SIZE];
  struct cudnn_strict_img_judged *j;
  struct cudnn_strict_process *p;
  struct cudnn_strict_version want;
  int exact = 0, cuda, status = 0, major_only, cudnn = -1, from_file;
  int ort = strcmp(d->name, "onnxruntime-gpu") == 0;
  /* The default Python's frameworks are named as such: what the image's
     processes import unless they name another interpreter. */
  if (c->site_is_default)
    cudnn_strict_img_printf(what, sizeof(what),
                            "%s %s (%s, the default Python %s)", d->name,
                            d->version, site, c->python);
  else
    cudnn_strict_img_printf(what, sizeof(what), "%s %s (%s)", d->name,
                            d->version, site);
  cudnn_strict_img_recorded(c, site, d->name, recorded, sizeof(recorded),
                            source, sizeof(source));
  cudnn_strict_img_bound(d->requires, bound, sizeof(bound), &exact);
  cuda = cudnn_strict_img_cuda_of(d->requires);
  if (cuda == 0)
    cuda = cudnn_strict_img_cuda_of(d->name);
  if (recorded[0] == '\0' && source[0] != '\0' &&
      strcmp(d->name, "torch") == 0) {
    cudnn_strict_img_item(c, what, "OK", 0,
                          "without cuDNN (its build records none)", "", source,
                          "", "");
    return;
  }
  memset(&want, 0, sizeof(want));
  from_file = recorded[0] != '\0';
  if (from_file) {
    major_only = strchr(recorded, '.') == NULL;
    cudnn_strict_img_printf(built, sizeof(built), "cuDNN %s (%s)", recorded,
                            source);
  } else if (bound[0] != '\0') {
    cudnn_strict_copy_text(recorded, sizeof(recorded), bound);
    major_only = strchr(bound, '.') == NULL;
    cudnn_strict_img_printf(built, sizeof(built), "cuDNN %s (Requires-Dist %s)",
                            bound, d->requires);
  } else {
    cudnn_strict_img_item(c, what, "UNKNOWN", 5, "", "",
                          "it records no cuDNN version (no build file, no "
                          "nvidia-cudnn Requires-Dist)",
                          "", "");
    return;
  }
  {
    int v[3] = {0, 0, 0}, n = 0;
    const char *at = recorded;
    while (n < 3 && *at >= '0' && *at <= '9') {
      v[n++] = atoi(at);
      at += strspn(at, "0123456789");
      at += *at == '.';
    }
    /* ONNX Runtime records the major only, whatever its pin says. */
    if (ort)
      major_only = 1;
    want.major = v[0];
    want.minor = major_only ? 0 : v[1];
    want.patch = major_only ? 0 : v[2];
  }
  if (major_only) {
    /* As --python words it: any release of the major passes the rule. */
    cudnn_strict_img_printf(built_text, sizeof(built_text), "%d.x", want.major);
    if (from_file)
      cudnn_strict_img_printf(built, sizeof(built),
                              "cuDNN %d (only the major is recorded: %s)",
                              want.major, source);
    else
      cudnn_strict_img_printf(
          built, sizeof(built),
          "cuDNN %d (only the major is recorded: Requires-Dist %s)", want.major,
          d->requires);
  } else
    cudnn_strict_img_printf(built_text, sizeof(built_text), "%d.%d.%d",
                            want.major, want.minor, want.patch);
  if (exact && !major_only)
    cudnn_strict_img_printf(requirement, sizeof(requirement), "==%s", bound);
  else
    cudnn_strict_img_printf(requirement, sizeof(requirement), ">=%d.%d,<%d",
                            want.major, want.minor, want.major + 1);

  j = (struct cudnn_strict_img_judged *)calloc(1, sizeof(*j));
  p = cudnn_strict_img_process(c);
  if (j == NULL || p == NULL) {
    free(j);
    free(p);
    return;
  }
  cudnn_strict_img_printf(wheel, sizeof(wheel),
                          "%s/nvidia/cudnn/lib/libcudnn.so.%d", site,
                          want.major);
  if (!ort && cudnn_strict_img_exists(c, wheel)) {
    char host[CUDNN_STRICT_PATH_SIZE];
    struct cudnn_strict_elf e;
    /* torch's RPATH, JAX and TensorFlow: the wheel's, by path; its
       sub-libraries are those of its own processor (an image for another
       one is judged by its own files). */
    if (cudnn_strict_rootfs_host(c->root, wheel, host, sizeof(host)) != NULL &&
        cudnn_strict_elf_open(host, &e) == CUDNN_STRICT_ELF_OK) {
      p->machine = e.machine;
      cudnn_strict_elf_close(&e);
    }
    cudnn = cudnn_strict_add_object(p, wheel, "", -1, "");
    cudnn_strict_img_printf(j->how, sizeof(j->how),
                            "the nvidia-cudnn wheel, by path");
  } else {
    char soname[32];
    int requester = cudnn_strict_add_object(p, site, "", -1, "");
    cudnn_strict_img_printf(soname, sizeof(soname), "libcudnn.so.%d",
                            want.major);
    if (requester >= 0 &&
        cudnn_strict_search(p, requester, soname, file, sizeof(file), j->how,
                            sizeof(j->how)))
      cudnn = cudnn_strict_add_object(p, file, soname, requester, j->how);
  }
  if (cudnn >= 0) {
    cudnn_strict_load_all(p);
    cudnn_strict_img_judge(c, p, cudnn, want, built_text, cuda,
                           CUDNN_STRICT_POLICY_COMPATIBLE, j);
    cudnn_strict_img_printf(loads, sizeof(loads), "%s (%s)",
                            p->objects[cudnn].real, j->how);
  } else {
    j->r.status = CUDNN_STRICT_STATUS_NOT_FOUND;
    cudnn_strict_img_printf(loads, sizeof(loads), "no libcudnn.so.%d",
                            want.major);
    cudnn_strict_img_printf(
        j->reason, sizeof(j->reason),
        "libcudnn.so.%d is %swhere the loader looks in the root "
        "(LD_LIBRARY_PATH, the ld.so cache, the default directories)",
        want.major,
        ort ? "not " : "neither in an nvidia-cudnn wheel beside it nor ");
    cudnn_strict_img_uncached(c, p, want.major, j);
  }
  if (ort)
    strncat(loads, " (the loader's search, as without preload_dlls())",
            sizeof(loads) - strlen(loads) - 1);
  cudnn_strict_img_fix(c, j, requirement, cuda, fix, sizeof(fix));
  cudnn_strict_img_layer(c, j, layer, sizeof(layer));
  {
    const char *verdict = cudnn_strict_img_verdict(&j->r, &status);
    cudnn_strict_img_item(c, what, verdict, status, built, loads, j->reason,
                          fix, layer);
  }
  free(p);
  free(j);
}

static void cudnn_strict_img_site(struct cudnn_strict_img *c,
                                  const char *site) {
  char host[CUDNN_STRICT_PATH_SIZE];
  DIR *dir;
  struct dirent *entry;
  if (cudnn_strict_rootfs_host(c->root, site, host, sizeof(host)) == NULL ||
      (dir = opendir(host)) == NULL)
    return;
  while ((entry = readdir(dir)) != NULL) {
    struct cudnn_strict_img_dist d;
    char info[CUDNN_STRICT_PATH_SIZE];
    size_t n = strlen(entry->d_name);
    if (n < 10 || strcmp(entry->d_name + n - 10, ".dist-info") != 0)
      continue;
    cudnn_strict_img_printf(info, sizeof(info), "%s/%s", site, entry->d_name);
    if (!cudnn_strict_img_metadata(c, info, &d))
      continue;
    if (strcmp(d.name, "torch") == 0 || strcmp(d.name, "tensorflow") == 0 ||
        strcmp(d.name, "onnxruntime-gpu") == 0 ||
        (strncmp(d.name, "jax-cuda", 8) == 0 && strstr(d.name, "-plugin")))
      cudnn_strict_img_framework(c, site, &d);
  }
  closedir(dir);
}

/* ---- ELF files ----------------------------------------------------------- */

/* The guard's note the file carries (cudnn_strict_note.h), decoded; 0
   when it carries none, or one that cannot be read. */
static int cudnn_strict_img_note(const struct cudnn_strict_elf *e,
                                 struct cudnn_strict_expectation *x) {
  static unsigned char description[CUDNN_STRICT_NOTE_FIXED_SIZE +
                                   CUDNN_STRICT_NOTE_PATH_SIZE +
                                   CUDNN_STRICT_NOTE_FEATURES_SIZE +
                                   CUDNN_STRICT_SEARCH_PLAN_SIZE];
  struct cudnn_strict_elf_note_query q;
  memset(&q, 0, sizeof(q));
  q.owner = CUDNN_STRICT_NOTE_OWNER;
  q.type = CUDNN_STRICT_NOTE_TYPE;
  q.description = description;
  q.capacity = sizeof(description);
  cudnn_strict_elf_find_note(e, &q);
  return q.found && cudnn_strict_note_decode(description, q.size, e->big_endian,
                                             x) == NULL;
}

static void cudnn_strict_img_binary(struct cudnn_strict_img *c,
                                    const char *path) {
  char loads[CUDNN_STRICT_IMG_LINE * 2], fix[CUDNN_STRICT_IMG_SENTENCE];
  char layer[CUDNN_STRICT_IMG_LINE], built[CUDNN_STRICT_IMG_LINE];
  char soname[CUDNN_STRICT_ELF_NAME_SIZE], built_text[32], requirement[64];
  char host[CUDNN_STRICT_PATH_SIZE];
  struct cudnn_strict_img_judged *j;
  struct cudnn_strict_process *p;
  struct cudnn_strict_version want;
  struct cudnn_strict_elf e;
  enum cudnn_strict_rootfs_lookup lookup;
  int first, cudnn = -1, i, status = 0, cuda = 0, noted;
  enum cudnn_strict_policy policy = CUDNN_STRICT_POLICY_COMPATIBLE;
  static struct cudnn_strict_expectation note;
  lookup =
      cudnn_strict_rootfs_resolve(c->root, path, NULL, 0, host, sizeof(host));
  if (lookup != CUDNN_STRICT_ROOTFS_FOUND) {
    char reason[CUDNN_STRICT_PATH_SIZE + 128];
    cudnn_strict_img_printf(reason, sizeof(reason), "%s %s", path,
                            cudnn_strict_rootfs_words(lookup));
    cudnn_strict_img_item(c, path, "UNREADABLE", 5, "", "", reason, "", "");
    return;
  }
  if (cudnn_strict_elf_open(host, &e) != CUDNN_STRICT_ELF_OK) {
    char reason[CUDNN_STRICT_PATH_SIZE + 64];
    cudnn_strict_img_printf(reason, sizeof(reason),
                            "%s is not a 64-bit ELF file", path);
    cudnn_strict_img_item(c, path, "NOT_ELF", 5, "", "", reason, "", "");
    return;
  }
  j = (struct cudnn_strict_img_judged *)calloc(1, sizeof(*j));
  p = cudnn_strict_img_process(c);
  if (j == NULL || p == NULL) {
    cudnn_strict_elf_close(&e);
    free(j);
    free(p);
    return;
  }
  /* The file's own machine: an image for another processor is judged by
     its own libraries. */
  p->machine = e.machine;
  p->is_program = cudnn_strict_elf_is_program(&e);
  {
    /* A set-user-ID or set-group-ID program runs in the loader's secure
       mode, which ignores LD_LIBRARY_PATH (the image's too).  An --image
       keeps no such bit when it is read (nothing of it is made
       set-user-ID here): --root judges it. */
    struct stat st;
    if (p->is_program && fstat(e.fd, &st) == 0 &&
        (st.st_mode & (S_ISUID | S_ISGID)) != 0) {
      p->set_user_id = 1;
      p->ld_library_path = NULL;
    }
  }
  noted = cudnn_strict_img_note(&e, &note);
  cudnn_strict_elf_close(&e);
  first = cudnn_strict_add_object(p, path, "", -1, "");
  soname[0] = '\0';
  for (i = 0; first >= 0 && i < p->objects[first].dynamic.needed_count; ++i) {
    const char *need = p->objects[first].dynamic.needed[i];
    if (soname[0] == '\0' && strncmp(need, "libcudnn.so.", 12) == 0)
      cudnn_strict_copy_text(soname, sizeof(soname), need);
    /* The CUDA major of the CUDA libraries it needs. */
    if (cuda == 0 && (strncmp(need, "libcudart.so.", 13) == 0 ||
                      strncmp(need, "libcublas.so.", 13) == 0 ||
                      strncmp(need, "libcublasLt.so.", 15) == 0))
      cuda = atoi(strstr(need, ".so.") + 4);
  }
  /* A guard that loads cuDNN itself (the program does not link it):
     the note's SONAME, opened by name on the file's behalf. */
  if (soname[0] == '\0' && noted && note.soname[0] != '\0')
    cudnn_strict_copy_text(soname, sizeof(soname), note.soname);
  if (soname[0] == '\0') {
    cudnn_strict_img_item(c, path, "NO_NOTE", 5, "", "",
                          "it names no libcudnn.so.<major> among the "
                          "libraries it needs (DT_NEEDED)",
                          "", "");
    free(p);
    free(j);
    return;
  }
  cudnn_strict_load_all(p);
  cudnn = cudnn_strict_loaded_as(p, soname);
  if (cudnn < 0 && noted && first >= 0) {
    char file[CUDNN_STRICT_PATH_SIZE], how[CUDNN_STRICT_LD_HOW_SIZE];
    if (cudnn_strict_search(p, first, soname, file, sizeof(file), how,
                            sizeof(how)) &&
        (cudnn = cudnn_strict_add_object(p, file, soname, first, how)) >= 0) {
      p->objects[cudnn].by_guard = 1;
      cudnn_strict_load_all(p);
    }
  }
  memset(&want, 0, sizeof(want));
  want.major = atoi(soname + 12);
  if (noted) {
    /* The guard's note: what the build saw, as --check-binary reads it. */
    want = note.built;
    policy = note.policy;
    if (note.cudart_code > 0)
      cuda = (int)(note.cudart_code / 1000);
    cudnn_strict_img_printf(built_text, sizeof(built_text), "%s",
                            note.version_text);
    cudnn_strict_img_printf(requirement, sizeof(requirement), ">=%d.%d,<%d",
                            want.major, want.minor, want.major + 1);
  } else if (c->expect != NULL) {
    want = c->expected;
    cudnn_strict_img_printf(built_text, sizeof(built_text), "%s", c->expect);
    cudnn_strict_img_printf(requirement, sizeof(requirement), ">=%d.%d,<%d",
                            want.major, want.minor, want.major + 1);
  } else {
    cudnn_strict_img_printf(built_text, sizeof(built_text), "%d.x", want.major);
    cudnn_strict_img_printf(requirement, sizeof(requirement), ">=%d,<%d",
                            want.major, want.major + 1);
  }
  if (noted)
    cudnn_strict_img_printf(
        built, sizeof(built),
        "cuDNN %s (%s, the guard's note, policy %s)%s%.0d", built_text, soname,
        cudnn_strict_policy_name(policy), cuda > 0 ? ", for CUDA " : "", cuda);
  else if (cuda > 0)
    cudnn_strict_img_printf(built, sizeof(built), "cuDNN %s (%s), for CUDA %d",
                            built_text, soname, cuda);
  else
    cudnn_strict_img_printf(built, sizeof(built), "cuDNN %s (%s)", built_text,
                            soname);
  if (cudnn >= 0) {
    const struct cudnn_strict_object *o = &p->objects[cudnn];
    cudnn_strict_img_printf(
        j->how, sizeof(j->how), "%s %s, found through %s",
        o->by_guard ? "loaded by the guard of" : "needed by",
        o->loader >= 0 ? p->objects[o->loader].path : path, o->how);
    cudnn_strict_img_judge(c, p, cudnn, want, built_text, cuda, policy, j);
    cudnn_strict_img_printf(loads, sizeof(loads), "%s (%s)", o->real, j->how);
  } else {
    j->r.status = CUDNN_STRICT_STATUS_NOT_FOUND;
    cudnn_strict_img_printf(loads, sizeof(loads), "no %s", soname);
    cudnn_strict_img_printf(
        j->reason, sizeof(j->reason),
        "%s is not where the loader looks for it in the root (its "
        "RUNPATH, LD_LIBRARY_PATH, the ld.so cache, the default "
        "directories)%s",
        soname,
        p->set_user_id && c->ld_library_path != NULL
            ? "; LD_LIBRARY_PATH does not count: the program is "
              "set-user-ID or set-group-ID, and the loader ignores it then"
            : "");
    cudnn_strict_img_uncached(c, p, want.major, j);
  }
  cudnn_strict_img_fix(c, j, requirement, cuda, fix, sizeof(fix));
  cudnn_strict_img_layer(c, j, layer, sizeof(layer));
  {
    const char *verdict = cudnn_strict_img_verdict(&j->r, &status);
    cudnn_strict_img_item(c, path, verdict, status, built, loads, j->reason,
                          fix, layer);
  }
  free(p);
  free(j);
}

/* ---- main ---------------------------------------------------------------- */

/* The layer that brought or deleted a file of an --image. */
static void cudnn_strict_img_layer_words(void *data, const char *inside,
                                         char *out, size_t size) {
  cudnn_strict_oci_origin_words((const struct cudnn_strict_oci_image *)data,
                                inside, out, size);
}

/* An image that cannot be judged: its manifest or one of its layers
   refused (`layer`, 1-based, or 0).  For people a sentence on standard
   error; for programs the report a judged image has, with one item whose
   verdict is UNREADABLE and whose reason names the layer and the entry,
   so that a reader of --json never has to parse plain text. */
static int cudnn_strict_img_refuse(int format, const char *image,
                                   const struct cudnn_strict_oci_image *img,
                                   int layer, const char *reason,
                                   const char *fix) {
  struct cudnn_strict_writer writer;
  char layer_words[CUDNN_STRICT_PATH_SIZE + CUDNN_STRICT_OCI_CREATED_BY_SIZE];
  if (format == 0) {
    fprintf(stderr, "cudnn-strict-probe: %s.%s%s\n", reason,
            fix[0] != '\0' ? " Fix: " : "", fix);
    return CUDNN_STRICT_EXIT_CANNOT_JUDGE;
  }
  cudnn_strict_oci_layer_words(img, layer, layer_words, sizeof(layer_words));
  if (format == 1)
    cudnn_strict_writer_json(&writer, stdout);
  else
    cudnn_strict_writer_key_value(&writer, stdout);
  cudnn_strict_write_text(&writer, "probe.format", CUDNN_STRICT_REPORT_FORMAT);
  cudnn_strict_write_text(&writer, "image", image);
  cudnn_strict_write_text(&writer, "check.0.name", image);
  cudnn_strict_write_text(&writer, "check.0.verdict", "UNREADABLE");
  cudnn_strict_write_text(&writer, "check.0.reason", reason);
  if (fix[0] != '\0')
    cudnn_strict_write_text(&writer, "check.0.fix", fix);
  if (layer_words[0] != '\0')
    cudnn_strict_write_text(&writer, "check.0.layer", layer_words);
  cudnn_strict_write_long(&writer, "check.count", 1);
  cudnn_strict_writer_end(&writer);
  return CUDNN_STRICT_EXIT_CANNOT_JUDGE;
}

static int cudnn_strict_img_usage(const char *what) {
  fprintf(stderr,
          "cudnn-strict-probe: %s\n"
          "usage: cudnn-strict-probe --root DIR | --image FILE "
          "[--env NAME=VALUE]... "
          "[--check-binary PATH...] [--expect MAJOR.MINOR[.PATCH]] "
          "[--format text|json|keyvalue]\n",
          what);
  return 64;
}

/* ---- the default Python ---------------------------------------------------
 */

/* Whether `inside` is a file of the root a shell would run (a regular
   file with an execute bit, links resolved inside the root). */
static int cudnn_strict_img_runnable(const struct cudnn_strict_img *c,
                                     const char *inside) {
  char host[CUDNN_STRICT_PATH_SIZE];
  struct stat st;
  return cudnn_strict_rootfs_resolve(c->root, inside, NULL, 0, host,
                                     sizeof(host)) ==
             CUDNN_STRICT_ROOTFS_FOUND &&
         stat(host, &st) == 0 && S_ISREG(st.st_mode) &&
         (st.st_mode & 0111) != 0;
}

/* The value of `key = value` in a pyvenv.cfg text, or "". */
static void cudnn_strict_img_cfg(const char *text, const char *key, char *out,
                                 size_t size) {
  const char *p = text;
  size_t k = strlen(key);
  out[0] = '\0';
  for (; p != NULL && *p != '\0'; p = strchr(p, '\n'), p = p ? p + 1 : p) {
    const char *at = p + strspn(p, " \t");
    if (strncmp(at, key, k) != 0)
      continue;
    at += k;
    at += strspn(at, " \t");
    if (*at != '=')
      continue;
    ++at;
    at += strspn(at, " \t");
    cudnn_strict_copy_text(
        out, strcspn(at, "\r\n") + 1 < size ? strcspn(at, "\r\n") + 1 : size,
        at);
    return;
  }
}

/* Adds the directories `<prefix>/lib/python<version>/<kind>` of the root
   (every python3.* when `version` is "") to the default environment. */
static void cudnn_strict_img_default_sites(struct cudnn_strict_img *c,
                                           const char *prefix,
                                           const char *version,
                                           const char *kind) {
  char lib[CUDNN_STRICT_PATH_SIZE], host[CUDNN_STRICT_PATH_SIZE];
  struct dirent **list = NULL;
  int n, i;
  cudnn_strict_img_printf(lib, sizeof(lib), "%s/lib",
                          strcmp(prefix, "/") == 0 ? "" : prefix);
  if (cudnn_strict_rootfs_host(c->root, lib, host, sizeof(host)) == NULL ||
      (n = scandir(host, &list, NULL, alphasort)) < 0)
    return;
  for (i = 0; i < n; ++i) {
    char site[CUDNN_STRICT_PATH_SIZE], real[CUDNN_STRICT_PATH_SIZE];
    const char *name = list[i]->d_name;
    if (strncmp(name, "python3", 7) == 0 &&
        (version[0] == '\0' ? name[7] == '.' || name[7] == '\0'
                            : strcmp(name + 6, version) == 0) &&
        c->default_count < CUDNN_STRICT_IMG_MAX_SITES &&
        cudnn_strict_img_printf(site, sizeof(site), "%s/%s/%s", lib, name,
                                kind) < (int)sizeof(site) &&
        cudnn_strict_rootfs_resolve(c->root, site, real, sizeof(real), NULL,
                                    0) == CUDNN_STRICT_ROOTFS_FOUND)
      cudnn_strict_copy_text(c->defaults[c->default_count++],
                             sizeof(c->defaults[0]), real);
    free(list[i]);
  }
  free(list);
}

/* The environment of the interpreter at `python` (as PATH names it): a
   venv when a pyvenv.cfg lies beside it or one directory above (Python's
   own rule, on the path it was started by, before links), with its base
   environment when include-system-site-packages is true; else the prefix
   of the file it resolves to (/usr/bin/python3.12: /usr), with Debian's
   dist-packages (/usr/local/lib/python3.X/dist-packages,
   /usr/lib/python3/dist-packages). */
static void cudnn_strict_img_environment(struct cudnn_strict_img *c,
                                         const char *python, int depth) {
  static char text[CUDNN_STRICT_IMG_TEXT_SIZE];
  char bin[CUDNN_STRICT_PATH_SIZE], venv[CUDNN_STRICT_PATH_SIZE];
  char cfg[CUDNN_STRICT_PATH_SIZE], real[CUDNN_STRICT_PATH_SIZE];
  char prefix[CUDNN_STRICT_PATH_SIZE], version[32];
  const char *base;
  int up;
  cudnn_strict_dirname(python, bin, sizeof(bin));
  for (up = 0; up < 2; ++up) {
    if (up == 0)
      cudnn_strict_copy_text(venv, sizeof(venv), bin);
    else
      cudnn_strict_dirname(bin, venv, sizeof(venv));
    cudnn_strict_img_printf(cfg, sizeof(cfg), "%s/pyvenv.cfg",
                            strcmp(venv, "/") == 0 ? "" : venv);
    if (cudnn_strict_img_read(c, cfg, text, sizeof(text))) {
      char home[CUDNN_STRICT_PATH_SIZE], system[16],
          python_in_home[CUDNN_STRICT_PATH_SIZE];
      cudnn_strict_img_default_sites(c, venv, "", "site-packages");
      cudnn_strict_img_cfg(text, "include-system-site-packages", system,
                           sizeof(system));
      cudnn_strict_img_cfg(text, "home", home, sizeof(home));
      if (depth == 0 && strcmp(system, "true") == 0 && home[0] == '/') {
        cudnn_strict_img_printf(python_in_home, sizeof(python_in_home),
                                "%s/python3", home);
        cudnn_strict_img_environment(c, python_in_home, depth + 1);
      }
      return;
    }
  }
  if (cudnn_strict_rootfs_resolve(c->root, python, real, sizeof(real), NULL,
                                  0) != CUDNN_STRICT_ROOTFS_FOUND)
    return;
  base = strrchr(real, '/') + 1;
  /* python3.12 names its version; python3 itself takes every python3.*. */
  version[0] = '\0';
  if (strncmp(base, "python3.", 8) == 0)
    cudnn_strict_copy_text(version, sizeof(version), base + 6);
  cudnn_strict_dirname(real, bin, sizeof(bin));
  cudnn_strict_dirname(bin, prefix, sizeof(prefix));
  if (strcmp(prefix, "/usr") == 0)
    cudnn_strict_img_default_sites(c, "/usr/local", version, "dist-packages");
  cudnn_strict_img_default_sites(c, prefix, version, "site-packages");
  cudnn_strict_img_default_sites(c, prefix, version, "dist-packages");
  if (strcmp(prefix, "/usr") == 0)
    cudnn_strict_img_default_sites(c, prefix, "3", "dist-packages");
}

/* The Python a process of the image starts as `python3` (else `python`):
   the first of PATH's directories that holds one, inside the root (an
   empty or relative entry is the working directory, unknown here, and
   skipped), and its environment.  Without PATH, the one container
   runtimes give a process whose image sets none. */
static void cudnn_strict_img_default_python(struct cudnn_strict_img *c) {
  static const char *const names[] = {"python3", "python"};
  const char *list = c->path_list != NULL
                         ? c->path_list
                         : "/usr/local/sbin:/usr/local/bin:/usr/sbin:"
                           "/usr/bin:/sbin:/bin";
  size_t i;
  c->python[0] = '\0';
  for (i = 0; i < sizeof(names) / sizeof(names[0]) && c->python[0] == '\0';
       ++i) {
    const char *at = list;
    while (at != NULL && *at != '\0' && c->python[0] == '\0') {
      char candidate[CUDNN_STRICT_PATH_SIZE];
      size_t length = strcspn(at, ":");
      if (at[0] == '/' &&
          cudnn_strict_img_printf(
              candidate, sizeof(candidate), "%.*s/%s",
              (int)(length > 1 && at[length - 1] == '/' ? length - 1 : length),
              at, names[i]) < (int)sizeof(candidate) &&
          cudnn_strict_img_runnable(c, candidate))
        cudnn_strict_copy_text(c->python, sizeof(c->python), candidate);
      at = at[length] == ':' ? at + length + 1 : NULL;
    }
  }
  /* No python3 on PATH: a process of the image can only name one by its
     path, and VIRTUAL_ENV's venv is the one its Dockerfile meant. */
  for (i = 0; i < sizeof(names) / sizeof(names[0]) && c->python[0] == '\0' &&
              c->virtual_env != NULL && c->virtual_env[0] == '/';
       ++i) {
    char candidate[CUDNN_STRICT_PATH_SIZE];
    if (cudnn_strict_img_printf(candidate, sizeof(candidate), "%s/bin/%s",
                                c->virtual_env,
                                names[i]) < (int)sizeof(candidate) &&
        cudnn_strict_img_runnable(c, candidate)) {
      cudnn_strict_copy_text(c->python, sizeof(c->python), candidate);
      c->python_from_venv = 1;
    }
  }
  if (c->python[0] != '\0')
    cudnn_strict_img_environment(c, c->python, 0);
}

/* Says which Python is the image's default, before the items: the line
   for people, `python`, `python.site.<k>` and `python.virtual_env` for
   programs. */
static void cudnn_strict_img_python_line(struct cudnn_strict_img *c) {
  char venv_words[CUDNN_STRICT_PATH_SIZE + 160];
  int k, inside = 0;
  if (c->python[0] == '\0')
    return;
  venv_words[0] = '\0';
  if (c->virtual_env != NULL) {
    size_t n = strlen(c->virtual_env);
    while (n > 1 && c->virtual_env[n - 1] == '/')
      --n;
    inside = strncmp(c->python, c->virtual_env, n) == 0 && c->python[n] == '/';
    /* VIRTUAL_ENV alone changes nothing a process runs: only PATH does
       (activate puts $VIRTUAL_ENV/bin first on it). */
    if (inside)
      cudnn_strict_img_printf(venv_words, sizeof(venv_words),
                              "; VIRTUAL_ENV=%s names this venv",
                              c->virtual_env);
    else
      cudnn_strict_img_printf(venv_words, sizeof(venv_words),
                              "; VIRTUAL_ENV=%s names another environment, "
                              "which a process started by the name %s does "
                              "not run",
                              c->virtual_env, strrchr(c->python, '/') + 1);
  }
  if (c->w != NULL) {
    char key[64];
    cudnn_strict_write_text(c->w, "python", c->python);
    for (k = 0; k < c->default_count; ++k) {
      cudnn_strict_img_printf(key, sizeof(key), "python.site.%d", k);
      cudnn_strict_write_text(c->w, key, c->defaults[k]);
    }
    cudnn_strict_write_long(c->w, "python.site_count", c->default_count);
    if (c->virtual_env != NULL)
      cudnn_strict_write_text(c->w, "python.virtual_env", c->virtual_env);
    return;
  }
  if (c->python_from_venv)
    printf("Default Python: %s (the venv VIRTUAL_ENV names: no python3 or "
           "python on PATH%s%s)\n",
           c->python, c->path_list != NULL ? "=" : ", the runtime's default",
           c->path_list != NULL ? c->path_list : "");
  else
    printf("Default Python: %s (the first %s on PATH%s%s)\n", c->python,
           strrchr(c->python, '/') + 1,
           c->path_list != NULL ? "=" : ", the runtime's default",
           c->path_list != NULL ? c->path_list : "");
  for (k = 0; k < c->default_count; ++k)
    printf("  environment: %s\n", c->defaults[k]);
  if (venv_words[0] != '\0' && !c->python_from_venv)
    printf("  %s\n", venv_words + 2);
}

/* The pip command that installs into the Python environment `site` when
   it is not the default one: its venv's interpreter, else the one of its
   prefix (<prefix>/bin/python3.X); NULL when none is found (plain pip). */
static const char *cudnn_strict_img_pip_of(const struct cudnn_strict_img *c,
                                           const char *site, char *out,
                                           size_t size) {
  char lib[CUDNN_STRICT_PATH_SIZE], prefix[CUDNN_STRICT_PATH_SIZE];
  char python[CUDNN_STRICT_PATH_SIZE], version[32];
  const char *base;
  cudnn_strict_dirname(site, lib, sizeof(lib)); /* .../lib/python3.12 */
  base = strrchr(lib, '/');
  cudnn_strict_copy_text(version, sizeof(version),
                         base != NULL ? base + 1 : "");
  cudnn_strict_dirname(lib, prefix, sizeof(prefix)); /* .../lib */
  cudnn_strict_dirname(prefix, prefix, sizeof(prefix));
  if (strcmp(prefix, "/") == 0)
    prefix[0] = '\0';
  cudnn_strict_img_printf(python, sizeof(python), "%s/bin/%s", prefix, version);
  if (!cudnn_strict_img_runnable(c, python))
    cudnn_strict_img_printf(python, sizeof(python), "%s/bin/python3", prefix);
  /* Debian's /usr/local/lib/python3.X/dist-packages is /usr/bin's. */
  if (!cudnn_strict_img_runnable(c, python) &&
      strcmp(prefix, "/usr/local") == 0 &&
      strstr(site, "/dist-packages") != NULL)
    cudnn_strict_img_printf(python, sizeof(python), "/usr/bin/%s", version);
  if (!cudnn_strict_img_runnable(c, python))
    return NULL;
  cudnn_strict_img_printf(out, size, "%s -m pip", python);
  return out;
}

/* The default directories of the root's own dynamic loader: glibc's ld.so
   is built with them (Debian's and Ubuntu's search /lib/<triplet>,
   /usr/lib/<triplet>, /lib and /usr/lib, Fedora's /lib64 and /usr/lib64),
   and without an ld.so cache they are all it searches after
   LD_LIBRARY_PATH and RUNPATH.  The loader is the one the ABI names for
   this processor, resolved inside the root. */
static void cudnn_strict_img_loader(struct cudnn_strict_img *c) {
  static const struct {
    unsigned machine;
    const char *path;
  } loaders[] = {{62, "/lib64/ld-linux-x86-64.so.2"},
                 {183, "/lib/ld-linux-aarch64.so.1"},
                 {21, "/lib64/ld64.so.2"},
                 {22, "/lib/ld64.so.1"},
                 {243, "/lib/ld-linux-riscv64-lp64d.so.1"}};
  char host[CUDNN_STRICT_PATH_SIZE];
  unsigned machine = cudnn_strict_own_machine();
  size_t i;
  c->default_directories[0] = '\0';
  for (i = 0; i < sizeof(loaders) / sizeof(loaders[0]); ++i)
    if (loaders[i].machine == machine &&
        cudnn_strict_rootfs_host(c->root, loaders[i].path, host,
                                 sizeof(host)) != NULL &&
        !cudnn_strict_ld_system_directories(host, c->default_directories,
                                            sizeof(c->default_directories)))
      c->default_directories[0] = '\0';
}

/* Judges the root `c->root` (already resolved); the caller has set the
   writer and the environment. */
static int cudnn_strict_img_run(struct cudnn_strict_img *c) {
  char cache[CUDNN_STRICT_PATH_SIZE];
  int i;
  /* The root's own cache, never this machine's (and no test seam: the
     variable is this machine's environment). */
  if (cudnn_strict_rootfs_host(c->root, "/etc/ld.so.cache", cache,
                               sizeof(cache)) != NULL) {
    cudnn_strict_ld_cache_read(&c->cache, cache);
    c->has_cache = 1;
  }
  cudnn_strict_img_loader(c);
  /* With --check-binary, the walk finds the Python environments only. */
  c->walk_binaries = c->binary_count == 0;
  cudnn_strict_img_walk(c, "/", 0);
  cudnn_strict_img_default_python(c);
  cudnn_strict_img_python_line(c);
  /* The default Python's environment first, in its own order: its
     verdict, and its fix, come first in the report. */
  for (i = 0; i < c->default_count; ++i) {
    c->pip = NULL;
    c->site_is_default = 1;
    cudnn_strict_img_site(c, c->defaults[i]);
  }
  c->site_is_default = 0;
  for (i = 0; i < c->site_count; ++i) {
    char real[CUDNN_STRICT_PATH_SIZE], pip[CUDNN_STRICT_PATH_SIZE + 16];
    int k, seen = 0;
    if (cudnn_strict_rootfs_resolve(c->root, c->sites[i], real, sizeof(real),
                                    NULL, 0) != CUDNN_STRICT_ROOTFS_FOUND)
      cudnn_strict_copy_text(real, sizeof(real), c->sites[i]);
    for (k = 0; k < c->default_count && !seen; ++k)
      seen = strcmp(c->defaults[k], real) == 0;
    if (seen)
      continue;
    /* Another environment than the default one: its fix names its own
       interpreter, as a plain pip would install into the default one. */
    c->pip = c->python[0] != '\0'
                 ? cudnn_strict_img_pip_of(c, c->sites[i], pip, sizeof(pip))
                 : NULL;
    cudnn_strict_img_site(c, c->sites[i]);
  }
  c->pip = NULL;
  for (i = 0; i < c->binary_count; ++i)
    cudnn_strict_img_binary(c, c->binaries[i]);
  cudnn_strict_ld_cache_free(&c->cache);
  return c->worst;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_image_main(int argc, char **argv) {
  static struct cudnn_strict_img c;
  static char env_ld[CUDNN_STRICT_PATH_SIZE];
  static char env_path[CUDNN_STRICT_PATH_SIZE];
  static char env_venv[CUDNN_STRICT_PATH_SIZE];
  int path_given = 0, venv_given = 0;
  static struct cudnn_strict_oci_image img;
  struct cudnn_strict_writer writer;
  const char *root = NULL, *image = NULL;
  char unpacked[CUDNN_STRICT_PATH_SIZE];
  int env_given = 0;
  char *named[CUDNN_STRICT_IMG_MAX_BINARIES];
  int i, format = 0, taking = 0, named_count = 0, status;
  memset(&c, 0, sizeof(c));
  for (i = 1; i < argc; ++i) {
    const char *a = argv[i];
    if (strcmp(a, "--root") == 0 && i + 1 < argc) {
      root = argv[++i];
      taking = 0;
    } else if (strcmp(a, "--image") == 0 && i + 1 < argc) {
      image = argv[++i];
      taking = 0;
    } else if (strcmp(a, "--env") == 0 && i + 1 < argc) {
      const char *value = strchr(argv[++i], '=');
      if (value == NULL)
        return cudnn_strict_img_usage("--env takes NAME=VALUE");
      if (strncmp(argv[i], "LD_LIBRARY_PATH=", 16) == 0) {
        env_given = 1;
        cudnn_strict_copy_text(env_ld, sizeof(env_ld), value + 1);
        c.ld_library_path = env_ld[0] != '\0' ? env_ld : NULL;
      } else if (strncmp(argv[i], "PATH=", 5) == 0) {
        path_given = 1;
        cudnn_strict_copy_text(env_path, sizeof(env_path), value + 1);
        c.path_list = env_path;
      } else if (strncmp(argv[i], "VIRTUAL_ENV=", 12) == 0) {
        venv_given = 1;
        cudnn_strict_copy_text(env_venv, sizeof(env_venv), value + 1);
        c.virtual_env = env_venv[0] != '\0' ? env_venv : NULL;
      }
      taking = 0;
    } else if (strcmp(a, "--check-binary") == 0) {
      taking = 1;
    } else if (strcmp(a, "--expect") == 0 && i + 1 < argc) {
      int v[3] = {0, 0, 0};
      c.expect = argv[++i];
      if (sscanf(c.expect, "%d.%d.%d", &v[0], &v[1], &v[2]) < 2)
        return cudnn_strict_img_usage("--expect takes MAJOR.MINOR[.PATCH]");
      c.expected.major = v[0];
      c.expected.minor = v[1];
      c.expected.patch = v[2];
      taking = 0;
    } else if (strcmp(a, "--json") == 0) {
      format = 1;
    } else if (strcmp(a, "--format") == 0 && i + 1 < argc &&
               (strcmp(argv[i + 1], "text") == 0 ||
                strcmp(argv[i + 1], "json") == 0 ||
                strcmp(argv[i + 1], "keyvalue") == 0)) {
      ++i;
      format = argv[i][0] == 't' ? 0 : argv[i][0] == 'j' ? 1 : 2;
    } else if (taking && a[0] == '/' &&
               named_count < CUDNN_STRICT_IMG_MAX_BINARIES) {
      named[named_count++] = argv[i];
    } else {
      char what[CUDNN_STRICT_PATH_SIZE];
      cudnn_strict_img_printf(
          what, sizeof(what),
          taking ? "--check-binary with --root takes absolute paths "
                   "inside the root, not '%s'"
                 : "unknown argument '%s'",
          a);
      return cudnn_strict_img_usage(what);
    }
  }
  if ((root == NULL) == (image == NULL))
    return cudnn_strict_img_usage("one of --root DIR and --image FILE is "
                                  "required");
  if (taking && named_count == 0)
    return cudnn_strict_img_usage("--check-binary names no file");
  if (image != NULL) {
    /* The layers applied into a private directory that only this run
       reads, removed when it ends. */
    char why[CUDNN_STRICT_PATH_SIZE + 512];
    char reason[CUDNN_STRICT_PATH_SIZE * 2 + 512];
    const char *tmp = getenv("TMPDIR");
    struct stat st;
    if (stat(image, &st) != 0) {
      fprintf(stderr,
              "cudnn-strict-probe: %s does not exist. Fix: name an OCI "
              "layout directory, an OCI archive or a docker save "
              "archive.\n",
              image);
      return 2;
    }
    /* A file that is there but whose manifest, index or archive is not
       an image's cannot be judged (5), in every format. */
    if (!cudnn_strict_oci_open(image, &img, why, sizeof(why))) {
      cudnn_strict_img_printf(reason, sizeof(reason), "%s %s", image, why);
      status = cudnn_strict_img_refuse(
          format, image, &img, 0, reason,
          "name an OCI layout directory, an OCI archive or a docker save "
          "archive");
      cudnn_strict_oci_close(&img);
      return status;
    }
    /* A run killed while it reads (a CI job's timeout, Ctrl-C) must not
       leave gigabytes behind in /tmp. */
    cudnn_strict_oci_catch_signals();
    cudnn_strict_img_printf(unpacked, sizeof(unpacked),
                            "%s/cudnn-strict-image-XXXXXX",
                            tmp != NULL && tmp[0] == '/' ? tmp : "/tmp");
    if (mkdtemp(unpacked) == NULL) {
      fprintf(stderr,
              "cudnn-strict-probe: no directory can be made in %s to "
              "read the image's files into. Fix: set TMPDIR to a "
              "writable directory.\n",
              tmp != NULL && tmp[0] == '/' ? tmp : "/tmp");
      cudnn_strict_oci_close(&img);
      return 2;
    }
    if (!cudnn_strict_oci_unpack(&img, unpacked, why, sizeof(why))) {
      cudnn_strict_oci_stop_now(unpacked);
      cudnn_strict_oci_remove(unpacked);
      cudnn_strict_img_printf(reason, sizeof(reason), "%s cannot be judged: %s",
                              image, why);
      status = cudnn_strict_img_refuse(format, image, &img, img.refused_layer,
                                       reason, "");
      cudnn_strict_oci_close(&img);
      return status;
    }
    root = unpacked;
    /* The image's Env, unless --env says otherwise. */
    if (!env_given && img.has_ld_library_path) {
      cudnn_strict_copy_text(env_ld, sizeof(env_ld), img.ld_library_path);
      c.ld_library_path = env_ld[0] != '\0' ? env_ld : NULL;
    }
    if (!path_given && img.has_path_list) {
      cudnn_strict_copy_text(env_path, sizeof(env_path), img.path_list);
      c.path_list = env_path;
    }
    if (!venv_given && img.has_virtual_env) {
      cudnn_strict_copy_text(env_venv, sizeof(env_venv), img.virtual_env);
      c.virtual_env = env_venv[0] != '\0' ? env_venv : NULL;
    }
    c.origin = cudnn_strict_img_layer_words;
    c.origin_data = &img;
  }
  if (realpath(root, c.root) == NULL) {
    fprintf(stderr,
            "cudnn-strict-probe: %s cannot be read as a root file "
            "system. Fix: name the directory an image was unpacked "
            "into.\n",
            root);
    return 2;
  }
  {
    struct stat st;
    if (stat(c.root, &st) != 0 || !S_ISDIR(st.st_mode)) {
      fprintf(stderr,
              "cudnn-strict-probe: %s is not a directory. Fix: name "
              "the directory an image was unpacked into.\n",
              root);
      return 2;
    }
  }
  /* "/" is this machine's root: nothing is prefixed. */
  if (strcmp(c.root, "/") == 0)
    c.root[0] = '\0';
  for (i = 0; i < named_count; ++i)
    cudnn_strict_copy_text(c.binaries[i], sizeof(c.binaries[0]), named[i]);
  c.binary_count = named_count;

  setvbuf(stdout, NULL, _IOLBF, 0);
  if (format != 0) {
    if (format == 1)
      cudnn_strict_writer_json(&writer, stdout);
    else
      cudnn_strict_writer_key_value(&writer, stdout);
    c.w = &writer;
    cudnn_strict_write_text(&writer, "probe.format",
                            CUDNN_STRICT_REPORT_FORMAT);
    cudnn_strict_write_text(&writer, image != NULL ? "image" : "root",
                            image != NULL ? image : root);
    if (c.ld_library_path != NULL)
      cudnn_strict_write_text(&writer, "ld_library_path", c.ld_library_path);
  } else {
    if (image != NULL)
      printf("Image: %s (%s, %d layers)%s%s\n", image, img.kind,
             img.layer_count, c.ld_library_path ? ", LD_LIBRARY_PATH=" : "",
             c.ld_library_path ? c.ld_library_path : "");
    else
      printf("Root: %s%s%s\n", root,
             c.ld_library_path ? ", LD_LIBRARY_PATH=" : "",
             c.ld_library_path ? c.ld_library_path : "");
  }
  status = cudnn_strict_img_run(&c);
  if (c.index == 0 && format == 0)
    printf("no framework of a Python environment and no ELF file that "
           "needs libcudnn is in the root\n");
  if (format != 0) {
    cudnn_strict_write_long(&writer, "check.count", c.index);
    cudnn_strict_writer_end(&writer);
  }
  if (image != NULL) {
    /* A signal during the judgement (seconds: the files are already
       here) is acted on once it ends. */
    cudnn_strict_oci_stop_now(unpacked);
    cudnn_strict_oci_remove(unpacked);
    cudnn_strict_oci_close(&img);
  }
  return status;
}

#else /* _WIN32 */

#include "cudnn_strict_image.h"

#include <stdio.h>

CUDNN_STRICT_INTERNAL int cudnn_strict_image_main(int argc, char **argv) {
  (void)argc;
  (void)argv;
  fprintf(stderr, "cudnn-strict-probe: --root and --image are not available "
                  "on Windows\n");
  return 64;
}

#endif /* _WIN32 */

#include "cudnn_strict_arguments.h"

CUDNN_STRICT_INTERNAL int cudnn_strict_image_requested(int argc, char **argv) {
  static const char *const options[] = {"--root", "--image", NULL};
  return cudnn_strict_argument_given(argc, argv, options);
}
