# DetectCUDA.cmake ported to find_package(CuDNNStrict), four lines changed
# (docs/migration.md): CUDNN_INCLUDE_DIR and CUDNN_LIBRARY are the
# package's own hints; cuDNN's directory comes before the toolkit's, whose
# cudnn.h is another release; the imported target brings the header check.
include_directories(SYSTEM ${CUDA_INCLUDE_DIRS})
if(WITH_CUDNN)
  find_package(CuDNNStrict 7.5)
  if(CuDNNStrict_FOUND)
    set(HAVE_CUDNN 1)
    include_directories(BEFORE SYSTEM ${CuDNNStrict_INCLUDE_DIRS})
    list(APPEND OPENCV_LINKER_LIBS CuDNNStrict::cudnn)
  endif()
endif()
