/* The config header alone: it includes the version header itself. */
#include <cudnn_strict_config.h>

int drift_instead(void) { return CUDNN_STRICT_CONFIG_MAJOR; }
