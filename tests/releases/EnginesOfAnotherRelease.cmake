# cuDNN 9.28.1 with 9.12.0's heuristic and precompiled engines: cuDNN has
# no version check for either (both pass cuDNN's own checks), and each
# file tells its release (cudnn_strict_sublibraries.h).
release_case_use(cu13_newest)
if(NOT IS_DIRECTORY "${RELEASE_cu13_oldest_ROOT}/lib")
  message(STATUS "CUDNN_STRICT_SKIP: the release cu13_oldest could not be fetched")
  return()
endif()
release_make_directory("${CMAKE_BINARY_DIR}/mixed" cu13_newest cu13_oldest "heuristic;engines_precompiled" "")
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/mixed")
find_package(CuDNNStrict REQUIRED)
