# A "#define" line inside a multi-line comment looks like a definition to a
# line reader: the text then defines CUDNN_MINOR two ways, and the module
# reports it rather than guess (the preprocessor alone would say 19).
hardening_copy_tree(v9_19_0 tree _tree)
hardening_write_header("${_tree}/include/cudnn_version.h"
  "/* Before the upgrade:" "#define CUDNN_MINOR 1" "*/"
  "#define CUDNN_MAJOR 9" "#define CUDNN_MINOR 19" "#define CUDNN_PATCHLEVEL 0")
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
