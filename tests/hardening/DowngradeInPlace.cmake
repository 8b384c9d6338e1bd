# cuDNN downgraded in place between two configures of one build tree: the
# cached "compatible" must not survive (see -check.cmake, which puts the
# 9.1.0 library where the 9.19.0 one was).  UpgradeInPlace in the find
# suite covers the other direction.
set(_tree "${CMAKE_BINARY_DIR}/../DowngradeInPlace-tree")
if(NOT EXISTS "${_tree}")
  file(COPY "${FAKE_v9_19_0_ROOT}/" DESTINATION "${_tree}")
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION} LIBRARY_VERSION=${CuDNNStrict_LIBRARY_VERSION}")
