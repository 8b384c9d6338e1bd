#ifndef PLUGIN_H
#define PLUGIN_H
/* Returns 0 when cuDNN is loaded and usable by this plugin. */
int plugin_start(void);
#endif
