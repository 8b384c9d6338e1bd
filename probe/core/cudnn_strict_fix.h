/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The search for a working fix: after a check has refused a cuDNN, look
 * through this machine's usual places for a copy that the same rule
 * accepts, and word the fix: where it is and how to use it, or, when there
 * is none, what to install.
 *
 * Places, in order: the directories of LD_LIBRARY_PATH, then those of the
 * search plan, each with the location it belongs to and the label it is
 * named by.  The configure passes the plan of its own search (the library
 * directories CMake found for each location, under the module's labels:
 * --search-dir, and the guard's note (CUDNN_STRICT_CONFIG_SEARCH_PLAN),
 * which --check-binary reads; the runtime guard itself does not search,
 * its message names --check-binary).  Without one, as the standalone tool
 * runs, the plan is this default, by location:
 *   ROOT     install prefixes given by the caller, CuDNNStrict_ROOT,
 *            CUDNN_ROOT, CUDNN_PATH, CUDNN_HOME (environment)
 *   TOOLKIT  CUDA_HOME, CUDA_PATH, /usr/local/cuda, /usr/local/cuda-*,
 *            /opt/cuda
 *   CONDA    $CONDA_PREFIX
 *   PIP      site-packages/nvidia/cudnn/lib, then the JIT flavour's
 *            nvidia/cudnn_jit/lib, of the Pythons of $VIRTUAL_ENV,
 *            $CONDA_PREFIX and the python3 or python that PATH starts (the
 *            module's order), then of ~/.local, /usr/local and /usr
 *   SYSTEM   /usr/lib/<triplet>, /usr/lib64, /usr/lib, /usr/local/lib
 * After the configure's plan come the install prefixes the run's own
 * environment names (ROOT above): a deployment sets those where it runs.
 * The locations CUDNN_STRICT_SEARCH_LOCATIONS names (the module's option
 * values; the environment variable of that name, when set, limits the
 * search) are the ones searched, in either plan.  The directory the build
 * used comes last whatever the plan, named as such.
 *
 * A plan is text, one directory a line: LOCATION:label=directory (for
 * example "TOOLKIT:CUDA toolkit=/opt/cuda-13.0/lib64").
 * A candidate is <dir>/<SONAME>; its version is what its cudnnGetVersion()
 * and cudnnGetCudartVersion() return, read in a namespace of its own
 * (cudnn_strict_read_cudnn), at most CUDNN_STRICT_FIX_MAX_READS of them.
 *
 * The cost is paid only after a failure: the search reads directories,
 * allocates, and loads each candidate (closed again) into the calling
 * process.  C99 and valid C++, Linux/glibc.
 */
#ifndef CUDNN_STRICT_FIX_H
#define CUDNN_STRICT_FIX_H

#include "cudnn_strict_internal.h"
#include "cudnn_strict_wheels.h"

#if !defined(_WIN32)
/* On Windows, cudnn_strict_posix_win32.h stands in for both. */
#include <glob.h>
#include <unistd.h>
#endif
#include <stdlib.h>
#include <string.h>

#include "cudnn_strict_known_bad.h"
#include "cudnn_strict_library_file.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_message.h"
#include "cudnn_strict_version.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Enough for every copy a machine plausibly holds. */
#define CUDNN_STRICT_FIX_MAX_SEEN 64

struct cudnn_strict_fix_request {
  struct cudnn_strict_version built;
  enum cudnn_strict_policy policy;
  long built_cudart_code;    /* 0: any CUDA major will do */
  unsigned long features;    /* what the build uses (known_bad.h) */
  const char *soname;        /* "libcudnn.so.9" */
  const char *skip_library;  /* real path already refused, or NULL */
  long refused_cudart_code;  /* its CUDA runtime, or 0 */
  const char *own_directory; /* the build's cuDNN directory, or NULL */
  const char *own_prefix;    /* the build's cuDNN header install, or NULL */
  const char *own_header;    /* the header the build judged, or NULL */
  const char *locations;     /* NULL: the environment's, else all */
  const char *const *roots;  /* extra install prefixes (default plan) */
  size_t root_count;
  const char *plan; /* the configure's search plan; NULL or "": default */
  /* How the refused library came (cudnn_strict.h's report): a fix
     for a run names LD_PRELOAD, or no environment in secure mode. */
  int library_in_ld_preload;
  int secure_process;
};

/* The longest label a plan entry keeps. */
#define CUDNN_STRICT_FIX_PLACE_SIZE 128

struct cudnn_strict_fix_candidate {
  char library[CUDNN_STRICT_PATH_SIZE];   /* real path */
  char directory[CUDNN_STRICT_PATH_SIZE]; /* where it was found */
  struct cudnn_strict_version version;
  long cudart_code;
  char place[CUDNN_STRICT_FIX_PLACE_SIZE]; /* "LD_LIBRARY_PATH", a label */
};

struct cudnn_strict_fix_search {
  const struct cudnn_strict_fix_request *request;
  const char *locations; /* the locations searched, NULL or "": all */
  int found;
  struct cudnn_strict_fix_candidate best;
  struct cudnn_strict_fix_candidate probe; /* the one being looked at */
  size_t seen_count;
  int reads;
  char seen[CUDNN_STRICT_FIX_MAX_SEEN][CUDNN_STRICT_PATH_SIZE];
};

/* Every candidate is read in a link-map namespace of its own, and the
   loader has few of them (16, the first being the program's). */
#define CUDNN_STRICT_FIX_MAX_READS 12

/* <directory of library>/libcudnn_graph<suffix of library> for
   .../libcudnn.so.9; "" when the name has another form. */
CUDNN_STRICT_INTERNAL void cudnn_strict_fix_graph_path(const char *library,
                                                       char *out, size_t size);

/*
 * Loads `path` and asks it its versions.  Returns 0 when it is not a
 * loadable cuDNN.  The library is loaded into a new namespace (dlmopen),
 * after its own libcudnn_graph, loaded by path: cuDNN 9's libcudnn forwards
 * cudnnGetVersion to that sub-library, which it opens by name, and in the
 * calling namespace that name finds the copy LD_LIBRARY_PATH or the
 * refused install brought in (a mix that aborts the process).
 */
CUDNN_STRICT_INTERNAL int
cudnn_strict_read_cudnn(const char *path, struct cudnn_strict_version *version,
                        long *code, long *cudart_code);

/* The rule, the CUDA major and the known-bad table all accept it. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_fix_acceptable(const struct cudnn_strict_fix_request *q,
                            struct cudnn_strict_version version, long code,
                            long cudart_code);

/* The build's own version first, then the newest. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_fix_better(const struct cudnn_strict_fix_search *s,
                        struct cudnn_strict_version v);

CUDNN_STRICT_INTERNAL int
cudnn_strict_fix_seen(struct cudnn_strict_fix_search *s, const char *real);

/* Looks at <directory>/<SONAME>. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_visit(struct cudnn_strict_fix_search *s, const char *directory,
                       const char *place);

/* Visits every directory that matches a glob pattern. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_glob(struct cudnn_strict_fix_search *s, const char *pattern,
                      const char *place);

/* <prefix>/<suffix>, as a glob pattern; prefixes with glob characters of
   their own are taken literally by skipping them. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_under(struct cudnn_strict_fix_search *s, const char *prefix,
                       const char *suffix, const char *place);

/* The lib/ of each cuDNN wheel (base/cudnn_strict_wheels.h, the full one
   first) under <prefix>/<site>, or under <prefix> itself for a NULL
   `site`. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_wheels(struct cudnn_strict_fix_search *s, const char *prefix,
                        const char *site, const char *place);

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_prefix(struct cudnn_strict_fix_search *s, const char *prefix,
                        const char *place);

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_path_list(struct cudnn_strict_fix_search *s, const char *list,
                           const char *place);

CUDNN_STRICT_INTERNAL int cudnn_strict_fix_wants(const char *locations,
                                                 const char *name);

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_roots(struct cudnn_strict_fix_search *s);

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_toolkits(struct cudnn_strict_fix_search *s);

/* The wheels in the site directories of the Python installed in <prefix>
   (lib/python3.x/site-packages and the like). */
CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_pythons(struct cudnn_strict_fix_search *s, const char *prefix,
                         const char *place);

/* The prefix of the first python3 or python in the search path `list`
   (PATH): the directory above the entry that holds it, which is Python's
   own prefix for a virtual environment, a conda environment and /usr/bin.
   Found without starting it: the search runs nothing it finds.  Returns
   0, `prefix` empty, when there is none. */
CUDNN_STRICT_INTERNAL int
cudnn_strict_fix_path_python(const char *list, char *prefix, size_t size);

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_pip(struct cudnn_strict_fix_search *s);

CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_system(struct cudnn_strict_fix_search *s);

/* Visits the directories of `plan` whose locations the search wants. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_plan(struct cudnn_strict_fix_search *s, const char *plan);

/* Searches every place.  Returns a search to read (best, found) and free,
   or NULL when memory is short. */
CUDNN_STRICT_INTERNAL struct cudnn_strict_fix_search *
cudnn_strict_fix_find(const struct cudnn_strict_fix_request *request);

/* Whether a cuDNN that `q` would take exists for q's CUDA major, by the
   table of releases per CUDA major (1 for a CUDA major it does not know). */
CUDNN_STRICT_INTERNAL int
cudnn_strict_fix_release_exists(const struct cudnn_strict_fix_request *q);

/* "cuDNN 9.19 or a newer 9.x built for CUDA 13": what would do. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_append_wanted(struct cudnn_strict_text *t,
                               const struct cudnn_strict_fix_request *q);

/* When nothing qualifies: say so, where it looked, and what to install. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_append_none(struct cudnn_strict_text *t,
                             const struct cudnn_strict_fix_search *s);

/* The prefix of an install that has headers beside its library, for a
   rebuild against it; "" when the library's install has none. */
CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_install_prefix(const char *library, char *prefix, size_t size);

/* Who follows the fix: a person starting a program (LD_LIBRARY_PATH), or
   a configure (CUDNN_LIBRARY). */
enum cudnn_strict_fix_audience {
  CUDNN_STRICT_FIX_FOR_RUN,
  CUDNN_STRICT_FIX_FOR_CONFIGURE
};

/* Searches for `q` and appends the fix to `t`: where a compatible cuDNN is,
   in the words of `audience`, or what to install; then, when `rebuild` and
   the refused library's (q->skip_library) install has headers, how to build
   against it (`refused_version`) instead.  The directory of the compatible
   copy goes into `directory` (when not NULL; "" when none). */
CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_word(const struct cudnn_strict_fix_request *q,
                      enum cudnn_strict_fix_audience audience,
                      struct cudnn_strict_version refused_version, int rebuild,
                      struct cudnn_strict_text *t, char *directory,
                      size_t directory_size);

/* The fix for a process or binary that loads the refused `r->library`,
   searched by r->search_plan: written into r->fix.  The directory it tells
   LD_LIBRARY_PATH to start with goes into `directory` (when not NULL; "" when
   none). */
CUDNN_STRICT_INTERNAL void
cudnn_strict_fix_report(struct cudnn_strict_report *r, const char *locations,
                        char *directory, size_t directory_size);

#ifdef __cplusplus
}
#endif

#endif /* CUDNN_STRICT_FIX_H */
