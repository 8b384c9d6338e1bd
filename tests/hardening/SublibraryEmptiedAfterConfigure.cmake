# A sub-library emptied between two configures of one build tree: what the
# first configure found beside libcudnn must not be reused (see
# -check.cmake, which empties libcudnn_cnn.so.9).
set(_tree "${CMAKE_BINARY_DIR}/../SublibraryEmptiedAfterConfigure-tree")
if(NOT EXISTS "${_tree}")
  file(COPY "${FAKE_v9_19_0_ROOT}/" DESTINATION "${_tree}")
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT SUBLIBRARIES=${CuDNNStrict_SUBLIBRARIES}")
