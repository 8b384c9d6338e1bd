/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_process.h.  Win32: no secure mode, no LD_PRELOAD. */
#if defined(_WIN32)

#include "cudnn_strict_process.h"

CUDNN_STRICT_INTERNAL int cudnn_strict_secure_process(void) { return 0; }

CUDNN_STRICT_INTERNAL int cudnn_strict_file_in_ld_preload(const char *file,
                                                          const char *soname) {
  (void)file;
  (void)soname;
  return 0;
}

#endif /* _WIN32 */
