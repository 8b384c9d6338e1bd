# CUDA.cmake ported to find_package(CuDNNStrict), six lines changed
# (docs/migration.md): USE_CUDNN=<dir> becomes CUDNN_ROOT; cuDNN's
# directory comes before the toolkit's, whose cudnn.h is another release;
# the imported target brings the header check.
if(IS_DIRECTORY "${USE_CUDNN}")
  set(CUDNN_ROOT "${USE_CUDNN}")
endif()
find_package(CuDNNStrict)
include_directories(SYSTEM ${CUDA_INCLUDE_DIRS})
if(USE_CUDNN)
  message(STATUS "Build with cuDNN support")
  include_directories(BEFORE SYSTEM ${CuDNNStrict_INCLUDE_DIRS})
  list(APPEND TVM_RUNTIME_LINKER_LIBS CuDNNStrict::cudnn)
endif()
