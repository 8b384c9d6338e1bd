/* A shared library that uses cuDNN; the guard linked into it checks when
   it is loaded. */
#include <stddef.h>

size_t cudnnGetVersion(void);

size_t plugin_cudnn_version(void) { return cudnnGetVersion(); }
