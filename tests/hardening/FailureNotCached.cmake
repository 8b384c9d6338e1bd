# A failed check is not cached either: the first configure meets an empty
# libcudnn, -check.cmake repairs it, and the second configure passes.
set(_tree "${CMAKE_BINARY_DIR}/../FailureNotCached-tree")
if(NOT EXISTS "${CMAKE_BINARY_DIR}/first-configure-done")
  file(REMOVE_RECURSE "${_tree}")
  file(COPY "${FAKE_v9_19_0_ROOT}/" DESTINATION "${_tree}")
  file(WRITE "${_tree}/lib64/libcudnn.so.9" "")
  file(WRITE "${CMAKE_BINARY_DIR}/first-configure-done" "")
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION}")
