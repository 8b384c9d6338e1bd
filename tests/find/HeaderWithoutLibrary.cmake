# Headers but no library anywhere searched.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}" CACHE PATH "")
file(MAKE_DIRECTORY "${CMAKE_BINARY_DIR}/empty-root")
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/empty-root")
find_package(CuDNNStrict REQUIRED)
