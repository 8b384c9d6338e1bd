# OpenCV's way of finding cuDNN, rewritten.  The library is looked for
# beside the toolkit's libraries and cached as CUDNN_LIBRARY, the header in
# the toolkit's include directory, then the default paths, and cached as
# CUDNN_INCLUDE_DIR; both entries carry OpenCV's help strings.  The
# version is read from the header; nothing compares it with the library.
if(NOT CUDNN_LIBRARY)
  find_library(_opencv_like_cudnn cudnn
    PATHS "${CUDA_TOOLKIT_ROOT_DIR}/lib64" "${CUDA_TOOLKIT_ROOT_DIR}/lib" NO_DEFAULT_PATH)
  set(CUDNN_LIBRARY "${_opencv_like_cudnn}" CACHE FILEPATH "location of the cuDNN library")
  unset(_opencv_like_cudnn CACHE)
endif()
if(CUDNN_LIBRARY)
  find_path(CUDNN_INCLUDE_DIR cudnn.h PATHS ${CUDA_TOOLKIT_INCLUDE}
    DOC "location of cudnn.h" NO_DEFAULT_PATH)
  find_path(CUDNN_INCLUDE_DIR cudnn.h DOC "location of cudnn.h")
endif()
if(CUDNN_INCLUDE_DIR AND EXISTS "${CUDNN_INCLUDE_DIR}/cudnn_version.h")
  file(STRINGS "${CUDNN_INCLUDE_DIR}/cudnn_version.h" _opencv_like_lines
    REGEX "^#define CUDNN_(MAJOR|MINOR|PATCHLEVEL) +[0-9]+")
  string(REGEX REPLACE ".*CUDNN_MAJOR +([0-9]+).*CUDNN_MINOR +([0-9]+).*CUDNN_PATCHLEVEL +([0-9]+).*"
    "\\1.\\2.\\3" CUDNN_VERSION "${_opencv_like_lines}")
  unset(_opencv_like_lines)
endif()
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(CUDNN
  REQUIRED_VARS CUDNN_LIBRARY CUDNN_INCLUDE_DIR VERSION_VAR CUDNN_VERSION)
if(CUDNN_FOUND)
  set(CUDNN_INCLUDE_DIRS ${CUDNN_INCLUDE_DIR})
  set(CUDNN_LIBRARIES ${CUDNN_LIBRARY})
endif()
