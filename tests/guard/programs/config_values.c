/* Prints the generated config header's values, and writes its paths byte
   for byte into files of the directory given, for an exact comparison. */
#include <cudnn_strict_config.h>
#include <stdio.h>
#include <string.h>

static int write_value(const char *directory, const char *name,
                       const char *value) {
  char path[4096];
  FILE *file;
  snprintf(path, sizeof(path), "%s/%s", directory, name);
  file = fopen(path, "wb");
  if (file == NULL)
    return 0;
  fwrite(value, 1, strlen(value), file);
  return fclose(file) == 0;
}

int main(int argc, char **argv) {
  printf("MAJOR=%d MINOR=%d PATCH=%d CODE=%ld VERSION=%s SONAME=%s\n",
         CUDNN_STRICT_CONFIG_MAJOR, CUDNN_STRICT_CONFIG_MINOR,
         CUDNN_STRICT_CONFIG_PATCH, (long)CUDNN_STRICT_CONFIG_CODE,
         CUDNN_STRICT_CONFIG_VERSION, CUDNN_STRICT_CONFIG_SONAME);
  printf("TOOLKIT_CUDART=%ld CUDNN_CUDART=%ld CUDART_VERSION=%s\n",
         (long)CUDNN_STRICT_CONFIG_TOOLKIT_CUDART_CODE,
         (long)CUDNN_STRICT_CONFIG_CUDNN_CUDART_CODE,
         CUDNN_STRICT_CONFIG_CUDART_VERSION);
  printf("POLICY=%s GUARD_ACTION=%s\n", CUDNN_STRICT_CONFIG_POLICY,
         CUDNN_STRICT_CONFIG_GUARD_ACTION);
  if (argc > 1 &&
      !(write_value(argv[1], "header", CUDNN_STRICT_CONFIG_HEADER) &&
        write_value(argv[1], "include_dir", CUDNN_STRICT_CONFIG_INCLUDE_DIR) &&
        write_value(argv[1], "library", CUDNN_STRICT_CONFIG_LIBRARY) &&
        write_value(argv[1], "library_dir", CUDNN_STRICT_CONFIG_LIBRARY_DIR)))
    return 1;
  return 0;
}
