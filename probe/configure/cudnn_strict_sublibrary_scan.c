/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_sublibrary_scan.h. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_sublibrary_scan.h"

#include "cudnn_strict_file_check.h"
#include "cudnn_strict_loader.h" /* realpath */
#include "cudnn_strict_message.h"
#include "cudnn_strict_sublibraries.h"
#include "cudnn_strict_sublibrary_files.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* How many sub-libraries one major can have. */
#define CUDNN_STRICT_SCAN_NAMES 16
/* The highest major a file name is read for. */
#define CUDNN_STRICT_SCAN_MAJORS 99

/* The directory of `path`, without its last '/'. */
static void cudnn_strict_scan_directory_of(const char *path, char *out,
                                           size_t size) {
  size_t length = (size_t)(cudnn_strict_after_slash(path) - path);
  if (length > 0)
    --length;
  if (length + 1 > size)
    length = size - 1;
  memcpy(out, path, length);
  out[length] = '\0';
}

/* Appends " <word>" to a space-separated list (its first word bare). */
static void cudnn_strict_scan_list_add(char *list, size_t size,
                                       const char *word) {
  size_t used = strlen(list);
  snprintf(list + used, size - used, "%s%s", used > 0 ? " " : "", word);
}

/* The major that the file name of `path` gives libcudnn under `naming`
   (libcudnn.so.9, libcudnn.so.9.1.0 as the link's target, cudnn64_9.dll),
   or 0: the names are the loader's, cudnn_strict_named_file's. */
static int cudnn_strict_scan_major_in_name(const char *path,
                                           enum cudnn_strict_naming naming) {
  const char *name = cudnn_strict_after_slash(path);
  char named[64];
  size_t length;
  int major;
  for (major = CUDNN_STRICT_SCAN_MAJORS; major > 0; --major) {
    cudnn_strict_named_file(naming, "cudnn", major, named, sizeof(named));
    length = strlen(named);
    if (strncmp(name, named, length) == 0 &&
        (name[length] == '\0' ||
         (naming == CUDNN_STRICT_NAMING_POSIX && name[length] == '.')))
      return major;
  }
  return 0;
}

/* Looks for `stem` in the directories `dirs` other than libcudnn's real
   one, `skip`, in their order: the file of the first that holds a usable
   one into `file`, else "". */
static void cudnn_strict_scan_library_elsewhere(const char *stem, int major,
                                                enum cudnn_strict_naming naming,
                                                const char *processor,
                                                const char *skip, int count,
                                                char *const *dirs, char *file,
                                                size_t size) {
  char real[CUDNN_STRICT_PATH_SIZE], error[CUDNN_STRICT_FILE_SENTENCE_SIZE];
  struct stat st;
  int i;
  file[0] = '\0';
  for (i = 0; i < count && file[0] == '\0'; ++i) {
    if (dirs[i][0] == '\0' || stat(dirs[i], &st) != 0 || !S_ISDIR(st.st_mode))
      continue;
    if (realpath(dirs[i], real) == NULL)
      cudnn_strict_copy_text(real, sizeof(real), dirs[i]);
    if (strcmp(real, skip) != 0)
      cudnn_strict_library_in(dirs[i], stem, major, naming, processor, file,
                              size, error, sizeof(error));
  }
}

