# cuDNN 9.28.1 with 9.12.0's libcudnn_ops.so.9 alone: cnn and adv need ops,
# so their version checks fail too.  The refusal names ops as the file of
# another release, and cnn and adv as failing only through it.
release_case_use(cu13_newest)
if(NOT IS_DIRECTORY "${RELEASE_cu13_oldest_ROOT}/lib")
  message(STATUS "CUDNN_STRICT_SKIP: the release cu13_oldest could not be fetched")
  return()
endif()
release_make_directory("${CMAKE_BINARY_DIR}/mixed" cu13_newest cu13_oldest "ops" "")
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/mixed")
find_package(CuDNNStrict REQUIRED)
