/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_static_check.h. */
#if !defined(_WIN32) && !defined(_GNU_SOURCE)
/* dl_iterate_phdr() and struct dl_phdr_info, in cudnn_strict_loader.h;
   g++ defines _GNU_SOURCE itself, and a second definition is an error
   under -Werror. */
#define _GNU_SOURCE
#endif
#include "cudnn_strict_static_check.h"

#include "cudnn_strict.h"
#include "cudnn_strict_ar.h"
#include "cudnn_strict_loader.h"
#include "cudnn_strict_message.h"
#include "cudnn_strict_release.h"
#include "cudnn_strict_version.h"
#include "cudnn_strict_writer.h"

#include <stdio.h>
#include <string.h>

#define CUDNN_STRICT_STATIC_KEY_SIZE 64
#define CUDNN_STRICT_STATIC_MESSAGE_SIZE (2 * CUDNN_STRICT_PATH_SIZE + 512)

static void cudnn_strict_static_put(struct cudnn_strict_writer *w, int i,
                                    const char *field, const char *value) {
  char key[CUDNN_STRICT_STATIC_KEY_SIZE];
  snprintf(key, sizeof(key), "static.%d.%s", i, field);
  cudnn_strict_write_text(w, key, value);
}

#if !defined(_WIN32)
/* What `path` is as an archive to link: OK only for an ar archive that
   holds a member.  Every file is looked at, whatever its name says: a
   file that cannot be read, or an archive with nothing in it, links no
   cuDNN. */
static enum cudnn_strict_ar_kind cudnn_strict_static_kind(const char *path) {
  struct cudnn_strict_ar a;
  struct cudnn_strict_ar_member m;
  enum cudnn_strict_ar_kind kind = cudnn_strict_ar_open(path, &a);
  int next;
  if (kind != CUDNN_STRICT_AR_OK)
    return kind;
  next = cudnn_strict_ar_next(&a, &m);
  cudnn_strict_ar_close(&a);
  return next > 0    ? CUDNN_STRICT_AR_OK
         : next == 0 ? CUDNN_STRICT_AR_EMPTY
                     : CUDNN_STRICT_AR_MALFORMED;
}
#endif

CUDNN_STRICT_INTERNAL int
cudnn_strict_check_static_archives(struct cudnn_strict_writer *w,
                                   struct cudnn_strict_version header,
                                   int count, char **files) {
  char message[CUDNN_STRICT_STATIC_MESSAGE_SIZE];
  char header_text[CUDNN_STRICT_VERSION_TEXT_SIZE];
  char release_text[CUDNN_STRICT_VERSION_TEXT_SIZE];
  char first_release[CUDNN_STRICT_VERSION_TEXT_SIZE] = "";
  char name[64], member[256];
  const char *status = "OK";
  long expected = CUDNN_STRICT_ENCODE(header.major, header.minor, header.patch);
  int i, exit_status = 0;
  message[0] = '\0';
  cudnn_strict_format_version(header_text, sizeof(header_text), header);
  cudnn_strict_write_long(w, "static.archives", count);
  for (i = 0; i < count; ++i) {
#if !defined(_WIN32)
    const char *reason = NULL;
    struct cudnn_strict_version carried_version;
    enum cudnn_strict_ar_kind kind;
    long carried = 0;
    int read, told;
    cudnn_strict_static_put(w, i, "file", files[i]);
    told =
        cudnn_strict_archive_part(files[i], header.major, name, sizeof(name));
    if (told)
      cudnn_strict_static_put(w, i, "sublibrary", name);
    kind = cudnn_strict_static_kind(files[i]);
    read = -1;
    reason = cudnn_strict_ar_reason(kind);
    if (kind == CUDNN_STRICT_AR_OK && !told) {
      cudnn_strict_static_put(w, i, "status", "NOT_READ");
      continue;
    }
    member[0] = '\0';
    if (kind == CUDNN_STRICT_AR_OK)
      read = cudnn_strict_archive_release(files[i], &carried, member,
                                          sizeof(member), &reason);
    if (read < 0) {
      cudnn_strict_static_put(w, i, "status", "UNREADABLE");
      cudnn_strict_static_put(w, i, "reason", reason);
      if (exit_status == 0) {
        status = "UNREADABLE";
        snprintf(message, sizeof(message),
                 "the static archive %s %s, so its release cannot be "
                 "read. Fix: reinstall the static archives of cuDNN %s, or "
                 "leave out the component static",
                 files[i], reason, header_text);
        exit_status = cudnn_strict_status_exit(CUDNN_STRICT_STATUS_NOT_CUDNN);
      }
      continue;
    }
    if (read == 0 || !cudnn_strict_decode(carried, &carried_version)) {
      cudnn_strict_static_put(w, i, "status", "NOT_TOLD");
      continue;
    }
    cudnn_strict_format_version(release_text, sizeof(release_text),
                                carried_version);
    cudnn_strict_static_put(w, i, "release", release_text);
    cudnn_strict_static_put(w, i, "member", member);
    if (first_release[0] == '\0')
      cudnn_strict_copy_text(first_release, sizeof(first_release),
                             release_text);
    if (carried == expected) {
      cudnn_strict_static_put(w, i, "status", "OK");
      continue;
    }
    cudnn_strict_static_put(w, i, "status", "OTHER_RELEASE");
    if (exit_status == 0) {
      status = "OTHER_RELEASE";
      snprintf(message, sizeof(message),
               "the static archive %s is cuDNN %s (read from its member %s), "
               "but the header is cuDNN %s: a program linked with it would "
               "mix two releases. Fix: install the static archives of cuDNN "
               "%s beside its libcudnn, or point CuDNNStrict_ROOT at an "
               "install of one release",
               files[i], release_text, member, header_text, header_text);
      exit_status =
          cudnn_strict_status_exit(CUDNN_STRICT_STATUS_MIXED_SUBLIBRARIES);
    }
#else
    /* Static cuDNN is looked for on Linux only. */
    cudnn_strict_static_put(w, i, "file", files[i]);
    cudnn_strict_static_put(w, i, "status", "NOT_READ");
    (void)expected;
    (void)name;
    (void)member;
    (void)release_text;
#endif
  }
  if (first_release[0] != '\0')
    cudnn_strict_write_text(w, "static.release", first_release);
  cudnn_strict_write_text(w, "static.status", status);
  if (message[0] != '\0')
    cudnn_strict_write_text(w, "static.message", message);
  return exit_status;
}
