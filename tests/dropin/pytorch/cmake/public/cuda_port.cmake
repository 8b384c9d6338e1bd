# Excerpt of cmake/public/cuda.cmake from pytorch/pytorch (BSD-style
# licence): where it finds cuDNN and wraps it in caffe2::cudnn.
# cuda_port.cmake is cuda.cmake ported to find_package(CuDNNStrict), with
# six lines changed (docs/migration.md).

# Find cuDNN.
if(CAFFE2_STATIC_LINK_CUDA OR USE_STATIC_CUDNN)
  set(CUDNN_STATIC ON CACHE BOOL "")
else()
  set(CUDNN_STATIC OFF CACHE BOOL "")
endif()

find_package(CuDNNStrict)

if(CAFFE2_USE_CUDNN AND NOT CuDNNStrict_FOUND)
  message(WARNING
    "Caffe2: Cannot find cuDNN library. Turning the option off")
  set(CAFFE2_USE_CUDNN OFF)
endif()

# cudnn
# static linking is handled by USE_STATIC_CUDNN environment variable
if(CAFFE2_USE_CUDNN)
  add_library(caffe2::cudnn INTERFACE IMPORTED)
  set_property(
      TARGET caffe2::cudnn PROPERTY INTERFACE_LINK_LIBRARIES
      CuDNNStrict::cudnn$<$<BOOL:${CUDNN_STATIC}>:_static>)
  set_property(
      TARGET caffe2::cudnn PROPERTY INTERFACE_INCLUDE_DIRECTORIES
      ${CUDNN_INCLUDE_PATH})
  if(CUDNN_STATIC AND NOT WIN32)
    set_property(
        TARGET caffe2::cudnn APPEND PROPERTY INTERFACE_LINK_LIBRARIES
        "${CUDA_TOOLKIT_ROOT_DIR}/lib64/libculibos.a" dl)
  endif()
endif()
