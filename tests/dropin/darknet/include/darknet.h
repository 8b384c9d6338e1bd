#ifndef DARKNET_H
#define DARKNET_H

#include <stddef.h>

/* The cuDNN version the library runs against. */
size_t darknet_cudnn_version(void);

#endif
