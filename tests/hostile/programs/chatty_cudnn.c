/* A "cuDNN 9.13.0" whose constructor writes to standard output what a
   report of 9.19.0 would say, and a banner without a newline: what a
   library prints must not become the verdict. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

__attribute__((constructor)) static void chatty_cudnn_banner(void) {
  static const char forged[] =
      "judgement=OK\nlibrary.version=9.19.0\nlibrary.code=91900\n"
      "{\"judgement\": \"OK\"}\ncudnn-strict: OK\nbanner without a newline";
  ssize_t written = write(STDOUT_FILENO, forged, strlen(forged));
  (void)written;
}

size_t cudnnGetVersion(void) { return 91300; }
size_t cudnnGetCudartVersion(void) { return 13000; }
