# detect_cudnn(): Caffe's way of finding cuDNN, rewritten.  The header is
# searched in CUDNN_ROOT (a cache entry, an include directory), then the
# environment's CUDNN_ROOT, then the toolkit's include directory; the
# library in the same places and beside the CUDA runtime.  Sets HAVE_CUDNN
# in the caller; the cache entries CUDNN_INCLUDE and CUDNN_LIBRARY stay.
function(detect_cudnn)
  set(CUDNN_ROOT "" CACHE PATH "The cuDNN include directory")
  find_path(CUDNN_INCLUDE cudnn.h
    PATHS ${CUDNN_ROOT} $ENV{CUDNN_ROOT} ${CUDA_TOOLKIT_INCLUDE}
    DOC "Where cudnn.h is")
  get_filename_component(_runtime_dir "${CUDA_CUDART_LIBRARY}" DIRECTORY)
  find_library(CUDNN_LIBRARY NAMES libcudnn.so
    PATHS ${CUDNN_ROOT} $ENV{CUDNN_ROOT} ${CUDNN_INCLUDE} ${_runtime_dir}
    DOC "Where the cuDNN library is")
  if(CUDNN_INCLUDE AND CUDNN_LIBRARY)
    set(HAVE_CUDNN TRUE PARENT_SCOPE)
    message(STATUS "Found cuDNN (include: ${CUDNN_INCLUDE}, library: ${CUDNN_LIBRARY})")
  endif()
endfunction()