CUDNN_STRICT_INTERNAL int cudnn_strict_write_sublibrary_scan(
    struct cudnn_strict_writer *w, const char *library, int major,
    enum cudnn_strict_naming naming, const char *processor, int count,
    char *const *elsewhere) {
  const char *names[CUDNN_STRICT_SCAN_NAMES];
  char files[CUDNN_STRICT_SCAN_NAMES][CUDNN_STRICT_PATH_SIZE];
  char *found_files[CUDNN_STRICT_SCAN_NAMES];
  char real[CUDNN_STRICT_PATH_SIZE], dir[CUDNN_STRICT_PATH_SIZE];
  char other[CUDNN_STRICT_PATH_SIZE], stem[64], key[128];
  char listed[512] = "", found[512] = "", missing[512] = "";
  char away[512] = "";
  char error[CUDNN_STRICT_FILE_SENTENCE_SIZE] = "";
  char part_error[CUDNN_STRICT_FILE_SENTENCE_SIZE];
  const char *status = "OK";
  long first;
  int name_count = 0, found_count = 0, i;
  /* The list as data, walked by one loop (one statement a row was a
     quarter of this function's code). */
#define CUDNN_STRICT_SCAN_ROW(m, part, first_release, flavours, tells)         \
  {m, #part, first_release},
  static const struct {
    int major;
    const char *name;
    long since;
  } rows[] = {CUDNN_STRICT_SUBLIBRARY_MAP(CUDNN_STRICT_SCAN_ROW)};
#undef CUDNN_STRICT_SCAN_ROW
  if (realpath(library, real) == NULL)
    cudnn_strict_copy_text(real, sizeof(real), library);
  /* A header whose major the reader could not tell: the one in the
     library's file name, or in the name of the file it links to. */
  if (major <= 0)
    major = cudnn_strict_scan_major_in_name(library, naming);
  if (major <= 0)
    major = cudnn_strict_scan_major_in_name(real, naming);
  /* The fixed list: what the major's first release ships (a later one's
     own names are the probe's to read, from libcudnn_graph). */
  first = major >= 9 ? major * 10000L : major * 1000L;
  for (i = 0; i < (int)(sizeof(rows) / sizeof(rows[0])) &&
              name_count < CUDNN_STRICT_SCAN_NAMES;
       ++i)
    if (rows[i].major == major && rows[i].since == first)
      names[name_count++] = rows[i].name;
  cudnn_strict_scan_directory_of(real, dir, sizeof(dir));
  for (i = 0; i < name_count; ++i) {
    cudnn_strict_scan_list_add(listed, sizeof(listed), names[i]);
    if (snprintf(stem, sizeof(stem), "cudnn_%s", names[i]) >= (int)sizeof(stem))
      continue;
    cudnn_strict_library_in(dir, stem, major, naming, processor,
                            files[found_count], sizeof(files[0]), part_error,
                            sizeof(part_error));
    if (files[found_count][0] != '\0') {
      cudnn_strict_scan_list_add(found, sizeof(found), names[i]);
      if (snprintf(key, sizeof(key), "sublibrary_scan.file.%s", names[i]) <
          (int)sizeof(key))
        cudnn_strict_write_text(w, key, files[found_count]);
      found_files[found_count] = files[found_count];
      ++found_count;
    } else if (part_error[0] == '\0') {
      cudnn_strict_scan_library_elsewhere(stem, major, naming, processor, dir,
                                          count, elsewhere, other,
                                          sizeof(other));
      if (other[0] != '\0') {
        cudnn_strict_scan_list_add(away, sizeof(away), names[i]);
        if (snprintf(key, sizeof(key), "sublibrary_scan.elsewhere.%s",
                     names[i]) < (int)sizeof(key))
          cudnn_strict_write_text(w, key, other);
      } else {
        /* Named as the target names it, for the sentence that says so. */
        cudnn_strict_scan_list_add(missing, sizeof(missing), names[i]);
        cudnn_strict_named_file(naming, stem, major, other, sizeof(other));
        if (snprintf(key, sizeof(key), "sublibrary_scan.missing.%s", names[i]) <
            (int)sizeof(key))
          cudnn_strict_write_text(w, key, other);
      }
    }
    /* The first unusable file is said: its fix is the others' too. */
    if (part_error[0] != '\0' && error[0] == '\0')
      cudnn_strict_copy_text(error, sizeof(error), part_error);
  }
  cudnn_strict_write_text(w, "sublibrary_scan.names", listed);
  cudnn_strict_write_text(w, "sublibrary_scan.found", found);
  cudnn_strict_write_text(w, "sublibrary_scan.missing", missing);
  cudnn_strict_write_text(w, "sublibrary_scan.elsewhere", away);
  if (error[0] != '\0') {
    status = "BROKEN";
  } else if (found_count > 0 && !cudnn_strict_write_sublibrary_files(
                                    w, library, found_count, found_files)) {
    /* The files' names say another release: sublibrary_files.message. */
    status = "MIXED";
  }
  cudnn_strict_write_text(w, "sublibrary_scan.error", error);
  cudnn_strict_write_text(w, "sublibrary_scan.status", status);
  return strcmp(status, "OK") == 0;
}
