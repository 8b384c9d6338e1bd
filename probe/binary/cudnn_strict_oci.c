/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * A container image read from its files: see cudnn_strict_oci.h.
 */
#if !defined(_WIN32)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_oci.h"

#include "cudnn_strict_elf.h"
#include "cudnn_strict_elf_header.h"
#include "cudnn_strict_rootfs.h"
#include "cudnn_strict_stream.h"
#include "cudnn_strict_tar.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The members of an image archive that are kept: its JSON documents and
   its layers. */
#define CUDNN_STRICT_OCI_MAX_MEMBERS 4096
/* What all the files given their contents may add up to. */
#define CUDNN_STRICT_OCI_WRITE_LIMIT (32ULL << 30)
/* A file that is read only for its ELF header. */
#define CUDNN_STRICT_OCI_HEADER_ONLY 4096

/* ---- JSON, as much as an image's documents need ------------------------ */

static const char *cudnn_strict_oci_json_ws(const char *p) {
  while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
    ++p;
  return p;
}

/* The end of the value at `p`, or NULL when it is not well formed. */
static const char *cudnn_strict_oci_json_skip(const char *p, int depth) {
  p = cudnn_strict_oci_json_ws(p);
  if (depth > 64)
    return NULL;
  if (*p == '"') {
    for (++p; *p != '\0' && *p != '"'; ++p)
      if (*p == '\\' && p[1] != '\0')
        ++p;
    return *p == '"' ? p + 1 : NULL;
  }
  if (*p == '{' || *p == '[') {
    char close = *p == '{' ? '}' : ']';
    p = cudnn_strict_oci_json_ws(p + 1);
    if (*p == close)
      return p + 1;
    for (;;) {
      if (close == '}') {
        p = cudnn_strict_oci_json_skip(p, depth + 1);
        if (p == NULL || *(p = cudnn_strict_oci_json_ws(p)) != ':')
          return NULL;
        ++p;
      }
      p = cudnn_strict_oci_json_skip(p, depth + 1);
      if (p == NULL)
        return NULL;
      p = cudnn_strict_oci_json_ws(p);
      if (*p == close)
        return p + 1;
      if (*p != ',')
        return NULL;
      p = cudnn_strict_oci_json_ws(p + 1);
    }
  }
  while (*p != '\0' && strchr(",}] \t\r\n", *p) == NULL)
    ++p;
  return p;
}

/* The string at `p` into `out` (escapes other than \" \\ \/ \n \t \uXXXX
   kept as they are; \u becomes '?'); 0 when `p` is not a string. */
static int cudnn_strict_oci_json_string(const char *p, char *out, size_t size) {
  size_t n = 0;
  p = cudnn_strict_oci_json_ws(p);
  if (*p != '"')
    return 0;
  for (++p; *p != '\0' && *p != '"'; ++p) {
    char ch = *p;
    if (ch == '\\' && p[1] != '\0') {
      ++p;
      ch = *p == 'n' ? '\n' : *p == 't' ? '\t' : *p == 'u' ? '?' : *p;
      if (*p == 'u')
        p += strspn(p + 1, "0123456789abcdefABCDEF") >= 4 ? 4 : 0;
    }
    if (n + 1 < size)
      out[n++] = ch;
  }
  out[n] = '\0';
  return *p == '"';
}

/* The value of member `key` of the object at `p`, or NULL. */
static const char *cudnn_strict_oci_json_member(const char *p,
                                                const char *key) {
  char name[128];
  p = cudnn_strict_oci_json_ws(p);
  if (p == NULL || *p != '{')
    return NULL;
  p = cudnn_strict_oci_json_ws(p + 1);
  while (*p == '"') {
    const char *value;
    if (!cudnn_strict_oci_json_string(p, name, sizeof(name)) ||
        (p = cudnn_strict_oci_json_skip(p, 0)) == NULL ||
        *(p = cudnn_strict_oci_json_ws(p)) != ':')
      return NULL;
    value = cudnn_strict_oci_json_ws(p + 1);
    if (strcmp(name, key) == 0)
      return value;
    if ((p = cudnn_strict_oci_json_skip(value, 0)) == NULL)
      return NULL;
    p = cudnn_strict_oci_json_ws(p);
    if (*p != ',')
      return NULL;
    p = cudnn_strict_oci_json_ws(p + 1);
  }
  return NULL;
}

/* Element `index` of the array at `p`, or NULL. */
static const char *cudnn_strict_oci_json_element(const char *p, int index) {
  p = p != NULL ? cudnn_strict_oci_json_ws(p) : NULL;
  if (p == NULL || *p != '[')
    return NULL;
  p = cudnn_strict_oci_json_ws(p + 1);
  if (*p == ']')
    return NULL;
  while (index-- > 0) {
    if ((p = cudnn_strict_oci_json_skip(p, 0)) == NULL ||
        *(p = cudnn_strict_oci_json_ws(p)) != ',')
      return NULL;
    p = cudnn_strict_oci_json_ws(p + 1);
  }
  return p;
}

/* ---- the image's files -------------------------------------------------- */

struct cudnn_strict_oci_member {
  char name[256];
  unsigned long long offset, size;
};

struct cudnn_strict_oci_members {
  int count;
  struct cudnn_strict_oci_member *list;
};

