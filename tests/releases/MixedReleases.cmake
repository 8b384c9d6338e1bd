# One directory with cuDNN 9.28.1's libcudnn, graph, engines and heuristic
# and cuDNN 9.12.0's ops, cnn and adv, as a partial upgrade leaves it: the
# file names (.so.9 only, as pip, conda and Debian ship them) cannot tell,
# cuDNN's own cudnnOpsVersionCheck() can, without a GPU.
release_case_use(cu13_newest)
if(NOT IS_DIRECTORY "${RELEASE_cu13_oldest_ROOT}/lib")
  message(STATUS "CUDNN_STRICT_SKIP: the release cu13_oldest could not be fetched")
  return()
endif()
release_make_directory("${CMAKE_BINARY_DIR}/mixed" cu13_newest cu13_oldest "ops;cnn;adv" "")
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/mixed")
find_package(CuDNNStrict REQUIRED)
