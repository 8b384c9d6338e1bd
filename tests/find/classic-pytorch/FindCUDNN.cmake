# PyTorch's cuDNN module (cmake/Modules_CUDA_fix/FindCUDNN.cmake), reduced
# to what it leaves in a build directory: CUDNN_INCLUDE_DIR and
# CUDNN_LIBRARY as hints (directories, from the environment by default),
# and the results of find_path and find_library cached as
# CUDNN_INCLUDE_PATH and CUDNN_LIBRARY_PATH (the unversioned libcudnn.so).
set(CUDNN_INCLUDE_DIR $ENV{CUDNN_INCLUDE_DIR} CACHE PATH "Folder containing NVIDIA cuDNN header files")
find_path(CUDNN_INCLUDE_PATH cudnn.h
  HINTS ${CUDNN_INCLUDE_DIR}
  PATH_SUFFIXES cuda/include cuda include)
set(CUDNN_LIBRARY $ENV{CUDNN_LIBRARY} CACHE PATH "Path to the cudnn library file (e.g., libcudnn.so)")
find_library(CUDNN_LIBRARY_PATH cudnn
  PATHS ${CUDNN_LIBRARY}
  PATH_SUFFIXES lib lib64 cuda/lib cuda/lib64 lib/x64)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(CUDNN DEFAULT_MSG CUDNN_LIBRARY_PATH CUDNN_INCLUDE_PATH)