/* The archive's members, read once: their names and where they lie. */
static int cudnn_strict_oci_index(FILE *f, struct cudnn_strict_oci_members *m,
                                  unsigned long long size, char *why,
                                  size_t why_size) {
  static struct cudnn_strict_stream s;
  struct cudnn_strict_tar t;
  struct cudnn_strict_tar_entry *e;
  int rc;
  m->count = 0;
  m->list = (struct cudnn_strict_oci_member *)calloc(
      CUDNN_STRICT_OCI_MAX_MEMBERS, sizeof(*m->list));
  e = (struct cudnn_strict_tar_entry *)calloc(1, sizeof(*e));
  if (m->list == NULL || e == NULL ||
      !cudnn_strict_stream_open(&s, f, 0, size,
                                CUDNN_STRICT_COMPRESSION_NONE)) {
    free(e);
    snprintf(why, why_size, "cannot be read");
    return 0;
  }
  cudnn_strict_tar_begin(&t, &s);
  while ((rc = cudnn_strict_tar_next(&t, e, why, why_size)) == 1) {
    const char *name = e->path;
    if (e->type != '0' && e->type != '7')
      continue;
    while (strncmp(name, "./", 2) == 0)
      name += 2;
    if (m->count >= CUDNN_STRICT_OCI_MAX_MEMBERS || strlen(name) >= 256) {
      snprintf(why, why_size,
               "holds more than %d files, or a name longer "
               "than 255 bytes: not an image archive",
               CUDNN_STRICT_OCI_MAX_MEMBERS);
      rc = -1;
      break;
    }
    cudnn_strict_copy_text(m->list[m->count].name, 256, name);
    m->list[m->count].offset = e->data_offset;
    m->list[m->count].size = e->size;
    ++m->count;
  }
  cudnn_strict_stream_close(&s);
  free(e);
  if (rc < 0) {
    char inner[512];
    cudnn_strict_copy_text(inner, sizeof(inner), why);
    snprintf(why, why_size, "is not a readable tar archive: %s", inner);
  }
  return rc == 0;
}

static const struct cudnn_strict_oci_member *
cudnn_strict_oci_find(const struct cudnn_strict_oci_members *m,
                      const char *name) {
  int i;
  for (i = 0; i < m->count; ++i)
    if (strcmp(m->list[i].name, name) == 0)
      return &m->list[i];
  return NULL;
}

/* Where the image's file `name` lies: in the archive, or as a file of the
   layout directory (offset 0 in a file opened into `*own`). */
static int cudnn_strict_oci_locate(const struct cudnn_strict_oci_image *img,
                                   const struct cudnn_strict_oci_members *m,
                                   const char *name, unsigned long long *offset,
                                   unsigned long long *size) {
  if (img->archive != NULL) {
    const struct cudnn_strict_oci_member *member =
        cudnn_strict_oci_find(m, name);
    if (member == NULL)
      return 0;
    *offset = member->offset;
    *size = member->size;
    return 1;
  } else {
    char file[CUDNN_STRICT_PATH_SIZE * 2];
    struct stat st;
    /* A blob's name is a digest or a relative path of the layout: never
       one that climbs out of it. */
    if (strstr(name, "..") != NULL || name[0] == '/')
      return 0;
    snprintf(file, sizeof(file), "%s/%s", img->path, name);
    if (lstat(file, &st) != 0 || !S_ISREG(st.st_mode))
      return 0;
    *offset = 0;
    *size = (unsigned long long)st.st_size;
    return 1;
  }
}

/* Reads the JSON document `name` whole (a NUL-terminated copy to free). */
static char *cudnn_strict_oci_json(const struct cudnn_strict_oci_image *img,
                                   const struct cudnn_strict_oci_members *m,
                                   const char *name) {
  unsigned long long offset, size;
  char file[CUDNN_STRICT_PATH_SIZE * 2];
  FILE *f = img->archive;
  char *text;
  if (!cudnn_strict_oci_locate(img, m, name, &offset, &size) ||
      size > CUDNN_STRICT_OCI_JSON_LIMIT)
    return NULL;
  if (f == NULL) {
    snprintf(file, sizeof(file), "%s/%s", img->path, name);
    if ((f = fopen(file, "rb")) == NULL)
      return NULL;
  }
  text = (char *)malloc((size_t)size + 1);
  if (text != NULL && (fseeko(f, (off_t)offset, SEEK_SET) != 0 ||
                       fread(text, 1, (size_t)size, f) != (size_t)size)) {
    free(text);
    text = NULL;
  }
  if (text != NULL)
    text[size] = '\0';
  if (f != img->archive)
    fclose(f);
  return text;
}

/* "sha256:abc..." as the layout's blobs/sha256/abc... */
static int cudnn_strict_oci_blob(const char *digest, char *out, size_t size) {
  const char *colon = strchr(digest, ':');
  if (colon == NULL || strchr(colon + 1, '/') != NULL ||
      strchr(digest, '.') != NULL)
    return 0;
  snprintf(out, size, "blobs/%.*s/%s", (int)(colon - digest), digest,
           colon + 1);
  return 1;
}

/* The config's Env and history. */
static void cudnn_strict_oci_config(struct cudnn_strict_oci_image *img,
                                    const char *config) {
  const char *env = cudnn_strict_oci_json_member(
      cudnn_strict_oci_json_member(config, "config"), "Env");
  const char *history = cudnn_strict_oci_json_member(config, "history");
  const char *item;
  int i, layer = 0;
  for (i = 0; (item = cudnn_strict_oci_json_element(env, i)) != NULL; ++i) {
    char entry[CUDNN_STRICT_PATH_SIZE];
    if (!cudnn_strict_oci_json_string(item, entry, sizeof(entry)))
      continue;
    /* A later entry of the same name wins, as the runtime sets them. */
    if (strncmp(entry, "LD_LIBRARY_PATH=", 16) == 0) {
      cudnn_strict_copy_text(img->ld_library_path, sizeof(img->ld_library_path),
                             entry + 16);
      img->has_ld_library_path = 1;
    } else if (strncmp(entry, "PATH=", 5) == 0) {
      cudnn_strict_copy_text(img->path_list, sizeof(img->path_list), entry + 5);
      img->has_path_list = 1;
    } else if (strncmp(entry, "VIRTUAL_ENV=", 12) == 0) {
      cudnn_strict_copy_text(img->virtual_env, sizeof(img->virtual_env),
                             entry + 12);
      img->has_virtual_env = 1;
    }
  }
  for (i = 0; (item = cudnn_strict_oci_json_element(history, i)) != NULL &&
              layer < img->layer_count;
       ++i) {
    const char *empty = cudnn_strict_oci_json_member(item, "empty_layer");
    const char *by = cudnn_strict_oci_json_member(item, "created_by");
    if (empty != NULL && strncmp(empty, "true", 4) == 0)
      continue;
    if (by != NULL)
      cudnn_strict_oci_json_string(by, img->layers[layer].created_by,
                                   sizeof(img->layers[layer].created_by));
    ++layer;
  }
}

