# ONNX Runtime's cuDNN module (cmake/external/cuDNN.cmake), reduced to what
# it leaves in a build directory: find_path's CUDNN_INCLUDE_DIR and
# find_library's cudnn_LIBRARY (the unversioned libcudnn.so), hinted by
# CUDNN_PATH.
find_path(CUDNN_INCLUDE_DIR cudnn.h HINTS ${CUDNN_PATH} PATH_SUFFIXES include REQUIRED)
find_library(cudnn_LIBRARY cudnn HINTS ${CUDNN_PATH} PATH_SUFFIXES lib64 lib/x64 lib REQUIRED)
