/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * A root file system read from outside: see cudnn_strict_rootfs.h.
 */
#if !defined(_WIN32)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_rootfs.h"

#include "cudnn_strict_loader.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The kernel's own limit on the links one lookup follows (MAXSYMLINKS). */
#define CUDNN_STRICT_ROOTFS_MAX_LINKS 40

#define CUDNN_STRICT_ROOTFS_WORDS(name, words) words,
static const char *const cudnn_strict_rootfs_texts[] = {
    CUDNN_STRICT_ROOTFS_MAP(CUDNN_STRICT_ROOTFS_WORDS)};
#undef CUDNN_STRICT_ROOTFS_WORDS

CUDNN_STRICT_INTERNAL const char *
cudnn_strict_rootfs_words(enum cudnn_strict_rootfs_lookup lookup) {
  return (int)lookup >= 0 && lookup < CUDNN_STRICT_ROOTFS_COUNT
             ? cudnn_strict_rootfs_texts[lookup]
             : "";
}

/* Drops the last component of the inside path `resolved` ("/" stays). */
CUDNN_STRICT_HELPER void cudnn_strict_rootfs_up(char *resolved) {
  char *slash = strrchr(resolved, '/');
  if (slash == resolved)
    resolved[1] = '\0';
  else if (slash != NULL)
    *slash = '\0';
}

CUDNN_STRICT_HELPER int cudnn_strict_rootfs_host_of(const char *root,
                                                    const char *resolved,
                                                    char *out, size_t size) {
  int n = snprintf(out, size, "%s%s", root, resolved);
  return n > 0 && (size_t)n < size;
}

CUDNN_STRICT_INTERNAL enum cudnn_strict_rootfs_lookup
cudnn_strict_rootfs_resolve(const char *root, const char *path, char *inside,
                            size_t inside_size, char *host, size_t host_size) {
  /* `pending` holds what is left to look up; a link's target is put in
     front of it. */
  char pending[CUDNN_STRICT_PATH_SIZE], resolved[CUDNN_STRICT_PATH_SIZE];
  char here[CUDNN_STRICT_PATH_SIZE], target[CUDNN_STRICT_PATH_SIZE];
  char rest[CUDNN_STRICT_PATH_SIZE];
  enum cudnn_strict_rootfs_lookup result = CUDNN_STRICT_ROOTFS_FOUND;
  int links = 0;
  const char *at;
  if (strlen(path) >= sizeof(pending))
    return CUDNN_STRICT_ROOTFS_TOO_LONG;
  cudnn_strict_copy_text(pending, sizeof(pending), path);
  cudnn_strict_copy_text(resolved, sizeof(resolved), "/");
  at = pending;
  while (*at != '\0') {
    char component[256];
    size_t length;
    struct stat st;
    while (*at == '/')
      ++at;
    length = strcspn(at, "/");
    if (length == 0)
      break;
    if (length >= sizeof(component))
      return CUDNN_STRICT_ROOTFS_TOO_LONG;
    memcpy(component, at, length);
    component[length] = '\0';
    at += length;
    if (strcmp(component, ".") == 0)
      continue;
    if (strcmp(component, "..") == 0) {
      if (strcmp(resolved, "/") == 0)
        return CUDNN_STRICT_ROOTFS_LEAVES_ROOT;
      cudnn_strict_rootfs_up(resolved);
      continue;
    }
    if (strlen(resolved) + 1 + length >= sizeof(resolved))
      return CUDNN_STRICT_ROOTFS_TOO_LONG;
    if (strcmp(resolved, "/") != 0)
      strcat(resolved, "/");
    strcat(resolved, component);
    if (!cudnn_strict_rootfs_host_of(root, resolved, here, sizeof(here)))
      return CUDNN_STRICT_ROOTFS_TOO_LONG;
    /* lstat, never stat: a link is read, not followed by this machine,
       whose root is not the image's. */
    if (lstat(here, &st) != 0) {
      result = CUDNN_STRICT_ROOTFS_MISSING;
      if (strlen(resolved) + strlen(at) < sizeof(resolved))
        strcat(resolved, at);
      break;
    }
    if (S_ISLNK(st.st_mode)) {
      ssize_t n;
      if (++links > CUDNN_STRICT_ROOTFS_MAX_LINKS)
        return CUDNN_STRICT_ROOTFS_LINK_LOOP;
      n = readlink(here, target, sizeof(target) - 1);
      if (n <= 0)
        return CUDNN_STRICT_ROOTFS_MISSING;
      target[n] = '\0';
      if (strlen(target) + strlen(at) >= sizeof(rest))
        return CUDNN_STRICT_ROOTFS_TOO_LONG;
      /* The target, then what was left after the link (empty, or from
         its '/' on): a link named last, libcudnn.so.9 to
         libcudnn.so.9.12.0 as packages install it, must not become
         "libcudnn.so.9.12.0/", which no file answers. */
      strcpy(rest, target);
      strcat(rest, at);
      cudnn_strict_copy_text(pending, sizeof(pending), rest);
      at = pending;
      /* The link's own name goes; an absolute target starts over at the
         root. */
      if (target[0] == '/')
        cudnn_strict_copy_text(resolved, sizeof(resolved), "/");
      else
        cudnn_strict_rootfs_up(resolved);
      continue;
    }
    if (*at != '\0' && !S_ISDIR(st.st_mode)) {
      result = CUDNN_STRICT_ROOTFS_MISSING;
      if (strlen(resolved) + strlen(at) < sizeof(resolved))
        strcat(resolved, at);
      break;
    }
  }
  if (inside != NULL)
    cudnn_strict_copy_text(inside, inside_size, resolved);
  if (host != NULL &&
      !cudnn_strict_rootfs_host_of(root, resolved, host, host_size))
    return CUDNN_STRICT_ROOTFS_TOO_LONG;
  return result;
}

CUDNN_STRICT_INTERNAL const char *cudnn_strict_rootfs_host(const char *root,
                                                           const char *path,
                                                           char *host,
                                                           size_t size) {
#if CUDNN_STRICT_ROOTFS_READ
  if (root != NULL && root[0] != '\0')
    return cudnn_strict_rootfs_resolve(root, path, NULL, 0, host, size) ==
                   CUDNN_STRICT_ROOTFS_FOUND
               ? host
               : NULL;
#else
  (void)root;
#endif
  cudnn_strict_copy_text(host, size, path);
  return host;
}

#endif /* !_WIN32 */
