# The header changes between two configures while keeping its size and
# modification time (9.19.0 becomes 9.18.0, then the old time is put back):
# the report is cached under the header's contents, so the second configure
# must read 9.18.0 (see -check.cmake).
set(_tree "${CMAKE_BINARY_DIR}/../HeaderEditedKeepingSizeAndTime-tree")
if(NOT EXISTS "${_tree}")
  file(COPY "${FAKE_v9_19_0_ROOT}/" DESTINATION "${_tree}")
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${_tree}")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION}")
