/* Distributed under the OSI-approved BSD 3-Clause License. */
/* See cudnn_strict_arguments.h. */
#include "cudnn_strict_arguments.h"

#include <string.h>

CUDNN_STRICT_INTERNAL int
cudnn_strict_argument_given(int argc, char **argv, const char *const *options) {
  int i;
  size_t k;
  for (i = 1; i < argc; ++i)
    for (k = 0; options[k] != NULL; ++k)
      if (strcmp(argv[i], options[k]) == 0)
        return 1;
  return 0;
}
