# dlib's use of cuDNN, rewritten: the library links the toolkit's runtime,
# then CUDNN::CUDNN; without cuDNN it is built without it.
include(${CMAKE_CURRENT_LIST_DIR}/find_cudnn.cmake)
add_executable(dlib_like src/dlib_like.c)
if(CUDNN_FOUND)
  target_compile_definitions(dlib_like PRIVATE DLIB_USE_CUDNN)
  target_link_libraries(dlib_like PRIVATE CUDA::cudart CUDNN::CUDNN)
else()
  message(STATUS "*** cuDNN not found: dlib_like will not use it ***")
endif()
