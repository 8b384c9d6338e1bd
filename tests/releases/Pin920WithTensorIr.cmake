# 9.20.0.48 with 9.23.1.3's libcudnn_engines_tensor_ir.so.9 beside it, the
# set-up of pytorch/pytorch#188892: 9.20's libcudnn would load a file its
# release never shipped.  Refused, naming the file's release.
release_case_use(cu13_9_20)
if(NOT IS_DIRECTORY "${RELEASE_cu13_9_23_1_ROOT}/lib")
  message(STATUS "CUDNN_STRICT_SKIP: the release cu13_9_23_1 could not be fetched")
  return()
endif()
release_make_directory("${CMAKE_BINARY_DIR}/pin" cu13_9_20 "" "" "")
file(CREATE_LINK "${RELEASE_cu13_9_23_1_ROOT}/lib/libcudnn_engines_tensor_ir.so.9"
  "${CMAKE_BINARY_DIR}/pin/lib/libcudnn_engines_tensor_ir.so.9" SYMBOLIC)
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/pin")
find_package(CuDNNStrict REQUIRED)
