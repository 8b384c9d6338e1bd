# TVM's use of cuDNN, rewritten: the toolkit's include directory for every
# target, then cuDNN's, and the library on the runtime's link line.
find_cudnn(${USE_CUDNN})
include_directories(SYSTEM ${CUDA_INCLUDE_DIRS})
if(USE_CUDNN)
  message(STATUS "Build with cuDNN support")
  include_directories(SYSTEM ${CUDA_CUDNN_INCLUDE_DIRS})
  list(APPEND TVM_RUNTIME_LINKER_LIBS ${CUDA_CUDNN_LIBRARY})
endif()
