# Cuda.cmake ported to find_package(CuDNNStrict), four lines changed
# (docs/migration.md): CUDNN_ROOT, an include directory, is one of the
# package's roots; HAVE_CUDNN is CuDNNStrict_FOUND; cuDNN's directory comes
# before the toolkit's, whose cudnn.h is another release; the imported
# target brings the header check.
include_directories(SYSTEM ${CUDA_INCLUDE_DIRS})
if(USE_CUDNN)
  find_package(CuDNNStrict)
  set(HAVE_CUDNN ${CuDNNStrict_FOUND})
  if(HAVE_CUDNN)
    add_definitions(-DUSE_CUDNN)
    include_directories(BEFORE SYSTEM ${CuDNNStrict_INCLUDE_DIRS})
    list(APPEND Caffe_LINKER_LIBS CuDNNStrict::cudnn)
  endif()
endif()
