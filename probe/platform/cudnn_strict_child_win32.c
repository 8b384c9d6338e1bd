/* Distributed under the OSI-approved BSD 3-Clause License. */
/*
 * See cudnn_strict_child.h: on Windows the function runs in this process.
 *
 * Windows has no fork(): a child would have to be this program started
 * again with the function and its argument on its command line, and the
 * function is a pointer.  cuDNN on Windows reports a sub-library it cannot
 * load or that belongs to another release through the status its version
 * check returns, without ending the process, so the in-process call loses
 * only the protection from a crash inside cuDNN itself (the probe then
 * ends, and the module reports that it ended) and the copy of what cuDNN
 * printed (it goes to the probe's own stderr).
 */
#if defined(_WIN32)

#include "cudnn_strict_child.h"
#include "cudnn_strict_loader.h"

#include <string.h>

/* A file deleted when closed ("D"), in the user's temporary directory. */
static FILE *cudnn_strict_scratch_file(void) {
  wchar_t directory[MAX_PATH + 1];
  wchar_t path[MAX_PATH + 1];
  DWORD n = GetTempPathW(MAX_PATH + 1, directory);
  if (n == 0 || n > MAX_PATH ||
      GetTempFileNameW(directory, L"cds", 0, path) == 0)
    return NULL;
  return _wfopen(path, L"w+bD");
}

CUDNN_STRICT_INTERNAL int
cudnn_strict_run_in_child(void (*fn)(void *argument, FILE *result),
                          void *argument, int timeout_seconds,
                          struct cudnn_strict_child_run *run) {
  FILE *result = cudnn_strict_scratch_file();
  size_t n;
  (void)timeout_seconds; /* a call cannot be given up on */
  memset(run, 0, sizeof(*run));
  if (result == NULL)
    return 0;
  run->started = 1;
  fn(argument, result);
  fflush(result);
  rewind(result);
  n = fread(run->result, 1, sizeof(run->result) - 1, result);
  run->result[n] = '\0';
  fclose(result);
  run->exited = 1;
  return 1;
}

#endif /* _WIN32 */