static int cudnn_strict_oci_docker(struct cudnn_strict_oci_image *img,
                                   const struct cudnn_strict_oci_members *m,
                                   char *why, size_t why_size) {
  char *manifest = cudnn_strict_oci_json(img, m, "manifest.json");
  const char *first =
      manifest ? cudnn_strict_oci_json_element(manifest, 0) : NULL;
  const char *layers = cudnn_strict_oci_json_member(first, "Layers");
  const char *item;
  char name[CUDNN_STRICT_PATH_SIZE];
  char *config;
  int i;
  img->kind = "docker archive";
  for (i = 0; (item = cudnn_strict_oci_json_element(layers, i)) != NULL; ++i) {
    struct cudnn_strict_oci_layer *l = &img->layers[img->layer_count];
    if (img->layer_count >= CUDNN_STRICT_OCI_MAX_LAYERS ||
        !cudnn_strict_oci_json_string(item, l->name, sizeof(l->name)) ||
        !cudnn_strict_oci_locate(img, m, l->name, &l->offset, &l->size)) {
      snprintf(why, why_size,
               "manifest.json names layer %d, which the "
               "archive does not hold",
               i + 1);
      free(manifest);
      return 0;
    }
    ++img->layer_count;
  }
  if (first == NULL || layers == NULL) {
    snprintf(why, why_size, "has a manifest.json without Layers");
    free(manifest);
    return 0;
  }
  if (cudnn_strict_oci_json_string(
          cudnn_strict_oci_json_member(first, "Config"), name, sizeof(name)) &&
      (config = cudnn_strict_oci_json(img, m, name)) != NULL) {
    cudnn_strict_oci_config(img, config);
    free(config);
  }
  free(manifest);
  return 1;
}

static int cudnn_strict_oci_layout(struct cudnn_strict_oci_image *img,
                                   const struct cudnn_strict_oci_members *m,
                                   char *why, size_t why_size) {
  char *document = cudnn_strict_oci_json(img, m, "index.json");
  char digest[256], blob[320];
  const char *item;
  int depth, i;
  /* An index may name an index (a multi-platform image): its first. */
  for (depth = 0; document != NULL && depth < 4; ++depth) {
    const char *manifests = cudnn_strict_oci_json_member(document, "manifests");
    if (manifests == NULL)
      break;
    if (!cudnn_strict_oci_json_string(
            cudnn_strict_oci_json_member(
                cudnn_strict_oci_json_element(manifests, 0), "digest"),
            digest, sizeof(digest)) ||
        !cudnn_strict_oci_blob(digest, blob, sizeof(blob))) {
      free(document);
      document = NULL;
      break;
    }
    free(document);
    document = cudnn_strict_oci_json(img, m, blob);
  }
  if (document == NULL ||
      cudnn_strict_oci_json_member(document, "layers") == NULL) {
    snprintf(why, why_size,
             "has no image manifest that its index.json "
             "names (with its layers)");
    free(document);
    return 0;
  }
  for (i = 0;
       (item = cudnn_strict_oci_json_element(
            cudnn_strict_oci_json_member(document, "layers"), i)) != NULL;
       ++i) {
    struct cudnn_strict_oci_layer *l = &img->layers[img->layer_count];
    if (img->layer_count >= CUDNN_STRICT_OCI_MAX_LAYERS ||
        !cudnn_strict_oci_json_string(
            cudnn_strict_oci_json_member(item, "digest"), digest,
            sizeof(digest)) ||
        !cudnn_strict_oci_blob(digest, blob, sizeof(blob)) ||
        !cudnn_strict_oci_locate(img, m, blob, &l->offset, &l->size)) {
      snprintf(why, why_size,
               "its manifest names layer %d, whose blob it "
               "does not hold",
               i + 1);
      free(document);
      return 0;
    }
    cudnn_strict_copy_text(l->name, sizeof(l->name), blob);
    ++img->layer_count;
  }
  if (cudnn_strict_oci_json_string(
          cudnn_strict_oci_json_member(
              cudnn_strict_oci_json_member(document, "config"), "digest"),
          digest, sizeof(digest)) &&
      cudnn_strict_oci_blob(digest, blob, sizeof(blob))) {
    char *config = cudnn_strict_oci_json(img, m, blob);
    if (config != NULL)
      cudnn_strict_oci_config(img, config);
    free(config);
  }
  free(document);
  return 1;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_oci_open(const char *path, struct cudnn_strict_oci_image *img,
                      char *why, size_t why_size) {
  struct cudnn_strict_oci_members m;
  struct stat st;
  int ok;
  memset(img, 0, sizeof(*img));
  memset(&m, 0, sizeof(m));
  cudnn_strict_copy_text(img->path, sizeof(img->path), path);
  if (stat(path, &st) != 0) {
    snprintf(why, why_size, "does not exist");
    return 0;
  }
  if (S_ISDIR(st.st_mode)) {
    img->kind = "OCI layout";
    return cudnn_strict_oci_layout(img, &m, why, why_size);
  }
  if (!S_ISREG(st.st_mode) || (img->archive = fopen(path, "rb")) == NULL) {
    snprintf(why, why_size, "cannot be read");
    return 0;
  }
  if (!cudnn_strict_oci_index(img->archive, &m, (unsigned long long)st.st_size,
                              why, why_size)) {
    free(m.list);
    return 0;
  }
  if (cudnn_strict_oci_find(&m, "manifest.json") != NULL) {
    ok = cudnn_strict_oci_docker(img, &m, why, why_size);
  } else if (cudnn_strict_oci_find(&m, "index.json") != NULL) {
    img->kind = "OCI archive";
    ok = cudnn_strict_oci_layout(img, &m, why, why_size);
  } else {
    snprintf(why, why_size,
             "holds neither manifest.json (docker save) nor "
             "index.json (OCI)");
    ok = 0;
  }
  free(m.list);
  return ok;
}

/* ---- applying the layers ------------------------------------------------ */

struct cudnn_strict_oci_apply {
  struct cudnn_strict_oci_image *img;
  const char *root;
  int layer;
  unsigned long long written, entries;
  /* The layer's opaque directories (real paths inside): their lower
     contents go, then the layer's entries under them are applied again
     (a second pass, only for a layer that has one), so that memory holds
     these names only, not every entry of the layer. */
  char **opaque;
  int opaque_count, opaque_capacity;
  int again; /* the second pass: only entries under an opaque directory */
  /* The last entry's parent directory as resolved: a layer lists a
     directory's files one after the other, and resolving the parent
     anew costs a lookup per component for each of its components.  Only
     an entry whose parent differs can change how it resolves (it is that
     directory or above it), and such an entry replaces this. */
  int cached;
  char cached_parent[CUDNN_STRICT_PATH_SIZE];
  char cached_host[CUDNN_STRICT_PATH_SIZE], cached_real[CUDNN_STRICT_PATH_SIZE];
  char *why;
  size_t why_size;
};

static int cudnn_strict_oci_remember(char ***list, int *count, int *capacity,
                                     const char *path) {
  if (*count == *capacity) {
    int grown = *capacity ? *capacity * 2 : 256;
    char **bigger = (char **)realloc(*list, (size_t)grown * sizeof(char *));
    if (bigger == NULL)
      return 0;
    *list = bigger;
    *capacity = grown;
  }
  (*list)[*count] = strdup(path);
  return (*list)[(*count)++] != NULL;
}

static void cudnn_strict_oci_origin_add(struct cudnn_strict_oci_image *img,
                                        const char *path, int layer,
                                        int deleted) {
  const char *base = strrchr(path, '/');
  base = base != NULL ? base + 1 : path;
  /* cuDNN's own files: the ones a fix names. */
  if (strncmp(base, "libcudnn", 8) != 0)
    return;
  if (img->origin_count == img->origin_capacity) {
    int grown = img->origin_capacity ? img->origin_capacity * 2 : 64;
    struct cudnn_strict_oci_origin *bigger =
        (struct cudnn_strict_oci_origin *)realloc(
            img->origins, (size_t)grown * sizeof(*bigger));
    if (bigger == NULL)
      return;
    img->origins = bigger;
    img->origin_capacity = grown;
  }
  img->origins[img->origin_count].path = strdup(path);
  img->origins[img->origin_count].layer = layer;
  img->origins[img->origin_count].deleted = deleted;
  if (img->origins[img->origin_count].path != NULL)
    ++img->origin_count;
}

/* Removes `host` and, for a directory, what it holds (never following a
   link). */
CUDNN_STRICT_INTERNAL void cudnn_strict_oci_remove(const char *host) {
  struct stat st;
  if (lstat(host, &st) != 0)
    return;
  if (S_ISDIR(st.st_mode)) {
    DIR *dir = opendir(host);
    struct dirent *entry;
    while (dir != NULL && (entry = readdir(dir)) != NULL) {
      char child[CUDNN_STRICT_PATH_SIZE];
      if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0)
        continue;
      if (snprintf(child, sizeof(child), "%s/%s", host, entry->d_name) <
          (int)sizeof(child))
        cudnn_strict_oci_remove(child);
    }
    if (dir != NULL)
      closedir(dir);
    rmdir(host);
  } else {
    unlink(host);
  }
}

