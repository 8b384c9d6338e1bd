# A classic cuDNN find module, as many projects carry one: find_path and
# find_library under the cache names CUDNN_INCLUDE_DIR and CUDNN_LIBRARY,
# which pick the unversioned development symlink libcudnn.so.
find_path(CUDNN_INCLUDE_DIR cudnn.h
  HINTS ${CUDNN_ROOT_DIR} $ENV{CUDNN_ROOT_DIR} PATH_SUFFIXES include cuda/include)
find_library(CUDNN_LIBRARY cudnn
  HINTS ${CUDNN_ROOT_DIR} $ENV{CUDNN_ROOT_DIR} PATH_SUFFIXES lib lib64 cuda/lib cuda/lib64)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(CUDNN DEFAULT_MSG CUDNN_LIBRARY CUDNN_INCLUDE_DIR)
mark_as_advanced(CUDNN_INCLUDE_DIR CUDNN_LIBRARY)
