# cuDNN 9.12.0 with 9.28.1's heuristic: cuDNN has no version check for it,
# and the four bytes of 9.12.0's code occur in the newer file's code too
# (not where a heuristic keeps its own release): the file still tells.
release_case_use(cu13_oldest)
if(NOT IS_DIRECTORY "${RELEASE_cu13_newest_ROOT}/lib")
  message(STATUS "CUDNN_STRICT_SKIP: the release cu13_newest could not be fetched")
  return()
endif()
release_make_directory("${CMAKE_BINARY_DIR}/mixed" cu13_oldest cu13_newest "heuristic" "")
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/mixed")
find_package(CuDNNStrict REQUIRED)
