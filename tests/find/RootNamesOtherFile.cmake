# CUDNN_ROOT naming a file that is neither a cuDNN library nor a header:
# a warning names it, and the search goes on without it.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
file(WRITE "${CMAKE_BINARY_DIR}/notes.txt" "not cuDNN\n")
set(CUDNN_ROOT "${CMAKE_BINARY_DIR}/notes.txt")
set(CuDNNStrict_ROOT "${FAKE_v9_1_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