/* The entry's path, cleaned: no leading "./" or "/", no "." components;
   0 for one with a ".." component (it would climb out of the root). */
static int cudnn_strict_oci_clean(const char *path, char *out, size_t size) {
  size_t n = 0;
  const char *at = path;
  out[0] = '\0';
  while (*at != '\0') {
    size_t length;
    while (*at == '/')
      ++at;
    length = strcspn(at, "/");
    if (length == 0)
      break;
    if (length == 2 && strncmp(at, "..", 2) == 0)
      return 0;
    if (!(length == 1 && at[0] == '.')) {
      if (n + length + 2 >= size)
        return 0;
      out[n++] = '/';
      memcpy(out + n, at, length);
      n += length;
      out[n] = '\0';
    }
    at += length;
  }
  return 1;
}

/* The directory `inside` made to exist inside the root, each missing
   component created; its real path inside in `real` and its file here in
   `host`.  0 when it leads out of the root or is not a directory. */
static int cudnn_strict_oci_directory(struct cudnn_strict_oci_apply *a,
                                      const char *inside, char *host,
                                      size_t size, char *real,
                                      size_t real_size) {
  char current[CUDNN_STRICT_PATH_SIZE], wanted[CUDNN_STRICT_PATH_SIZE];
  const char *at = inside;
  struct stat st;
  /* `current` is always a real path inside the root: only the component
     appended to it may be a link, which the lookup resolves. */
  cudnn_strict_copy_text(current, sizeof(current), "");
  while (*at != '\0') {
    size_t length;
    enum cudnn_strict_rootfs_lookup lookup;
    while (*at == '/')
      ++at;
    length = strcspn(at, "/");
    if (length == 0)
      break;
    if (snprintf(wanted, sizeof(wanted), "%s/%.*s", current, (int)length, at) >=
        (int)sizeof(wanted))
      return 0;
    at += length;
    lookup = cudnn_strict_rootfs_resolve(a->root, wanted, real, real_size, host,
                                         size);
    if (lookup == CUDNN_STRICT_ROOTFS_MISSING) {
      if (snprintf(host, size, "%s%s", a->root, wanted) >= (int)size ||
          (mkdir(host, 0755) != 0 && errno != EEXIST))
        return 0;
      cudnn_strict_copy_text(current, sizeof(current), wanted);
      continue;
    }
    if (lookup != CUDNN_STRICT_ROOTFS_FOUND || lstat(host, &st) != 0 ||
        !S_ISDIR(st.st_mode))
      return 0;
    cudnn_strict_copy_text(current, sizeof(current),
                           strcmp(real, "/") == 0 ? "" : real);
  }
  cudnn_strict_copy_text(real, real_size, current[0] ? current : "/");
  return snprintf(host, size, "%s%s", a->root, current) < (int)size;
}

static volatile sig_atomic_t cudnn_strict_oci_caught;

