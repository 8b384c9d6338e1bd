#include "darknet.h"

#include <cudnn.h>

size_t darknet_cudnn_version(void) { return cudnnGetVersion(); }
