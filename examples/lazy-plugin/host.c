/* A host that knows nothing of cuDNN: it only starts the plugin. */
#include "plugin.h"

int main(void) { return plugin_start(); }
