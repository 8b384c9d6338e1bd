/* Loads cuDNN on first use and refuses a copy its build cannot use. */
#include "plugin.h"

#include <cudnn_strict.h>
#include <cudnn_strict_config.h>
#include <dlfcn.h>
#include <stdio.h>

int plugin_start(void) {
  struct cudnn_strict_report report;
  char message[2048];
  /* The application's own lazy load: from here on cuDNN is in the process,
     and the check looks at exactly this copy. */
  void *cudnn = dlopen(CUDNN_STRICT_CONFIG_SONAME, RTLD_NOW | RTLD_GLOBAL);
  if (cudnn == NULL) {
    fprintf(stderr, "plugin: cannot load %s: %s\n", CUDNN_STRICT_CONFIG_SONAME,
            dlerror());
    return 1;
  }
  if (cudnn_strict_check(&report) != CUDNN_STRICT_STATUS_OK) {
    cudnn_strict_format_report(&report, message, sizeof(message));
    fprintf(stderr, "plugin: %s\n", message);
    return 1;
  }
  printf("plugin: cuDNN %d.%d.%d from %s accepted (built with %s)\n",
         report.loaded.major, report.loaded.minor, report.loaded.patch,
         report.library, CUDNN_STRICT_CONFIG_VERSION);
  return 0;
}
