# A sub-library removed between two configures of one build tree: the
# sub-libraries the first configure found must not be reused (see
# -check.cmake, which removes libcudnn_cnn).
set(_tree "${CMAKE_BINARY_DIR}/../SublibraryRemovedAfterConfigure-tree")
if(NOT EXISTS "${_tree}")
  file(COPY "${FAKE_v9_19_0_ROOT}/" DESTINATION "${_tree}")
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT SUBLIBRARIES=${CuDNNStrict_SUBLIBRARIES}")
