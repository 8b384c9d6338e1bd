# An empty root and no other location: not found, with what to set.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
file(MAKE_DIRECTORY "${CMAKE_BINARY_DIR}/empty-root")
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/empty-root")
find_package(CuDNNStrict REQUIRED)
