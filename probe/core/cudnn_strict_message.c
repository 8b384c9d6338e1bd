/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_message.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_message.h"

#include <string.h>

CUDNN_STRICT_INTERNAL void cudnn_strict_text_init(struct cudnn_strict_text *t,
                                                  char *buffer, size_t size) {
  t->buffer = buffer;
  t->size = size;
  t->length = 0;
  if (size > 0)
    buffer[0] = '\0';
}

CUDNN_STRICT_INTERNAL void cudnn_strict_append(struct cudnn_strict_text *t,
                                               const char *format, ...) {
  va_list args;
  int n;
  char *end = t->length < t->size ? t->buffer + t->length : NULL;
  size_t room = end != NULL ? t->size - t->length : 0;
  va_start(args, format);
  n = vsnprintf(end, room, format, args);
  va_end(args);
  if (n > 0)
    t->length += (size_t)n;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_version(struct cudnn_strict_text *t,
                            struct cudnn_strict_version v) {
  cudnn_strict_append(t, "%d.%d.%d", v.major, v.minor, v.patch);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_cudart(struct cudnn_strict_text *t, long code) {
  struct cudnn_strict_version v;
  if (cudnn_strict_decode_cudart(code, &v))
    cudnn_strict_append(t, "CUDA %d.%d", v.major, v.minor);
  else
    cudnn_strict_append(t, "CUDA (unknown: %ld)", code);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_where(struct cudnn_strict_text *t,
                          const struct cudnn_strict_report *r) {
  cudnn_strict_append(
      t, "%s (%s%s%s)", r->library, r->found_by != NULL ? r->found_by : "",
      r->library_in_ld_library_path
          ? "; its directory is in " CUDNN_STRICT_SEARCH_PATH_NAME
          : "",
      /* Without the fix, which says it, the words name LD_PRELOAD: only
         the process knows it, cudnn-strict-probe --check-binary does not. */
      !CUDNN_STRICT_WORDS_FIX && r->library_in_ld_preload
          ? "; LD_PRELOAD names it"
          : "");
}

#if CUDNN_STRICT_WORDS_FIX
CUDNN_STRICT_INTERNAL void
cudnn_strict_append_wanted(struct cudnn_strict_text *t,
                           const struct cudnn_strict_report *r) {
  struct cudnn_strict_version b = r->built;
  if (r->status == CUDNN_STRICT_STATUS_CUDA_MAJOR_DIFFERS) {
    cudnn_strict_append(t, "the cuDNN %d.x build for ", b.major);
    cudnn_strict_append_cudart(t, r->built_cudart_code);
  } else if (r->verdict == CUDNN_STRICT_MAJOR_DIFFERS) {
    cudnn_strict_append(t, "a cuDNN %d.x", b.major);
  } else if (r->verdict == CUDNN_STRICT_MINOR_OLDER) {
    cudnn_strict_append(t, "cuDNN %d.%d or a newer %d.x", b.major, b.minor,
                        b.major);
  } else if (r->verdict == CUDNN_STRICT_MINOR_DIFFERS) {
    cudnn_strict_append(t, "a cuDNN %d.%d.x", b.major, b.minor);
  } else {
    cudnn_strict_append(t, "cuDNN ");
    cudnn_strict_append_version(t, b);
  }
  /* A release of the right version for the wrong CUDA major is refused
     next: what is wanted names the CUDA major too. */
  if (r->status != CUDNN_STRICT_STATUS_CUDA_MAJOR_DIFFERS &&
      cudnn_strict_compare_cudart(r->loaded_cudart_code,
                                  r->built_cudart_code) ==
          CUDNN_STRICT_CUDART_MAJOR_DIFFERS) {
    cudnn_strict_append(t, " built for ");
    cudnn_strict_append_cudart(t, r->built_cudart_code);
  }
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_fix(struct cudnn_strict_text *t,
                        const struct cudnn_strict_report *r) {
  char loaded_directory[CUDNN_STRICT_PATH_SIZE];
  cudnn_strict_dirname(r->library, loaded_directory, sizeof(loaded_directory));
  cudnn_strict_append(t, " Fix: ");
  /* LD_PRELOAD's libraries are loaded before any search: no search path
     and no file elsewhere changes which one is used. */
  if (r->library_in_ld_preload) {
    cudnn_strict_append(t,
                        "remove %s from LD_PRELOAD, which loads it before "
                        "any search, or preload ",
                        r->library);
    cudnn_strict_append_wanted(t, r);
    cudnn_strict_append(t, " there instead.");
    return;
  }
  /* The build's own directory is where this library came from: putting it
     first changes nothing.  Its cuDNN is not the one the build expected
     (replaced since, or never checked: a cross build without an emulator). */
  if (r->built_library_dir[0] != '\0' &&
      strcmp(loaded_directory, r->built_library_dir) == 0) {
    cudnn_strict_append(t, "install ");
    cudnn_strict_append_wanted(t, r);
    cudnn_strict_append(t, " in place of %s (the build found this directory",
                        r->library);
    if (r->built_library_unchecked)
      cudnn_strict_append(t, " at configure time but could not run its "
                             "cuDNN to check it");
    cudnn_strict_append(t, ").");
    return;
  }
#if defined(_WIN32)
  /* Windows only (cudnn_strict_library_beside_program): the words stay
     out of every program built elsewhere. */
  if (r->library_beside_program) {
    /* Windows searches the program's own directory before PATH: no PATH
       entry can come first. */
    cudnn_strict_append(t,
                        "replace or remove the cuDNN DLLs beside the program "
                        "in %s, which Windows loads before any PATH entry: "
                        "replace them with those of ",
                        loaded_directory);
    cudnn_strict_append_wanted(t, r);
    if (r->built_library_unchecked)
      cudnn_strict_append(t,
                          ", or remove them so that %s on PATH is used "
                          "(the build found cuDNN there but could not run "
                          "it to check its version).",
                          r->built_library_dir);
    else
      cudnn_strict_append(t,
                          ", or remove them so that %s on PATH is used (the "
                          "build used cuDNN %s from there).",
                          r->built_library_dir, r->built_version);
    return;
  }
#endif
  if (r->secure_process) {
    /* A set-user-ID program's loader ignores LD_LIBRARY_PATH: what it
       finds is the file in place. */
    cudnn_strict_append(t, "install ");
    cudnn_strict_append_wanted(t, r);
    cudnn_strict_append(t,
                        " in place of %s (this set-user-ID or set-group-ID "
                        "program's loader ignores LD_LIBRARY_PATH: it "
                        "searches the program's RUNPATH, the ld.so cache and "
                        "the system directories).",
                        r->library);
    return;
  }
  if (r->built_library_dir[0] == '\0') {
    /* Nothing records where the build found cuDNN: without that entry the
       loader searches on (the ld.so cache, the default directories). */
    if (r->library_in_ld_library_path)
      cudnn_strict_append(
          t, "remove %s from " CUDNN_STRICT_SEARCH_PATH_NAME ", or install ",
          loaded_directory);
    else
      cudnn_strict_append(t, "install ");
    cudnn_strict_append_wanted(t, r);
    cudnn_strict_append(t, " in place of %s.", r->library);
    return;
  }
  if (r->library_in_ld_library_path)
    cudnn_strict_append(t,
                        "remove %s from " CUDNN_STRICT_SEARCH_PATH_NAME
                        " or put %s before it",
                        loaded_directory, r->built_library_dir);
  else
    cudnn_strict_append(t, "put %s first in " CUDNN_STRICT_SEARCH_PATH_NAME,
                        r->built_library_dir);
  if (r->built_library_unchecked)
    cudnn_strict_append(t, " (the build found cuDNN there but could not run "
                           "it to check its version), or install ");
  else
    cudnn_strict_append(t, " (the build used cuDNN %s from there), or install ",
                        r->built_version);
  cudnn_strict_append_wanted(t, r);
  cudnn_strict_append(t, " in place of %s.", r->library);
}
#endif

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_mixed(struct cudnn_strict_text *t,
                          const struct cudnn_strict_report *r) {
  char library_directory[CUDNN_STRICT_PATH_SIZE];
#if CUDNN_STRICT_WORDS_FIX
  char foreign_directory[CUDNN_STRICT_PATH_SIZE];
#endif
  /* Two installs of one release may well work: the mismatch is only
     certain where the releases differ, which the words say. */
  cudnn_strict_dirname(r->library, library_directory,
                       sizeof(library_directory));
  cudnn_strict_append(
      t,
      "the cuDNN sub-library %s is loaded from another directory than "
      "libcudnn (%s, from %s): libcudnn expects its sub-libraries beside "
      "itself, and these come from two installs, which fail with "
      "CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH where their releases "
      "differ.",
      r->foreign_sublibrary, r->library, library_directory);
#if CUDNN_STRICT_WORDS_FIX
  cudnn_strict_dirname(r->foreign_sublibrary, foreign_directory,
                       sizeof(foreign_directory));
  cudnn_strict_append(t, " Fix: ");
  if (r->foreign_in_ld_library_path)
    cudnn_strict_append(t, "remove %s from " CUDNN_STRICT_SEARCH_PATH_NAME ".",
                        foreign_directory);
  else
    cudnn_strict_append(t,
                        "load the sub-libraries of %s only (a program that "
                        "links one links the file beside libcudnn).",
                        library_directory);
#endif
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_known_bad(struct cudnn_strict_text *t,
                              const struct cudnn_strict_report *r) {
  const char *problem =
      cudnn_strict_known_bad_word(r->known_bad, CUDNN_STRICT_KNOWN_BAD_PROBLEM);
  cudnn_strict_append(t, " and loaded cuDNN ");
  cudnn_strict_append_version(t, r->loaded);
  cudnn_strict_append(t, " built for ");
  cudnn_strict_append_cudart(t, r->loaded_cudart_code);
  cudnn_strict_append(t, " from ");
  cudnn_strict_append_where(t, r);
#if CUDNN_STRICT_WORDS_FIX
  if (problem[0] != '\0')
    cudnn_strict_append(
        t, ", a release known to break: %s (%s). Fix: %s.", problem,
        cudnn_strict_known_bad_word(r->known_bad,
                                    CUDNN_STRICT_KNOWN_BAD_SOURCE),
        cudnn_strict_known_bad_word(r->known_bad, CUDNN_STRICT_KNOWN_BAD_FIX));
#else
  if (problem[0] != '\0')
    cudnn_strict_append(t, ", a release known to break: %s.", problem);
#endif
  else
    cudnn_strict_append(t, ", a release known to break.");
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_append_problem(struct cudnn_strict_text *t,
                            const struct cudnn_strict_report *r) {
  cudnn_strict_append(t, "this %s was built with cuDNN %s",
                      r->built_into_library ? "library" : "program",
                      r->built_version);
  switch (r->status) {
  case CUDNN_STRICT_STATUS_NOT_FOUND:
#if !CUDNN_STRICT_WORDS_FIX
    cudnn_strict_append(t, " but %s cannot be loaded: %s.", r->soname,
                        r->detail);
#else
    if (r->secure_process)
      /* The loader of a set-user-ID program ignores LD_LIBRARY_PATH. */
      cudnn_strict_append(
          t,
          " but %s cannot be loaded: %s. Fix: install cuDNN %s where the "
          "loader of this set-user-ID or set-group-ID program looks (its "
          "RUNPATH, the ld.so cache, the system directories; it ignores "
          "LD_LIBRARY_PATH), or rebuild it with the directory that holds "
          "%s in its RUNPATH.",
          r->soname, r->detail, r->built_version, r->soname);
    else if (r->built_library_dir[0] == '\0')
      cudnn_strict_append(
          t,
          " but %s cannot be loaded: %s. Fix: add the "
          "directory that holds %s to " CUDNN_STRICT_SEARCH_PATH_NAME
          ", or install cuDNN %s in a directory the loader "
          "searches.",
          r->soname, r->detail, r->soname, r->built_version);
    else
      cudnn_strict_append(
          t,
          " but %s cannot be loaded: %s. Fix: add %s "
          "to " CUDNN_STRICT_SEARCH_PATH_NAME ", or install cuDNN %s.",
          r->soname, r->detail, r->built_library_dir, r->built_version);
#endif
    return;
  case CUDNN_STRICT_STATUS_NOT_CUDNN:
    cudnn_strict_append(t, " but loaded ");
    cudnn_strict_append_where(t, r);
    cudnn_strict_append(t, ", which is not a usable cuDNN: %s.", r->detail);
    break;
  case CUDNN_STRICT_STATUS_INCOMPATIBLE:
    cudnn_strict_append(t, " but loaded cuDNN ");
    cudnn_strict_append_version(t, r->loaded);
    cudnn_strict_append(t, " from ");
    cudnn_strict_append_where(t, r);
    cudnn_strict_append(t, ": %s (policy %s)",
                        cudnn_strict_verdict_rule(r->verdict),
                        cudnn_strict_policy_name(r->policy));
    /* Both rules fail: the fix must satisfy both, so both are said. */
    if (cudnn_strict_compare_cudart(r->loaded_cudart_code,
                                    r->built_cudart_code) ==
        CUDNN_STRICT_CUDART_MAJOR_DIFFERS) {
      cudnn_strict_append(t, "; it is also built for ");
      cudnn_strict_append_cudart(t, r->loaded_cudart_code);
      cudnn_strict_append(t, " and this %s for ",
                          r->built_into_library ? "library" : "program");
      cudnn_strict_append_cudart(t, r->built_cudart_code);
    }
    cudnn_strict_append(t, ".");
    break;
  case CUDNN_STRICT_STATUS_CUDA_MAJOR_DIFFERS:
    cudnn_strict_append(t, " for ");
    cudnn_strict_append_cudart(t, r->built_cudart_code);
    cudnn_strict_append(t, " but loaded cuDNN ");
    cudnn_strict_append_version(t, r->loaded);
    cudnn_strict_append(t, " built for ");
    cudnn_strict_append_cudart(t, r->loaded_cudart_code);
    cudnn_strict_append(t, " from ");
    cudnn_strict_append_where(t, r);
    cudnn_strict_append(t, ": cuDNN is built per CUDA major version, and the "
                           "CUDA major versions must be equal.");
    break;
  case CUDNN_STRICT_STATUS_KNOWN_BAD:
    cudnn_strict_append_known_bad(t, r);
    return;
  case CUDNN_STRICT_STATUS_INCOMPLETE_RELEASE:
    /* cuDNN's own words on the install follow, as the fix.  A DLL that
       cannot load to tell its version (Windows asks the DLL itself) is
       named by its file. */
    if (r->loaded_code == 0) {
      cudnn_strict_append(t, " and would load ");
      cudnn_strict_append_where(t, r);
      cudnn_strict_append(t, ", whose install cannot load:");
      return;
    }
    cudnn_strict_append(t, " and would load cuDNN ");
    cudnn_strict_append_version(t, r->loaded);
    cudnn_strict_append(t, " from ");
    cudnn_strict_append_where(t, r);
    cudnn_strict_append(t, ", whose install is not one whole release:");
    return;
  default:
    return;
  }
#if CUDNN_STRICT_WORDS_FIX
  cudnn_strict_append_fix(t, r);
#endif
}

/* The paragraph of the guard and of --check-binary.  The configure's
   program never writes it (its report's keys carry the words): left out
   there, with the words only it calls, which its compile, once per
   machine, would otherwise spend a fortieth on. */
#if !defined(CUDNN_STRICT_CONFIGURE_PROGRAM) || !CUDNN_STRICT_CONFIGURE_PROGRAM
size_t cudnn_strict_format_report(const struct cudnn_strict_report *r,
                                  char *buffer, size_t size) {
  struct cudnn_strict_text t;
  cudnn_strict_text_init(&t, buffer, size);
  cudnn_strict_append(&t, "cudnn-strict: ");
  if (r->status == CUDNN_STRICT_STATUS_OK) {
    cudnn_strict_append(&t, "cuDNN ");
    cudnn_strict_append_version(&t, r->loaded);
    cudnn_strict_append(&t, " from ");
    cudnn_strict_append_where(&t, r);
    cudnn_strict_append(&t,
                        " can run this %s, built with cuDNN %s (policy %s).",
                        r->built_into_library ? "library" : "program",
                        r->built_version, cudnn_strict_policy_name(r->policy));
    return t.length;
  }
  if (r->status == CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES)
    cudnn_strict_append_mixed(&t, r);
  else
    cudnn_strict_append_problem(&t, r);
  if (r->fix[0] != '\0')
    cudnn_strict_append(&t, " %s", r->fix);
  return t.length;
}
#endif

const char *cudnn_strict_status_name(int status) {
  /* One string, not a table of pointers (cudnn_strict_text_at). */
#define CUDNN_STRICT_STATUS_NAME(name, exit_status) #name "\0"
  return status >= 0 ? cudnn_strict_text_at(
                           CUDNN_STRICT_STATUS_MAP(CUDNN_STRICT_STATUS_NAME),
                           (size_t)status, "UNKNOWN")
                     : "UNKNOWN";
#undef CUDNN_STRICT_STATUS_NAME
}

CUDNN_STRICT_INTERNAL int cudnn_strict_status_exit(int status) {
#define CUDNN_STRICT_STATUS_EXIT(name, exit_status) exit_status,
  static const int codes[] = {
      CUDNN_STRICT_STATUS_MAP(CUDNN_STRICT_STATUS_EXIT)};
#undef CUDNN_STRICT_STATUS_EXIT
  size_t count = sizeof(codes) / sizeof(codes[0]);
  return status >= 0 && (size_t)status < count ? codes[status] : 1;
}
