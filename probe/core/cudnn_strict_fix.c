/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_fix.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_fix.h"

#include "cudnn_strict_environment.h"
#include "cudnn_strict_judge.h"
#include "cudnn_strict_library_file.h"

CUDNN_STRICT_INTERNAL void cudnn_strict_fix_graph_path(const char *library,
                                                       char *out, size_t size) {
  const char *base = strrchr(library, '/');
  char directory[CUDNN_STRICT_PATH_SIZE];
  int n;
  out[0] = '\0';
  if (base == NULL || strncmp(base + 1, "libcudnn.", 9) != 0)
    return;
  cudnn_strict_dirname(library, directory, sizeof(directory));
  n = snprintf(out, size, "%s/libcudnn_graph%s", directory, base + 9);
  if (n <= 0 || (size_t)n >= size || access(out, R_OK) != 0)
    out[0] = '\0';
}

#if defined(_WIN32)
/* cuDNN's DLLs load their sub-libraries by name, and Windows hands a
   process the module of that name it already has: a second cuDNN cannot
   be read in the process that loaded one (it would answer with the first
   one's sub-libraries), and one whose sub-libraries are on no search path
   ends the process.  So no candidate is read on Windows. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_read_cudnn(const char *path, struct cudnn_strict_version *version,
                        long *code, long *cudart_code) {
  (void)path;
  (void)version;
  (void)code;
  (void)cudart_code;
  return 0;
}
#else
#include <sys/stat.h>

CUDNN_STRICT_INTERNAL int
cudnn_strict_read_cudnn(const char *path, struct cudnn_strict_version *version,
                        long *code, long *cudart_code) {
  char graph[CUDNN_STRICT_PATH_SIZE];
  void *graph_handle = NULL, *handle;
  Lmid_t space = LM_ID_NEWLM;
  struct stat st;
  int ok = 0;
  char why[256];
  /* The loader opens a candidate with a blocking open(): a FIFO named
     like a library would stop the search for good; and it maps a
     truncated file, which kills this process at the first touch. */
  if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) ||
      cudnn_strict_library_file_load(path, 0, why, sizeof(why)) !=
          CUDNN_STRICT_LOAD_TAKE)
    return 0;
  cudnn_strict_fix_graph_path(path, graph, sizeof(graph));
  if (graph[0] != '\0' && stat(graph, &st) != 0)
    graph[0] = '\0';
  /* cuDNN 9's libcudnn maps its graph library to answer: the same holds. */
  if (graph[0] != '\0' &&
      (!S_ISREG(st.st_mode) ||
       cudnn_strict_library_file_load(graph, 0, why, sizeof(why)) !=
           CUDNN_STRICT_LOAD_TAKE))
    return 0;
  if (graph[0] != '\0') {
    graph_handle = dlmopen(LM_ID_NEWLM, graph, CUDNN_STRICT_DLOPEN_MODE);
    if (graph_handle != NULL && dlinfo(graph_handle, RTLD_DI_LMID, &space) != 0)
      space = LM_ID_NEWLM;
  }
  handle = dlmopen(space, path, CUDNN_STRICT_DLOPEN_MODE);
  if (handle != NULL) {
    if (cudnn_strict_ask_versions(handle, code, cudart_code))
      ok = cudnn_strict_decode(*code, version);
    dlclose(handle);
  }
  if (graph_handle != NULL)
    dlclose(graph_handle);
  return ok;
}
#endif

