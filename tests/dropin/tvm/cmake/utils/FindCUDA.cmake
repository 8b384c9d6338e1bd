# find_cudnn(<use_cudnn>): TVM's way of finding cuDNN, rewritten.  ON
# takes the toolkit's include directory and its library directories (then
# the default paths); a directory takes <dir>/include and <dir>/lib64 or
# <dir>/lib alone.  Sets CUDA_CUDNN_INCLUDE_DIRS and the cache entry
# CUDA_CUDNN_LIBRARY; no version is read, nothing is checked.
macro(find_cudnn use_cudnn)
  if("${use_cudnn}" MATCHES "^(ON|TRUE|YES|Y|1)$")
    set(CUDA_CUDNN_INCLUDE_DIRS ${CUDA_INCLUDE_DIRS})
    find_library(CUDA_CUDNN_LIBRARY cudnn
      PATHS "${CUDA_TOOLKIT_ROOT_DIR}/lib64" "${CUDA_TOOLKIT_ROOT_DIR}/lib" NO_DEFAULT_PATH)
    find_library(CUDA_CUDNN_LIBRARY cudnn)
  elseif(IS_DIRECTORY "${use_cudnn}")
    set(CUDA_CUDNN_INCLUDE_DIRS "${use_cudnn}/include")
    find_library(CUDA_CUDNN_LIBRARY cudnn
      PATHS "${use_cudnn}/lib64" "${use_cudnn}/lib" NO_DEFAULT_PATH)
  endif()
  message(STATUS "Found CUDA_CUDNN_INCLUDE_DIRS=${CUDA_CUDNN_INCLUDE_DIRS}")
  message(STATUS "Found CUDA_CUDNN_LIBRARY=${CUDA_CUDNN_LIBRARY}")
endmacro()
