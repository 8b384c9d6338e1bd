#include <cudnn_version.h>

int uses_cudnn_major(void);
int uses_cudnn_major(void) { return CUDNN_MAJOR; }
