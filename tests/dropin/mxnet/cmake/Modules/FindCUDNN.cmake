# MXNet's way of finding cuDNN, rewritten.  CUDNN_ROOT, a cache entry whose
# default is the toolkit's include directory, or the environment's, names
# the include directory; the library is looked for there and in a few
# directories below it.  Caches CUDNN_INCLUDE and CUDNN_LIBRARY; reads no
# version, compares nothing.
include(FindPackageHandleStandardArgs)
list(GET CUDAToolkit_INCLUDE_DIRS 0 _mxnet_like_toolkit_include)
set(CUDNN_ROOT "${_mxnet_like_toolkit_include}" CACHE PATH "Where cuDNN is")
unset(_mxnet_like_toolkit_include)
find_path(CUDNN_INCLUDE cudnn.h PATHS ${CUDNN_ROOT} $ENV{CUDNN_ROOT}
  DOC "Where cudnn.h is")
find_library(CUDNN_LIBRARY NAMES libcudnn.so
  PATHS ${CUDNN_ROOT} $ENV{CUDNN_ROOT} ${CUDNN_INCLUDE}
  PATH_SUFFIXES lib lib64 cuda/lib cuda/lib64
  DOC "Where the cuDNN library is")
find_package_handle_standard_args(CUDNN DEFAULT_MSG CUDNN_LIBRARY CUDNN_INCLUDE)
