#include <cudnn_version.h>

int compiled_cudnn_version(void);
int compiled_cudnn_version(void) { return CUDNN_VERSION; }
