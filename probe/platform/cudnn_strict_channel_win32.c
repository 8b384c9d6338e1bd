/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * The report's own channel: see cudnn_strict_channel.h.  Win32: the C
 * runtime's descriptor 1 and the process's STD_OUTPUT_HANDLE both move,
 * since a DLL with a C runtime of its own writes through the handle.
 */
#if defined(_WIN32)

#include "cudnn_strict_channel.h"

#include <fcntl.h>
#include <io.h>
#include <windows.h>

CUDNN_STRICT_INTERNAL FILE *cudnn_strict_report_channel(const char *path) {
  FILE *report = stdout;
  int fd = -1;
  fflush(stdout);
  if (path != NULL) {
    wchar_t wide[MAX_PATH * 4];
    if (MultiByteToWideChar(CP_UTF8, 0, path, -1, wide,
                            (int)(sizeof(wide) / sizeof(wide[0]))) <= 0)
      return NULL;
    fd = _wopen(
        wide, _O_WRONLY | _O_CREAT | _O_TRUNC | _O_BINARY | _O_NOINHERIT, 0666);
    if (fd < 0 || (report = _fdopen(fd, "wb")) == NULL)
      return NULL;
  } else {
    fd = _dup(1);
    if (fd < 0 || (report = _fdopen(fd, "wb")) == NULL)
      return stdout;
  }
  _dup2(2, 1);
  SetStdHandle(STD_OUTPUT_HANDLE, GetStdHandle(STD_ERROR_HANDLE));
  return report;
}

#endif /* _WIN32 */
