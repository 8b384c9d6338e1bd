# dlib's way of finding cuDNN, rewritten.  The header and the library are
# looked for beside the CUDA toolkit first, then under the environment's
# CUDNN_HOME; both are cached with find_path's and find_library's own help
# strings.  A pair found becomes the imported target CUDNN::CUDNN; no
# version is read, nothing is compared.
set(CUDNN_FOUND FALSE)
find_path(CUDNN_INCLUDE_DIR cudnn.h
  HINTS ${CUDAToolkit_INCLUDE_DIRS}
  PATHS "$ENV{CUDNN_HOME}/include")
find_library(CUDNN_LIBRARY cudnn
  HINTS ${CUDAToolkit_LIBRARY_DIR}
  PATHS "$ENV{CUDNN_HOME}/lib64" "$ENV{CUDNN_HOME}/lib")
if(CUDNN_INCLUDE_DIR AND CUDNN_LIBRARY)
  add_library(dlib_like_cudnn SHARED IMPORTED)
  set_target_properties(dlib_like_cudnn PROPERTIES
    IMPORTED_LOCATION "${CUDNN_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${CUDNN_INCLUDE_DIR}")
  add_library(CUDNN::CUDNN ALIAS dlib_like_cudnn)
  set(CUDNN_FOUND TRUE)
endif()