static void cudnn_strict_oci_on_signal(int sig) {
  cudnn_strict_oci_caught = sig;
}

CUDNN_STRICT_INTERNAL void cudnn_strict_oci_catch_signals(void) {
  static const int signals[] = {SIGINT, SIGTERM, SIGHUP};
  struct sigaction action;
  size_t i;
  memset(&action, 0, sizeof(action));
  action.sa_handler = cudnn_strict_oci_on_signal;
  sigemptyset(&action.sa_mask);
  for (i = 0; i < sizeof(signals) / sizeof(signals[0]); ++i) {
    struct sigaction old;
    /* A signal the caller ignores (nohup) stays ignored. */
    if (sigaction(signals[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
      continue;
    sigaction(signals[i], &action, NULL);
  }
}

CUDNN_STRICT_INTERNAL int cudnn_strict_oci_signal(void) {
  return (int)cudnn_strict_oci_caught;
}

CUDNN_STRICT_INTERNAL void cudnn_strict_oci_stop_now(const char *host) {
  int sig = (int)cudnn_strict_oci_caught;
  if (sig == 0)
    return;
  if (host != NULL)
    cudnn_strict_oci_remove(host);
  fflush(stdout);
  signal(sig, SIG_DFL);
  raise(sig);
  _exit(128 + sig); /* not reached: the default action ends the run */
}

/* Whether the judgement reads what the file holds: 2 all of it, 1 its
   ELF header (a cuDNN sub-library, which is looked for by name, and a
   possible ELF file decided by its first bytes), 0 nothing. */
static int cudnn_strict_oci_needed(const char *path, unsigned mode) {
  const char *base = strrchr(path, '/');
  const char *parent_end = base;
  base = base != NULL ? base + 1 : path;
  if (strcmp(base, "METADATA") == 0 && parent_end != NULL &&
      parent_end - path > 10 && strncmp(parent_end - 10, ".dist-info", 10) == 0)
    return 2;
  if (strcmp(base, "macros.h") == 0 || strcmp(base, "build_info.py") == 0)
    return 2;
  /* The image's own ld.so cache, which the loader's search reads, and
     the ld.so.conf files that tell a cache ldconfig has not rewritten. */
  if (strcmp(path, "/etc/ld.so.cache") == 0 ||
      strcmp(path, "/etc/ld.so.conf") == 0 ||
      strncmp(path, "/etc/ld.so.conf.d/", 18) == 0)
    return 2;
  if (strncmp(base, "libcudnn", 8) == 0)
    return strncmp(base, "libcudnn.so", 11) == 0 ||
                   strncmp(base, "libcudnn_graph.", 15) == 0 ||
                   strncmp(base, "libcudnn_engines_runtime_compiled.", 34) == 0
               ? 2
               : 1;
  if (strstr(base, ".so") != NULL || (mode & 0111) != 0)
    return 3; /* all of it when it is an ELF file */
  return 0;
}

static int cudnn_strict_oci_fail(struct cudnn_strict_oci_apply *a,
                                 const char *path, const char *words) {
  snprintf(a->why, a->why_size, "layer %d of %d (%s%s%s): %s %s", a->layer + 1,
           a->img->layer_count, a->img->layers[a->layer].name,
           a->img->layers[a->layer].created_by[0] ? ", " : "",
           a->img->layers[a->layer].created_by, path, words);
  return 0;
}

/* ---- an ELF file's parts, from an uncompressed layer --------------------- */

/* Copies [from, from + length) of the file at `base` in `in` (of `size`
   bytes) to the same place of `out`; what lies past its end is not. */
static int cudnn_strict_oci_copy_range(int in, unsigned long long base,
                                       unsigned long long size, int out,
                                       unsigned long long from,
                                       unsigned long long length,
                                       unsigned long long *written) {
  static unsigned char buffer[1 << 16];
  if (from >= size)
    return 1;
  if (length > size - from)
    length = size - from;
  while (length > 0) {
    size_t n = length < sizeof(buffer) ? (size_t)length : sizeof(buffer);
    if (pread(in, buffer, n, (off_t)(base + from)) != (ssize_t)n ||
        pwrite(out, buffer, n, (off_t)from) != (ssize_t)n)
      return 0;
    from += n;
    length -= n;
    *written += n;
  }
  return 1;
}

static int cudnn_strict_oci_read_at(int in, unsigned long long base,
                                    unsigned long long size,
                                    unsigned long long at, void *out,
                                    size_t n) {
  return at <= size && n <= size - at &&
         pread(in, out, n, (off_t)(base + at)) == (ssize_t)n;
}

/* Writes of a 64-bit ELF file, which lies at `base` in the uncompressed
   layer `in`, only the bytes that the judgement reads of it
   (cudnn_strict_elf.c): its first 64 KiB (the ELF header, and the
   program headers where they usually are), the program headers, the
   PT_DYNAMIC, PT_INTERP and PT_NOTE segments, the dynamic string table
   that DT_STRTAB names, the section headers, their SHT_NOTE sections
   (the guard's note) and the section names; the rest stays a hole.  The
   layer's file is read where it lies (pread), in any order: an
   auditwheel-patched library keeps its string table after its dynamic
   segment, a linker's before.  0 when the file is not one this knows to
   cut (it is then written whole, as a compressed layer's are). */
static int cudnn_strict_oci_elf_parts(int in, unsigned long long base,
                                      unsigned long long size, int out,
                                      unsigned long long *written) {
  unsigned char bytes[CUDNN_STRICT_ELF_HEADER_SIZE], p[56], sh[64], entry[16];
  struct cudnn_strict_elf_header hd;
  struct cudnn_strict_elf_segment seg;
  unsigned long long dyn_offset = 0, dyn_size = 0, strtab = 0, strsz = 0, at;
  unsigned i;
  int big, has_dynamic = 0, has_strtab = 0;
  if (!cudnn_strict_oci_read_at(in, base, size, 0, bytes, sizeof(bytes)))
    return 0;
  /* The fields as every reader of the project decodes them
     (core/cudnn_strict_elf_header.h). */
  cudnn_strict_elf_header_decode(bytes, sizeof(bytes), &hd);
  if (!hd.complete || hd.bits != 64 || hd.byte_order == 0)
    return 0;
  big = hd.byte_order == 2;
  if ((hd.phnum > 0 && hd.phentsize < 56) ||
      (hd.shnum > 0 && hd.shentsize < 64) ||
      (unsigned long long)hd.phnum * hd.phentsize > 65536u ||
      !cudnn_strict_oci_copy_range(in, base, size, out, 0, 65536, written) ||
      !cudnn_strict_oci_copy_range(in, base, size, out, hd.phoff,
                                   (unsigned long long)hd.phnum * hd.phentsize,
                                   written))
    return 0;
  for (i = 0; i < hd.phnum; ++i) {
    if (!cudnn_strict_oci_read_at(
            in, base, size, hd.phoff + (unsigned long long)i * hd.phentsize, p,
            sizeof(p)))
      return 0;
    cudnn_strict_elf_segment_decode(&hd, p, &seg);
    if (seg.type == CUDNN_STRICT_PT_DYNAMIC && !has_dynamic) {
      has_dynamic = 1;
      dyn_offset = seg.offset;
      dyn_size = seg.filesz;
    }
    if ((seg.type == CUDNN_STRICT_PT_DYNAMIC ||
         seg.type == CUDNN_STRICT_PT_INTERP ||
         seg.type == CUDNN_STRICT_PT_NOTE) &&
        !cudnn_strict_oci_copy_range(in, base, size, out, seg.offset,
                                     seg.filesz, written))
      return 0;
  }
  for (at = 0; has_dynamic && at + 16 <= dyn_size; at += 16) {
    unsigned long long tag;
    if (!cudnn_strict_oci_read_at(in, base, size, dyn_offset + at, entry,
                                  sizeof(entry)))
      break;
    tag = cudnn_strict_elf_bytes(entry, 8, big);
    if (tag == 0)
      break;
    if (tag == CUDNN_STRICT_DT_STRTAB)
      strtab = cudnn_strict_elf_bytes(entry + 8, 8, big), has_strtab = 1;
    else if (tag == CUDNN_STRICT_DT_STRSZ)
      strsz = cudnn_strict_elf_bytes(entry + 8, 8, big);
  }
  /* The table's address as the judgement maps it: the first PT_LOAD
     that holds it. */
  for (i = 0; has_strtab && i < hd.phnum; ++i) {
    if (!cudnn_strict_oci_read_at(
            in, base, size, hd.phoff + (unsigned long long)i * hd.phentsize, p,
            sizeof(p)))
      return 0;
    cudnn_strict_elf_segment_decode(&hd, p, &seg);
    if (seg.type == CUDNN_STRICT_PT_LOAD && strtab >= seg.vaddr &&
        strtab - seg.vaddr < seg.filesz) {
      if (!cudnn_strict_oci_copy_range(in, base, size, out,
                                       seg.offset + (strtab - seg.vaddr), strsz,
                                       written))
        return 0;
      break;
    }
  }
  if (hd.shnum > 0 && !cudnn_strict_oci_copy_range(
                          in, base, size, out, hd.shoff,
                          (unsigned long long)hd.shnum * hd.shentsize, written))
    return 0;
  for (i = 0; i < hd.shnum; ++i) {
    if (!cudnn_strict_oci_read_at(
            in, base, size, hd.shoff + (unsigned long long)i * hd.shentsize, sh,
            sizeof(sh)))
      break;
    if ((cudnn_strict_elf_bytes(sh + 4, 4, big) == CUDNN_STRICT_SHT_NOTE ||
         i == hd.shstrndx) &&
        !cudnn_strict_oci_copy_range(
            in, base, size, out, cudnn_strict_elf_bytes(sh + 24, 8, big),
            cudnn_strict_elf_bytes(sh + 32, 8, big), written))
      return 0;
  }
  return 1;
}

/* Writes a file of the layer: its contents where they are needed, else
   its size only. */
static int cudnn_strict_oci_file(struct cudnn_strict_oci_apply *a,
                                 struct cudnn_strict_tar *t,
                                 const struct cudnn_strict_tar_entry *e,
                                 const char *host, const char *inside) {
  static unsigned char buffer[1 << 16];
  int needed = cudnn_strict_oci_needed(inside, e->mode);
  unsigned long long want = e->size, done = 0;
  /* The execute bits are kept: they tell a program of the image (the
     walk for ELF files, the python3 that PATH names), and nothing here
     runs it (the directory is this run's own, mode 0700). */
  int fd = open(host, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW,
                (e->mode & 0111) != 0 ? 0755 : 0644);
  if (fd < 0)
    return cudnn_strict_oci_fail(a, inside, "cannot be written here");
  if (needed == 1 && want > CUDNN_STRICT_OCI_HEADER_ONLY)
    want = CUDNN_STRICT_OCI_HEADER_ONLY;
  if (needed == 0)
    want = 0;
  while (done < want) {
    size_t n;
    if (cudnn_strict_oci_caught) {
      close(fd);
      return cudnn_strict_oci_fail(a, inside, "was being read: interrupted");
    }
    n = cudnn_strict_tar_read(
        t, buffer,
        want - done < sizeof(buffer) ? (size_t)(want - done) : sizeof(buffer));
    if (n == 0) {
      close(fd);
      return cudnn_strict_oci_fail(a, inside,
                                   "is cut short: the layer is truncated");
    }
    /* Not an ELF file: what the judgement reads of it is nothing. */
    if (needed == 3 && done == 0 &&
        (n < 4 || memcmp(buffer, "\177ELF", 4) != 0)) {
      want = 0;
      break;
    }
    /* An ELF file of an uncompressed layer: the parts the judgement
       reads, read where they lie; the rest of it is passed by a seek. */
    if (needed == 3 && done == 0 &&
        t->stream->compression == CUDNN_STRICT_COMPRESSION_NONE &&
        cudnn_strict_oci_elf_parts(fileno(t->stream->file), e->data_offset,
                                   e->size, fd, &a->written))
      break;
    if (write(fd, buffer, n) != (ssize_t)n) {
      close(fd);
      return cudnn_strict_oci_fail(a, inside, "cannot be written here");
    }
    done += n;
    a->written += n;
    if (a->written > CUDNN_STRICT_OCI_WRITE_LIMIT) {
      close(fd);
      return cudnn_strict_oci_fail(
          a, inside, "makes the files read exceed 32 GiB: refused");
    }
  }
  /* The rest of the file as a hole: its size, none of its bytes. */
  if (ftruncate(fd, (off_t)e->size) != 0) {
    close(fd);
    return cudnn_strict_oci_fail(a, inside, "cannot be written here");
  }
  close(fd);
  return 1;
}

/* An opaque directory: what `host` holds goes (the layer's own entries
   under it are applied again after). */
static void cudnn_strict_oci_opaque(struct cudnn_strict_oci_apply *a,
                                    const char *host, const char *inside) {
  DIR *dir = opendir(host);
  struct dirent *entry;
  while (dir != NULL && (entry = readdir(dir)) != NULL) {
    char child[CUDNN_STRICT_PATH_SIZE], child_host[CUDNN_STRICT_PATH_SIZE];
    if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0)
      continue;
    /* A name too long to be whole is left alone, never cut and removed. */
    if (snprintf(child, sizeof(child), "%s/%s", inside, entry->d_name) >=
            (int)sizeof(child) ||
        snprintf(child_host, sizeof(child_host), "%s/%s", host,
                 entry->d_name) >= (int)sizeof(child_host))
      continue;
    cudnn_strict_oci_origin_add(a->img, child, a->layer, 1);
    cudnn_strict_oci_remove(child_host);
  }
  if (dir != NULL)
    closedir(dir);
}

static int cudnn_strict_oci_entry(struct cudnn_strict_oci_apply *a,
                                  struct cudnn_strict_tar *t,
                                  const struct cudnn_strict_tar_entry *e) {
  char path[CUDNN_STRICT_PATH_SIZE], parent[CUDNN_STRICT_PATH_SIZE];
  char parent_host[CUDNN_STRICT_PATH_SIZE], parent_real[CUDNN_STRICT_PATH_SIZE];
  char host[CUDNN_STRICT_PATH_SIZE * 2], inside[CUDNN_STRICT_PATH_SIZE * 2];
  const char *base;
  struct stat st;
  if (cudnn_strict_oci_caught)
    return cudnn_strict_oci_fail(a, e->path, "was next: interrupted");
  if (++a->entries > CUDNN_STRICT_OCI_ENTRY_COUNT)
    return cudnn_strict_oci_fail(a, e->path,
                                 "is one entry too many for an image: refused");
  if (!cudnn_strict_oci_clean(e->path, path, sizeof(path)))
    return cudnn_strict_oci_fail(
        a, e->path, "climbs out of the root (a \"..\" component): refused");
  if (path[0] == '\0')
    return 1; /* the root itself */
  if (e->size > CUDNN_STRICT_OCI_ENTRY_LIMIT)
    return cudnn_strict_oci_fail(a, path, "is larger than 64 GiB: refused");
  base = strrchr(path, '/') + 1;
  cudnn_strict_copy_text(parent, (size_t)(base - path), path);
  if (a->cached && strcmp(parent, a->cached_parent) == 0) {
    cudnn_strict_copy_text(parent_host, sizeof(parent_host), a->cached_host);
    cudnn_strict_copy_text(parent_real, sizeof(parent_real), a->cached_real);
  } else if (cudnn_strict_oci_directory(a, parent, parent_host,
                                        sizeof(parent_host), parent_real,
                                        sizeof(parent_real))) {
    a->cached = 1;
    cudnn_strict_copy_text(a->cached_parent, sizeof(a->cached_parent), parent);
    cudnn_strict_copy_text(a->cached_host, sizeof(a->cached_host), parent_host);
    cudnn_strict_copy_text(a->cached_real, sizeof(a->cached_real), parent_real);
  } else {
    a->cached = 0;
    return cudnn_strict_oci_fail(
        a, path,
        "lies under a link that leads out of the root, or under a file: "
        "refused");
  }
  if (strcmp(parent_real, "/") == 0)
    parent_real[0] = '\0';
  snprintf(host, sizeof(host), "%s/%s", parent_host, base);
  snprintf(inside, sizeof(inside), "%s/%s", parent_real, base);
  /* The second pass applies again what lies under an opaque directory. */
  if (a->again) {
    int i, under = 0;
    for (i = 0; i < a->opaque_count && !under; ++i) {
      size_t n = strlen(a->opaque[i]);
      under = strncmp(inside, a->opaque[i], n) == 0 && inside[n] == '/';
    }
    if (!under || strcmp(base, ".wh..wh..opq") == 0)
      return 1;
  }
  /* Whiteouts: what lower layers put there goes. */
  if (strcmp(base, ".wh..wh..opq") == 0)
    return cudnn_strict_oci_remember(&a->opaque, &a->opaque_count,
                                     &a->opaque_capacity,
                                     parent_real[0] ? parent_real : "")
               ? 1
               : cudnn_strict_oci_fail(a, path,
                                       "cannot be recorded: out of memory");
  if (strncmp(base, ".wh.", 4) == 0) {
    snprintf(host, sizeof(host), "%s/%s", parent_host, base + 4);
    snprintf(inside, sizeof(inside), "%s/%s", parent_real, base + 4);
    cudnn_strict_oci_origin_add(a->img, inside, a->layer, 1);
    cudnn_strict_oci_remove(host);
    return 1;
  }
  if (e->type == '5') {
    if (lstat(host, &st) == 0 && !S_ISDIR(st.st_mode))
      cudnn_strict_oci_remove(host);
    if (mkdir(host, 0755) != 0 && errno != EEXIST)
      return cudnn_strict_oci_fail(a, path, "cannot be created here");
  } else if (e->type == '0' || e->type == '7' || e->type == '1' ||
             e->type == '2') {
    cudnn_strict_oci_remove(host);
    if (e->type == '2') {
      /* Kept as written: links are resolved inside the root when read
         (cudnn_strict_rootfs.h), never here. */
      if (symlink(e->link, host) != 0)
        return cudnn_strict_oci_fail(a, path, "cannot be created here");
    } else if (e->type == '1') {
      char target[CUDNN_STRICT_PATH_SIZE], target_host[CUDNN_STRICT_PATH_SIZE];
      if (!cudnn_strict_oci_clean(e->link, target, sizeof(target)) ||
          cudnn_strict_rootfs_resolve(a->root, target, NULL, 0, target_host,
                                      sizeof(target_host)) !=
              CUDNN_STRICT_ROOTFS_FOUND ||
          lstat(target_host, &st) != 0 || !S_ISREG(st.st_mode) ||
          link(target_host, host) != 0)
        return cudnn_strict_oci_fail(
            a, path,
            "is a hard link to a file that is not in the root: refused");
    } else if (!cudnn_strict_oci_file(a, t, e, host, inside)) {
      return 0;
    }
    cudnn_strict_oci_origin_add(a->img, inside, a->layer, 0);
  }
  /* Devices and FIFOs: nothing the judgement reads. */
  return 1;
}

/* One pass over layer `a->layer`'s entries; 0 with the reason. */
static int cudnn_strict_oci_pass(struct cudnn_strict_oci_apply *a,
                                 struct cudnn_strict_tar_entry *e) {
  static struct cudnn_strict_stream s;
  struct cudnn_strict_oci_image *img = a->img;
  struct cudnn_strict_oci_layer *l = &img->layers[a->layer];
  char file[CUDNN_STRICT_PATH_SIZE * 2];
  FILE *f = img->archive;
  struct cudnn_strict_tar t;
  int rc, ok = 1;
  if (f == NULL) {
    snprintf(file, sizeof(file), "%s/%s", img->path, l->name);
    f = fopen(file, "rb");
  }
  if (f == NULL || !cudnn_strict_stream_open(
                       &s, f, l->offset, l->size,
                       cudnn_strict_stream_sniff(f, l->offset, l->size))) {
    snprintf(a->why, a->why_size, "layer %d of %d (%s%s%s) cannot be read: %s",
             a->layer + 1, img->layer_count, l->name,
             l->created_by[0] ? ", " : "", l->created_by,
             f == NULL ? "its blob cannot be opened" : s.error);
    if (f != NULL && f != img->archive)
      fclose(f);
    return 0;
  }
  cudnn_strict_tar_begin(&t, &s);
  a->cached = 0; /* opaque directories went since the last pass */
  while ((rc = cudnn_strict_tar_next(&t, e, a->why, a->why_size)) == 1)
    if (!cudnn_strict_oci_entry(a, &t, e)) {
      ok = 0;
      break;
    }
  if (ok && rc < 0) {
    char inner[512];
    cudnn_strict_copy_text(inner, sizeof(inner), a->why);
    snprintf(a->why, a->why_size,
             "layer %d of %d (%s%s%s) is not a readable tar archive: %s",
             a->layer + 1, img->layer_count, l->name,
             l->created_by[0] ? ", " : "", l->created_by, inner);
    ok = 0;
  }
  cudnn_strict_stream_close(&s);
  if (f != img->archive)
    fclose(f);
  return ok;
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_oci_unpack(struct cudnn_strict_oci_image *img, const char *root,
                        char *why, size_t why_size) {
  struct cudnn_strict_oci_apply a;
  struct cudnn_strict_tar_entry *e =
      (struct cudnn_strict_tar_entry *)calloc(1, sizeof(*e));
  int ok = e != NULL, i;
  memset(&a, 0, sizeof(a));
  a.img = img;
  a.root = root;
  a.why = why;
  a.why_size = why_size;
  for (a.layer = 0; ok && a.layer < img->layer_count; ++a.layer) {
    a.again = 0;
    ok = cudnn_strict_oci_pass(&a, e);
    if (ok && a.opaque_count > 0) {
      /* Lower layers' contents of each opaque directory go, then the
         layer's own entries under them come back. */
      for (i = 0; i < a.opaque_count; ++i) {
        char host[CUDNN_STRICT_PATH_SIZE * 2];
        snprintf(host, sizeof(host), "%s%s", root, a.opaque[i]);
        cudnn_strict_oci_opaque(&a, host, a.opaque[i]);
      }
      a.again = 1;
      ok = cudnn_strict_oci_pass(&a, e);
    }
    for (i = 0; i < a.opaque_count; ++i)
      free(a.opaque[i]);
    a.opaque_count = 0;
    if (!ok && e != NULL)
      img->refused_layer = a.layer + 1;
  }
  free(a.opaque);
  free(e);
  return ok;
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_oci_origin_words(const struct cudnn_strict_oci_image *img,
                              const char *inside, char *out, size_t size) {
  int i;
  out[0] = '\0';
  for (i = img->origin_count - 1; i >= 0; --i)
    if (strcmp(img->origins[i].path, inside) == 0) {
      const struct cudnn_strict_oci_layer *l =
          &img->layers[img->origins[i].layer];
      snprintf(out, size, "%s %s by layer %d of %d%s%s", inside,
               img->origins[i].deleted ? "was deleted" : "was brought",
               img->origins[i].layer + 1, img->layer_count,
               l->created_by[0] ? ": " : "", l->created_by);
      return;
    }
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_oci_layer_words(const struct cudnn_strict_oci_image *img,
                             int layer, char *out, size_t size) {
  const struct cudnn_strict_oci_layer *l;
  out[0] = '\0';
  if (layer < 1 || layer > img->layer_count)
    return;
  l = &img->layers[layer - 1];
  snprintf(out, size, "layer %d of %d (%s%s%s)", layer, img->layer_count,
           l->name, l->created_by[0] ? ", " : "", l->created_by);
}

CUDNN_STRICT_INTERNAL void
cudnn_strict_oci_close(struct cudnn_strict_oci_image *img) {
  int i;
  if (img->archive != NULL)
    fclose(img->archive);
  img->archive = NULL;
  for (i = 0; i < img->origin_count; ++i)
    free(img->origins[i].path);
  free(img->origins);
  img->origins = NULL;
  img->origin_count = img->origin_capacity = 0;
}

#endif /* !_WIN32 */