CUDNN_STRICT_INTERNAL int
cudnn_strict_fix_acceptable(const struct cudnn_strict_fix_request *q,
                            struct cudnn_strict_version version, long code,
                            long cudart_code) {
  struct cudnn_strict_known_bad_query bad;
  char why[256];
  if (cudnn_strict_compare(q->built, version, q->policy) !=
          CUDNN_STRICT_COMPATIBLE ||
      cudnn_strict_cudart_answer_problem(cudart_code, why, sizeof(why)))
    return 0;
  if (cudnn_strict_compare_cudart(cudart_code, q->built_cudart_code) ==
      CUDNN_STRICT_CUDART_MAJOR_DIFFERS)
    return 0;
  memset(&bad, 0, sizeof(bad));
  bad.code = code;
  bad.cudart_code = cudart_code;
  bad.built_code = cudnn_strict_encode(q->built);
  bad.features = q->features;
  return cudnn_strict_known_bad_next(&bad, 0, CUDNN_STRICT_KNOWN_BAD_REFUSE) <
         0;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_fix_better(const struct cudnn_strict_fix_search *s,
                        struct cudnn_strict_version v) {
  struct cudnn_strict_version b = s->best.version, built = s->request->built;
  int v_exact = v.major == built.major && v.minor == built.minor &&
                v.patch == built.patch;
  int b_exact = b.major == built.major && b.minor == built.minor &&
                b.patch == built.patch;
  if (!s->found || v_exact != b_exact)
    return !s->found || v_exact;
  return cudnn_strict_encode(v) > cudnn_strict_encode(b);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_fix_seen(struct cudnn_strict_fix_search *s, const char *real) {
  size_t i;
  for (i = 0; i < s->seen_count; ++i)
    if (strcmp(s->seen[i], real) == 0)
      return 1;
  if (s->seen_count < CUDNN_STRICT_FIX_MAX_SEEN)
    cudnn_strict_copy_text(s->seen[s->seen_count++], CUDNN_STRICT_PATH_SIZE,
                           real);
  return 0;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_visit(struct cudnn_strict_fix_search *s, const char *directory,
                       const char *place) {
  char path[CUDNN_STRICT_PATH_SIZE], real[PATH_MAX];
  struct cudnn_strict_fix_candidate *c = &s->probe;
  long code = 0;
  int n = snprintf(path, sizeof(path), "%s/%s", directory, s->request->soname);
  if (!cudnn_strict_path_is_absolute(directory) || n <= 0 ||
      (size_t)n >= sizeof(path) || realpath(path, real) == NULL)
    return;
  if ((s->request->skip_library != NULL &&
       strcmp(real, s->request->skip_library) == 0) ||
      cudnn_strict_fix_seen(s, real) ||
      s->reads++ >= CUDNN_STRICT_FIX_MAX_READS)
    return;
  if (!cudnn_strict_read_cudnn(real, &c->version, &code, &c->cudart_code) ||
      !cudnn_strict_fix_acceptable(s->request, c->version, code,
                                   c->cudart_code) ||
      !cudnn_strict_fix_better(s, c->version))
    return;
  cudnn_strict_copy_text(c->library, sizeof(c->library), real);
  cudnn_strict_copy_text(c->directory, sizeof(c->directory), directory);
  cudnn_strict_copy_text(c->place, sizeof(c->place), place);
  s->best = *c;
  s->found = 1;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_glob(struct cudnn_strict_fix_search *s, const char *pattern,
                      const char *place) {
  glob_t matches;
  size_t i;
  if (glob(pattern, GLOB_ONLYDIR, NULL, &matches) != 0)
    return;
  for (i = 0; i < matches.gl_pathc; ++i)
    cudnn_strict_fix_visit(s, matches.gl_pathv[i], place);
  globfree(&matches);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_under(struct cudnn_strict_fix_search *s, const char *prefix,
                       const char *suffix, const char *place) {
  char pattern[CUDNN_STRICT_PATH_SIZE];
  int n;
  if (prefix == NULL || prefix[0] != '/' || strpbrk(prefix, "*?[\\") != NULL)
    return;
  n = snprintf(pattern, sizeof(pattern), "%s/%s", prefix, suffix);
  if (n > 0 && (size_t)n < sizeof(pattern))
    cudnn_strict_fix_glob(s, pattern, place);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_prefix(struct cudnn_strict_fix_search *s, const char *prefix,
                        const char *place) {
  cudnn_strict_fix_under(s, prefix, "lib64", place);
  cudnn_strict_fix_under(s, prefix, "lib", place);
  cudnn_strict_fix_under(s, prefix, "lib/" CUDNN_STRICT_TRIPLET, place);
  cudnn_strict_fix_wheels(s, prefix, NULL, place);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_path_list(struct cudnn_strict_fix_search *s, const char *list,
                           const char *place) {
  char entry[CUDNN_STRICT_PATH_SIZE];
  const char *start = list;
  if (list == NULL)
    return;
  while (*start != '\0') {
    size_t length = strcspn(start, ":;");
    if (length > 0 && length < sizeof(entry)) {
      memcpy(entry, start, length);
      entry[length] = '\0';
      cudnn_strict_fix_visit(s, entry, place);
    }
    if (start[length] == '\0')
      break;
    start += length + 1;
  }
}

CUDNN_STRICT_INTERNAL int cudnn_strict_fix_wants(const char *locations,
                                                 const char *name) {
  size_t length = strlen(name);
  const char *at = locations;
  if (locations == NULL || locations[0] == '\0')
    return 1;
  while (*at != '\0') {
    size_t token = strcspn(at, ";, :");
    if (token == length) {
      size_t i = 0;
      while (i < length && (at[i] & ~0x20) == name[i])
        ++i;
      if (i == length)
        return 1;
    }
    at += token + (at[token] != '\0');
  }
  return 0;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_roots(struct cudnn_strict_fix_search *s) {
  static const char *const variables[] = {
      CUDNN_STRICT_ENV(CuDNNStrict_ROOT), CUDNN_STRICT_ENV(CUDNN_ROOT),
      CUDNN_STRICT_ENV(CUDNN_PATH), CUDNN_STRICT_ENV(CUDNN_HOME)};
  size_t i;
  for (i = 0; i < s->request->root_count; ++i)
    cudnn_strict_fix_prefix(s, s->request->roots[i], "an install prefix");
  for (i = 0; i < sizeof(variables) / sizeof(variables[0]); ++i)
    cudnn_strict_fix_prefix(s, secure_getenv(variables[i]), variables[i]);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_toolkits(struct cudnn_strict_fix_search *s) {
  static const char *const place = "the CUDA toolkit";
  cudnn_strict_fix_prefix(s, secure_getenv(CUDNN_STRICT_ENV(CUDA_HOME)), place);
  cudnn_strict_fix_prefix(s, secure_getenv(CUDNN_STRICT_ENV(CUDA_PATH)), place);
  cudnn_strict_fix_prefix(s, "/usr/local/cuda", place);
  cudnn_strict_fix_glob(s, "/usr/local/cuda-*/lib64", place);
  cudnn_strict_fix_glob(s, "/usr/local/cuda-*/lib", place);
  cudnn_strict_fix_prefix(s, "/opt/cuda", place);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_wheels(struct cudnn_strict_fix_search *s, const char *prefix,
                        const char *site, const char *place) {
#define CUDNN_STRICT_WHEEL_FOLDER(folder) folder,
  static const char *const wheels[] = {
      CUDNN_STRICT_WHEEL_MAP(CUDNN_STRICT_WHEEL_FOLDER)};
#undef CUDNN_STRICT_WHEEL_FOLDER
  char suffix[128];
  size_t i;
  for (i = 0; i < sizeof(wheels) / sizeof(wheels[0]); ++i) {
    snprintf(suffix, sizeof(suffix), "%s%s%s/lib", site ? site : "",
             site ? "/" : "", wheels[i]);
    cudnn_strict_fix_under(s, prefix, suffix, place);
  }
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_pythons(struct cudnn_strict_fix_search *s, const char *prefix,
                         const char *place) {
  static const char *const sites[] = {"lib/python3*/site-packages",
                                      "lib/python3*/dist-packages",
                                      "lib64/python3*/site-packages"};
  size_t i;
  for (i = 0; i < sizeof(sites) / sizeof(sites[0]); ++i)
    cudnn_strict_fix_wheels(s, prefix, sites[i], place);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_fix_path_python(const char *list, char *prefix, size_t size) {
#if defined(_WIN32)
  /* No candidate is read on Windows (cudnn_strict_read_cudnn). */
  (void)list;
  (void)size;
  prefix[0] = '\0';
  return 0;
#else
  static const char *const names[] = {"python3", "python"};
  char entry[CUDNN_STRICT_PATH_SIZE], file[CUDNN_STRICT_PATH_SIZE];
  struct stat st;
  size_t i, length;
  prefix[0] = '\0';
  while (cudnn_strict_next_path_entry(&list, entry, sizeof(entry))) {
    if (entry[0] != '/')
      continue;
    length = strlen(entry);
    while (length > 1 && entry[length - 1] == '/')
      entry[--length] = '\0';
    for (i = 0; i < sizeof(names) / sizeof(names[0]); ++i) {
      int n = snprintf(file, sizeof(file), "%s/%s", entry, names[i]);
      if (n > 0 && (size_t)n < sizeof(file) && stat(file, &st) == 0 &&
          S_ISREG(st.st_mode) && access(file, X_OK) == 0) {
        cudnn_strict_dirname(entry, prefix, size);
        return 1;
      }
    }
  }
  return 0;
#endif
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_pip(struct cudnn_strict_fix_search *s) {
  static const char *const place = "a pip wheel";
  char prefix[CUDNN_STRICT_PATH_SIZE];
  const char *home = secure_getenv(CUDNN_STRICT_ENV(HOME));
  /* The Pythons the module's PIP location asks, in its order
     (Locations.cmake, _CuDNNStrict_python): the activated virtual
     environment's, the conda environment's, the one PATH starts. */
  cudnn_strict_fix_pythons(s, secure_getenv(CUDNN_STRICT_ENV(VIRTUAL_ENV)),
                           place);
  cudnn_strict_fix_pythons(s, secure_getenv(CUDNN_STRICT_ENV(CONDA_PREFIX)),
                           place);
  if (cudnn_strict_fix_path_python(secure_getenv(CUDNN_STRICT_ENV(PATH)),
                                   prefix, sizeof(prefix)))
    cudnn_strict_fix_pythons(s, prefix, place);
  /* Then where a system Python and pip --user install. */
  if (home != NULL && (size_t)snprintf(prefix, sizeof(prefix), "%s/.local",
                                       home) < sizeof(prefix))
    cudnn_strict_fix_pythons(s, prefix, place);
  cudnn_strict_fix_pythons(s, "/usr/local", place);
  cudnn_strict_fix_pythons(s, "/usr", place);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_system(struct cudnn_strict_fix_search *s) {
  static const char *const place = "a system directory";
  cudnn_strict_fix_visit(s, "/usr/lib/" CUDNN_STRICT_TRIPLET, place);
  cudnn_strict_fix_visit(s, "/usr/lib64", place);
  cudnn_strict_fix_visit(s, "/usr/lib", place);
  cudnn_strict_fix_visit(s, "/usr/local/lib", place);
}

/* The build's own directory is named last, and as such (fix_find). */
CUDNN_STRICT_HELPER int
cudnn_strict_fix_is_own(const struct cudnn_strict_fix_search *s,
                        const char *directory) {
  char real[PATH_MAX];
  const char *own = s->request->own_directory;
  return own != NULL && own[0] != '\0' && realpath(directory, real) != NULL &&
         strcmp(real, own) == 0;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_plan(struct cudnn_strict_fix_search *s, const char *plan) {
  char location[16], place[CUDNN_STRICT_FIX_PLACE_SIZE],
      directory[CUDNN_STRICT_PATH_SIZE];
  const char *at = plan;
  while (*at != '\0') {
    size_t length = strcspn(at, "\n"), name = strcspn(at, ":\n"), label;
    label = name < length ? strcspn(at + name + 1, "=\n") : 0;
    if (name < length && name < sizeof(location) && name + 1 + label < length &&
        label < sizeof(place) &&
        length - name - label - 2 < sizeof(directory)) {
      memcpy(location, at, name);
      location[name] = '\0';
      memcpy(place, at + name + 1, label);
      place[label] = '\0';
      memcpy(directory, at + name + label + 2, length - name - label - 2);
      directory[length - name - label - 2] = '\0';
      if (cudnn_strict_fix_wants(s->locations, location) &&
          !cudnn_strict_fix_is_own(s, directory))
        cudnn_strict_fix_visit(s, directory, place);
    }
    at += length + (at[length] != '\0');
  }
}

CUDNN_STRICT_INTERNAL struct cudnn_strict_fix_search *
cudnn_strict_fix_find(const struct cudnn_strict_fix_request *request) {
  const char *locations =
      request->locations != NULL
          ? request->locations
          : secure_getenv(CUDNN_STRICT_ENV(CUDNN_STRICT_SEARCH_LOCATIONS));
  struct cudnn_strict_fix_search *s =
      (struct cudnn_strict_fix_search *)calloc(1, sizeof(*s));
  if (s == NULL)
    return NULL;
  s->request = request;
  s->locations = locations;
#if defined(_WIN32)
  /* Nothing to read on Windows (cudnn_strict_read_cudnn): the message's
     own fix names the build's directory. */
  return s;
#else
  cudnn_strict_fix_path_list(s, cudnn_strict_search_path(),
                             CUDNN_STRICT_SEARCH_PATH_NAME);

  if (request->plan != NULL && request->plan[0] != '\0') {
    cudnn_strict_fix_plan(s, request->plan);
    /* What the run itself names: a deployment sets these where it runs. */
    if (cudnn_strict_fix_wants(locations, "ROOT"))
      cudnn_strict_fix_roots(s);
  } else {
    if (cudnn_strict_fix_wants(locations, "ROOT"))
      cudnn_strict_fix_roots(s);
    if (cudnn_strict_fix_wants(locations, "TOOLKIT"))
      cudnn_strict_fix_toolkits(s);
    /* A wheel in the conda environment's Python is PIP's, as in the
       module. */
    if (cudnn_strict_fix_wants(locations, "CONDA"))
      cudnn_strict_fix_prefix(s, secure_getenv(CUDNN_STRICT_ENV(CONDA_PREFIX)),
                              "conda");
    if (cudnn_strict_fix_wants(locations, "PIP"))
      cudnn_strict_fix_pip(s);
    if (cudnn_strict_fix_wants(locations, "SYSTEM"))
      cudnn_strict_fix_system(s);
  }
  /* Where the build took its cuDNN from, whatever the locations: never
     "no compatible cuDNN" while the message names that directory.  Last,
     so that a copy the searched places hold is named first. */
  if (!s->found && request->own_directory != NULL &&
      request->own_directory[0] != '\0')
    cudnn_strict_fix_visit(s, request->own_directory,
                           "the directory the build used");
  if (!s->found)
    cudnn_strict_fix_prefix(s, request->own_prefix, "beside the header");
  return s;
#endif
}

/* The cuDNN releases NVIDIA publishes per CUDA major, as the pip wheels
   nvidia-cudnn-cu<N> carry them (its tarballs and packages follow the same
   split); last {0, 0}: still released.  A suggestion to install a release
   is checked against it, so that it never names one that does not exist. */
static const struct cudnn_strict_cuda_releases {
  int cuda_major;
  int first_major, first_minor, last_major, last_minor;
} cudnn_strict_cuda_release_table[] = {
    {11, 8, 5, 9, 10},
    {12, 8, 8, 0, 0},
    {13, 9, 12, 0, 0},
};

static int cudnn_strict_minor_order(int major_a, int minor_a, int major_b,
                                    int minor_b) {
  if (major_a != major_b)
    return major_a < major_b ? -1 : 1;
  return minor_a < minor_b ? -1 : minor_a > minor_b;
}

/* Whether a release for CUDA `e` lies in [lo, hi] (major, minor). */
static int cudnn_strict_cuda_has(const struct cudnn_strict_cuda_releases *e,
                                 int lo_major, int lo_minor, int hi_major,
                                 int hi_minor) {
  int open = e->last_major == 0;
  return cudnn_strict_minor_order(hi_major, hi_minor, e->first_major,
                                  e->first_minor) >= 0 &&
         (open || cudnn_strict_minor_order(lo_major, lo_minor, e->last_major,
                                           e->last_minor) <= 0);
}

CUDNN_STRICT_HELPER void
cudnn_strict_append_cuda_range(struct cudnn_strict_text *t,
                               const struct cudnn_strict_cuda_releases *e) {
  if (e->last_major == 0)
    cudnn_strict_append(t, "nvidia-cudnn-cu%d has cuDNN %d.%d and newer",
                        e->cuda_major, e->first_major, e->first_minor);
  else
    cudnn_strict_append(t, "nvidia-cudnn-cu%d has cuDNN %d.%d to %d.%d",
                        e->cuda_major, e->first_major, e->first_minor,
                        e->last_major, e->last_minor);
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_fix_release_exists(const struct cudnn_strict_fix_request *q) {
  struct cudnn_strict_version b = q->built, cudart;
  size_t i, count = sizeof(cudnn_strict_cuda_release_table) /
                    sizeof(cudnn_strict_cuda_release_table[0]);
  int hi_minor = b.minor;
  if (!cudnn_strict_decode_cudart(q->built_cudart_code, &cudart))
    return 1;
  if (q->policy == CUDNN_STRICT_POLICY_COMPATIBLE &&
      b.major >= CUDNN_STRICT_FIRST_MINOR_COMPATIBLE_MAJOR)
    hi_minor = 99;
  for (i = 0; i < count; ++i) {
    const struct cudnn_strict_cuda_releases *e =
        &cudnn_strict_cuda_release_table[i];
    if (e->cuda_major == cudart.major)
      return cudnn_strict_cuda_has(e, b.major, b.minor, b.major, hi_minor);
  }
  return 1; /* a CUDA major the table does not know: no claim */
}

/* The first release from `b` on that no known-bad entry refuses for the
   build's features and CUDA runtime: 8.9.7 after a refused 8.9.2 under
   runtime_fusion. */
CUDNN_STRICT_HELPER struct cudnn_strict_version
cudnn_strict_first_not_refused(struct cudnn_strict_version b,
                               const struct cudnn_strict_fix_request *q) {
  struct cudnn_strict_known_bad_query query;
  const struct cudnn_strict_known_bad *table;
  struct cudnn_strict_version next;
  size_t count;
  int entry, rounds;
  table = cudnn_strict_known_bad_table(&count);
  memset(&query, 0, sizeof(query));
  query.code = cudnn_strict_encode(b);
  query.cudart_code = q->built_cudart_code;
  query.built_code = query.code;
  query.features = q->features;
  /* Each round moves past one entry; the table is short. */
  for (rounds = 0; rounds < (int)count; rounds++) {
    entry =
        cudnn_strict_known_bad_next(&query, 0, CUDNN_STRICT_KNOWN_BAD_REFUSE);
    if (entry < 0 || !cudnn_strict_decode(table[entry].last + 1, &next) ||
        next.major != b.major)
      break;
    query.code = table[entry].last + 1;
    b = next;
  }
  return b;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_append_wanted(struct cudnn_strict_text *t,
                               const struct cudnn_strict_fix_request *q) {
  struct cudnn_strict_version b = cudnn_strict_first_not_refused(q->built, q),
                              cudart;
  size_t i, count = sizeof(cudnn_strict_cuda_release_table) /
                    sizeof(cudnn_strict_cuda_release_table[0]);
  int hi_minor = b.minor;
  if (q->policy == CUDNN_STRICT_POLICY_EXACT) {
    b = q->built;
    cudnn_strict_append(t, "cuDNN %d.%d.%d", b.major, b.minor, b.patch);
  } else if (q->policy == CUDNN_STRICT_POLICY_SAME_MINOR ||
             b.major < CUDNN_STRICT_FIRST_MINOR_COMPATIBLE_MAJOR) {
    b = q->built;
    cudnn_strict_append(t, "a cuDNN %d.%d.x", b.major, b.minor);
  } else if (b.minor != q->built.minor || b.patch != q->built.patch) {
    /* Past the releases a known problem refuses. */
    cudnn_strict_append(t, "cuDNN %d.%d.%d or a newer %d.x", b.major, b.minor,
                        b.patch, b.major);
    hi_minor = 99;
  } else {
    cudnn_strict_append(t, "cuDNN %d.%d or a newer %d.x", b.major, b.minor,
                        b.major);
    hi_minor = 99;
  }
  if (!cudnn_strict_decode_cudart(q->built_cudart_code, &cudart))
    return;
  if (cudnn_strict_fix_release_exists(q)) {
    cudnn_strict_append(t,
                        " built for CUDA %d (the pip wheel "
                        "nvidia-cudnn-cu%d, or NVIDIA's packages)",
                        cudart.major, cudart.major);
    return;
  }
  /* None exists: say so, and which CUDA majors have one. */
  cudnn_strict_append(t, " built for CUDA %d, but no such release exists (",
                      cudart.major);
  for (i = 0; i < count; ++i)
    if (cudnn_strict_cuda_release_table[i].cuda_major == cudart.major)
      cudnn_strict_append_cuda_range(t, &cudnn_strict_cuda_release_table[i]);
  cudnn_strict_append(t, "), so build against a cuDNN for CUDA %d instead",
                      cudart.major);
  for (i = 0; i < count; ++i) {
    const struct cudnn_strict_cuda_releases *e =
        &cudnn_strict_cuda_release_table[i];
    if (e->cuda_major == cudart.major ||
        !cudnn_strict_cuda_has(e, b.major, b.minor, b.major, hi_minor))
      continue;
    cudnn_strict_append(t, ", or use a CUDA %d toolkit (", e->cuda_major);
    cudnn_strict_append_cuda_range(t, e);
    cudnn_strict_append(t, ")");
  }
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_append_none(struct cudnn_strict_text *t,
                             const struct cudnn_strict_fix_search *s) {
#if defined(_WIN32)
  /* No search was made (cudnn_strict_fix_find). */
  (void)t;
  (void)s;
#else
  cudnn_strict_append(t,
                      "No compatible cuDNN is on this machine (searched "
                      "LD_LIBRARY_PATH and %s): install ",
                      s->locations != NULL && s->locations[0] != '\0'
                          ? s->locations
                          : "the install prefixes, CUDA toolkits, conda, pip "
                            "and the system directories");
  cudnn_strict_fix_append_wanted(t, s->request);
  cudnn_strict_append(t, ".");
#endif
}

CUDNN_STRICT_INTERNAL void cudnn_strict_fix_install_prefix(const char *library,
                                                           char *prefix,
                                                           size_t size) {
  char directory[CUDNN_STRICT_PATH_SIZE], header[CUDNN_STRICT_PATH_SIZE];
  int n;
  cudnn_strict_dirname(library, directory, sizeof(directory));
  cudnn_strict_dirname(directory, prefix, size);
  n = snprintf(header, sizeof(header), "%s/include/cudnn_version.h", prefix);
  if (prefix[0] == '\0' || n <= 0 || (size_t)n >= sizeof(header) ||
      access(header, R_OK) != 0)
    prefix[0] = '\0';
}

/* Whether `header` (NULL: none) sits in `directory`, by real path. */
CUDNN_STRICT_HELPER int cudnn_strict_fix_holds_header(const char *directory,
                                                      const char *header) {
  char header_dir[CUDNN_STRICT_PATH_SIZE], real_dir[PATH_MAX],
      real_header_dir[PATH_MAX];
  if (header == NULL || header[0] == '\0')
    return 0;
  cudnn_strict_dirname(header, header_dir, sizeof(header_dir));
  return realpath(directory, real_dir) != NULL &&
         realpath(header_dir, real_header_dir) != NULL &&
         strcmp(real_dir, real_header_dir) == 0;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_word(const struct cudnn_strict_fix_request *q,
                      enum cudnn_strict_fix_audience audience,
                      struct cudnn_strict_version refused_version, int rebuild,
                      struct cudnn_strict_text *t, char *directory,
                      size_t directory_size) {
  struct cudnn_strict_fix_search *s = cudnn_strict_fix_find(q);
  char prefix[CUDNN_STRICT_PATH_SIZE], library[CUDNN_STRICT_PATH_SIZE],
      linked[CUDNN_STRICT_PATH_SIZE], include[CUDNN_STRICT_PATH_SIZE],
      host[CUDNN_STRICT_PATH_SIZE];
  int n;
  if (directory != NULL && directory_size > 0)
    directory[0] = '\0';
  if (s != NULL && s->found) {
    /* The real directory, as the rest of the message spells directories;
       prepended, so that the rest of LD_LIBRARY_PATH (libcuda's directory,
       say) still counts, and without an empty entry when it is unset. */
    char real_directory[CUDNN_STRICT_PATH_SIZE];
    cudnn_strict_dirname(s->best.library, real_directory,
                         sizeof(real_directory));
    if (directory != NULL)
      cudnn_strict_copy_text(directory, directory_size, real_directory);
    cudnn_strict_append(t, "A compatible cuDNN ");
    cudnn_strict_append_version(t, s->best.version);
    if (audience == CUDNN_STRICT_FIX_FOR_CONFIGURE) {
      cudnn_strict_host_path(s->best.library, host, sizeof(host));
      cudnn_strict_append(t,
                          " library is at %s (%s): configure with "
                          "-DCUDNN_LIBRARY=%s.",
                          s->best.library, s->best.place, host);
    } else if (q->library_in_ld_preload) {
      cudnn_strict_append(t,
                          " is at %s (%s): preload it instead, with "
                          "LD_PRELOAD=%s.",
                          real_directory, s->best.place, s->best.library);
    } else if (q->secure_process && q->skip_library != NULL) {
      cudnn_strict_append(t,
                          " is at %s (%s): install its files in place of "
                          "those of %s, which the loader of this set-user-ID "
                          "program finds.",
                          real_directory, s->best.place, q->skip_library);
    } else if (q->secure_process) {
      cudnn_strict_append(t,
                          " is at %s (%s): rebuild the program with %s in its "
                          "RUNPATH, which the loader of a set-user-ID program "
                          "obeys.",
                          real_directory, s->best.place, real_directory);
    } else
      cudnn_strict_append(
          t,
          " is at %s (%s): run with "
          "LD_LIBRARY_PATH=%s${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}.",
          real_directory, s->best.place, real_directory);
  } else if (s != NULL) {
    cudnn_strict_fix_append_none(t, s);
  }
  free(s);
  if (!rebuild || q->skip_library == NULL)
    return;
  /* A rebuild against a cuDNN built for another CUDA major would only be
     refused for that. */
  if (cudnn_strict_compare_cudart(q->refused_cudart_code,
                                  q->built_cudart_code) ==
      CUDNN_STRICT_CUDART_MAJOR_DIFFERS)
    return;
  cudnn_strict_fix_install_prefix(q->skip_library, prefix, sizeof(prefix));
  if (prefix[0] == '\0')
    return;
  /* The two cache entries, not an install prefix: they take effect in the
     same build directory whatever was found or set there before. */
  cudnn_strict_dirname(q->skip_library, library, sizeof(library));
  /* One separator per printed path: the platform's, as the library's own
     path is spelled (Z:\...\bin\cudnn64_9.dll under Wine). */
  n = snprintf(linked, sizeof(linked),
               "%s" CUDNN_STRICT_DIRECTORY_SEPARATOR "%s", library, q->soname);
  if (n <= 0 || (size_t)n >= sizeof(linked) || access(linked, R_OK) != 0)
    cudnn_strict_copy_text(linked, sizeof(linked), q->skip_library);
  n = snprintf(include, sizeof(include),
               "%s" CUDNN_STRICT_DIRECTORY_SEPARATOR "include", prefix);
  if (n <= 0 || (size_t)n >= sizeof(include))
    return;
  /* The refused library's own include directory holding the header that
     was judged (one prefix, two releases): that advice, applied, would be
     refused again in the same words.  The install is what to fix. */
  if (cudnn_strict_fix_holds_header(include, q->own_header)) {
    if (audience == CUDNN_STRICT_FIX_FOR_CONFIGURE) {
      cudnn_strict_host_path(prefix, host, sizeof(host));
      cudnn_strict_copy_text(prefix, sizeof(prefix), host);
    }
    cudnn_strict_append(t, " %s holds cuDNN ", prefix);
    cudnn_strict_append_version(t, q->built);
    cudnn_strict_append(t, "'s header beside cuDNN ");
    cudnn_strict_append_version(t, refused_version);
    cudnn_strict_append(t, "'s library: reinstall it from one release.");
    return;
  }
  /* The configure's fix goes to the host's CMake (under Wine, a Linux
     one): its paths as the host spells them. */
  if (audience == CUDNN_STRICT_FIX_FOR_CONFIGURE) {
    cudnn_strict_host_path(include, host, sizeof(host));
    cudnn_strict_copy_text(include, sizeof(include), host);
    cudnn_strict_host_path(linked, host, sizeof(host));
    cudnn_strict_copy_text(linked, sizeof(linked), host);
  }
  cudnn_strict_append(t, audience == CUDNN_STRICT_FIX_FOR_CONFIGURE
                             ? " Or build against "
                             : " Or rebuild against ");
  cudnn_strict_append_version(t, refused_version);
  cudnn_strict_append(
      t,
      audience == CUDNN_STRICT_FIX_FOR_CONFIGURE
          ? " itself: -DCUDNN_INCLUDE_DIR=%s -DCUDNN_LIBRARY=%s."
          : ": -DCUDNN_INCLUDE_DIR=%s -DCUDNN_LIBRARY=%s.",
      include, linked);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_report(struct cudnn_strict_report *r, const char *locations,
                        char *directory, size_t directory_size) {
  struct cudnn_strict_fix_request q;
  struct cudnn_strict_text t;
  memset(&q, 0, sizeof(q));
  q.built = r->built;
  q.policy = r->policy;
  q.built_cudart_code = r->built_cudart_code;
  q.features = r->features;
  q.soname = r->soname;
  q.skip_library = r->library[0] != '\0' ? r->library : NULL;
  q.refused_cudart_code = r->loaded_cudart_code;
  /* A library that cannot be loaded is already told to come from there. */
  if (r->status != CUDNN_STRICT_STATUS_NOT_FOUND)
    q.own_directory = r->built_library_dir;
  q.locations = locations;
  q.plan = r->search_plan;
  q.library_in_ld_preload = r->library_in_ld_preload;
  q.secure_process = r->secure_process;
  cudnn_strict_text_init(&t, r->fix, sizeof(r->fix));
  cudnn_strict_fix_word(&q, CUDNN_STRICT_FIX_FOR_RUN, r->loaded,
                        r->status == CUDNN_STRICT_STATUS_INCOMPATIBLE, &t,
                        directory, directory_size);
}
