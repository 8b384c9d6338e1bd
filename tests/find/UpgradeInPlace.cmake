# cuDNN upgraded in place between two configures of one build tree: the
# cached report must not survive (see -check.cmake, which swaps the files).
set(_tree "${CMAKE_BINARY_DIR}/../UpgradeInPlace-tree")
if(NOT EXISTS "${_tree}")
  file(COPY "${FAKE_v9_1_0_ROOT}/" DESTINATION "${_tree}")
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION} LIBRARY_VERSION=${CuDNNStrict_LIBRARY_VERSION}")
