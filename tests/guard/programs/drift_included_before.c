/* The version header the include path gives first, then the config
   header: the two must name the same cuDNN. */
#include <cudnn_version.h>

#include <cudnn_strict_config.h>

int drift_included_before(void) { return CUDNN_STRICT_CONFIG_MAJOR; }
