# The install the first configure found is removed before the second: the
# cached paths and report must not make it pass (see -check.cmake).
set(_tree "${CMAKE_BINARY_DIR}/../InstallRemovedBetweenConfigures-tree")
if(NOT EXISTS "${CMAKE_BINARY_DIR}/first-configure-done")
  file(REMOVE_RECURSE "${_tree}")
  file(COPY "${FAKE_v9_19_0_ROOT}/" DESTINATION "${_tree}")
  file(WRITE "${CMAKE_BINARY_DIR}/first-configure-done" "")
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION}")
