/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * What the emulated loader does alike on every platform: see
 * cudnn_strict_ld.h.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cudnn_strict_ld.h"

#include "cudnn_strict_fix.h"
#include "cudnn_strict_rootfs.h"

#include <stdlib.h>
#include <string.h>

CUDNN_STRICT_INTERNAL int
cudnn_strict_append_object(struct cudnn_strict_process *p, const char *path,
                           const char *requested, int loader, const char *how) {
  struct cudnn_strict_object *o;
  if (p->count >= CUDNN_STRICT_LD_MAX_OBJECTS)
    return -1;
  o = &p->objects[p->count];
  memset(o, 0, sizeof(*o));
  cudnn_strict_copy_text(o->path, sizeof(o->path), path);
#if !defined(_WIN32) && CUDNN_STRICT_ROOTFS_READ
  /* Inside a root, the real path is the root's, never this machine's. */
  if (p->root != NULL && p->root[0] != '\0') {
    if (cudnn_strict_rootfs_resolve(p->root, path, o->real, sizeof(o->real),
                                    NULL, 0) != CUDNN_STRICT_ROOTFS_FOUND)
      cudnn_strict_copy_text(o->real, sizeof(o->real), path);
  } else
#endif
      if (realpath(path, o->real) == NULL)
    cudnn_strict_copy_text(o->real, sizeof(o->real), path);
  cudnn_strict_copy_text(o->requested, sizeof(o->requested), requested);
  cudnn_strict_copy_text(o->how, sizeof(o->how), how);
  o->loader = loader;
  return p->count++;
}
