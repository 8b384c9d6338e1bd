/* A program that loads cuDNN itself, when it needs it, and then asks the
   guard whether the library it got can run it. */
#include <cudnn_strict.h>
#include <cudnn_strict_config.h>
#include <dlfcn.h>
#include <stdio.h>

int main(void) {
  struct cudnn_strict_report report;
  char text[8192];
  int status;
  void *cudnn = dlopen(CUDNN_STRICT_CONFIG_SONAME, RTLD_NOW | RTLD_LOCAL);
  if (cudnn == NULL)
    printf("dlopen(%s) failed: %s\n", CUDNN_STRICT_CONFIG_SONAME, dlerror());
  status = cudnn_strict_check(&report);
  cudnn_strict_format_report(&report, text, sizeof(text));
  printf("status=%s found_by=%s\n%s\n", cudnn_strict_status_name(status),
         report.found_by, text);
  return status == CUDNN_STRICT_STATUS_OK ? 0 : 1;
}
