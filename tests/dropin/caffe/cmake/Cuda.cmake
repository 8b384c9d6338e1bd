# Caffe's use of cuDNN, rewritten: the toolkit's include directory for
# every target, then, when cuDNN is found, its directory and library.
include_directories(SYSTEM ${CUDA_INCLUDE_DIRS})
if(USE_CUDNN)
  detect_cudnn()
  if(HAVE_CUDNN)
    add_definitions(-DUSE_CUDNN)
    include_directories(SYSTEM ${CUDNN_INCLUDE})
    list(APPEND Caffe_LINKER_LIBS ${CUDNN_LIBRARY})
  endif()
endif()
