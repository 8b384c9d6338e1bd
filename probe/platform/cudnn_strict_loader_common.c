/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_loader.h: what its POSIX and Win32 implementations share. */
#if !defined(_WIN32) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE
#endif

#include "cudnn_strict_loader.h"

#define CUDNN_STRICT_ORIGIN_NAME(name, report_name, words) report_name "\0"
#define CUDNN_STRICT_ORIGIN_WORDS(name, report_name, words) words "\0"

/* Each naming's parts, in the order of its enum. */
#define CUDNN_STRICT_NAMING_PARTS(id, word, prefix, before, after, plain)      \
  {prefix, before, after},
static const struct {
  const char *prefix, *before_major, *after_major;
} cudnn_strict_namings[] = {CUDNN_STRICT_NAMING_MAP(CUDNN_STRICT_NAMING_PARTS)};
#undef CUDNN_STRICT_NAMING_PARTS

CUDNN_STRICT_INTERNAL void
cudnn_strict_named_file(enum cudnn_strict_naming naming, const char *stem,
                        int major, char *out, size_t size) {
  snprintf(out, size, "%s%s%s%d%s", cudnn_strict_namings[naming].prefix, stem,
           cudnn_strict_namings[naming].before_major, major,
           cudnn_strict_namings[naming].after_major);
}

CUDNN_STRICT_INTERNAL void cudnn_strict_sublibrary_file_name(const char *name,
                                                             int major,
                                                             char *out,
                                                             size_t size) {
  char stem[64];
  snprintf(stem, sizeof(stem), "cudnn_%s", name);
  cudnn_strict_named_file(CUDNN_STRICT_NAMING_HOST, stem, major, out, size);
}

CUDNN_STRICT_INTERNAL void cudnn_strict_library_file_name(int major, char *out,
                                                          size_t size) {
  cudnn_strict_named_file(CUDNN_STRICT_NAMING_HOST, "cudnn", major, out, size);
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_text_at(const char *texts, size_t index, const char *fallback) {
  for (; *texts != '\0'; texts += strlen(texts) + 1)
    if (index-- == 0)
      return texts;
  return fallback;
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_origin_name(enum cudnn_strict_origin origin) {
  return cudnn_strict_text_at(CUDNN_STRICT_ORIGIN_MAP(CUDNN_STRICT_ORIGIN_NAME),
                              (size_t)origin, "unknown");
}

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_origin_words(enum cudnn_strict_origin origin) {
  return cudnn_strict_text_at(
      CUDNN_STRICT_ORIGIN_MAP(CUDNN_STRICT_ORIGIN_WORDS), (size_t)origin,
      "unknown");
}

CUDNN_STRICT_INTERNAL int cudnn_strict_next_path_entry(const char **list,
                                                       char *out, size_t size) {
  while (*list != NULL && **list != '\0') {
    const char *start = *list;
    const char *end = strchr(start, CUDNN_STRICT_SEARCH_PATH_SEPARATOR);
    size_t length = end != NULL ? (size_t)(end - start) : strlen(start);
    *list = start + length + (end != NULL);
    if (length > 0 && length < size) {
      memcpy(out, start, length);
      out[length] = '\0';
      return 1;
    }
  }
  return 0;
}

CUDNN_STRICT_INTERNAL size_t cudnn_strict_span(const char *text,
                                               const char *stops) {
  size_t length = 0;
  const char *s;
  for (; text[length] != '\0'; ++length)
    for (s = stops; *s != '\0'; ++s)
      if (text[length] == *s)
        return length;
  return length;
}

CUDNN_STRICT_INTERNAL const char *cudnn_strict_after_slash(const char *path) {
  const char *base = path;
  for (; *path != '\0'; ++path)
    if (*path == '/')
      base = path + 1;
  return base;
}

CUDNN_STRICT_INTERNAL void cudnn_strict_copy_text(char *dst, size_t size,
                                                  const char *src) {
  size_t length;
  if (size == 0)
    return;
  if (src == NULL)
    src = "";
  length = strlen(src);
  if (length >= size)
    length = size - 1;
  memmove(dst, src, length);
  dst[length] = '\0';
}

CUDNN_STRICT_INTERNAL cudnn_strict_size_fn cudnn_strict_size_function(
    const struct cudnn_strict_library *lib, const char *name) {
  return cudnn_strict_size_symbol(lib->handle, name);
}

CUDNN_STRICT_INTERNAL long cudnn_strict_cudart_answer(size_t answer) {
  if (answer == 0)
    return CUDNN_STRICT_CUDART_ANSWERED_ZERO;
  return answer > (size_t)LONG_MAX ? -1L : (long)answer;
}

CUDNN_STRICT_INTERNAL int cudnn_strict_ask_versions(void *handle, long *code,
                                                    long *cudart_code) {
  cudnn_strict_size_fn get_version =
      cudnn_strict_size_symbol(handle, "cudnnGetVersion");
  cudnn_strict_size_fn get_cudart =
      cudnn_strict_size_symbol(handle, "cudnnGetCudartVersion");
  if (get_version == NULL)
    return 0;
  *code = (long)get_version();
  *cudart_code =
      get_cudart != NULL ? cudnn_strict_cudart_answer(get_cudart()) : 0;
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_directory_in_ld_library_path(const char *file) {
  char directory[CUDNN_STRICT_PATH_SIZE];
  cudnn_strict_dirname(file, directory, sizeof(directory));
  return cudnn_strict_path_list_contains(cudnn_strict_search_path(), directory);
}
