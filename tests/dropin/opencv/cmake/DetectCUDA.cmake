# OpenCV's use of cuDNN, rewritten: the toolkit's include directory for
# every target, then, when cuDNN 7.5 or newer is found, its directory and
# library.
include_directories(SYSTEM ${CUDA_INCLUDE_DIRS})
if(WITH_CUDNN)
  find_package(CUDNN 7.5)
  if(CUDNN_FOUND)
    set(HAVE_CUDNN 1)
    include_directories(SYSTEM ${CUDNN_INCLUDE_DIRS})
    list(APPEND OPENCV_LINKER_LIBS ${CUDNN_LIBRARIES})
  endif()
endif()
