# find_package(CuDNNStrict) found no cuDNN, and the project adds the guard
# anyway: the error says what to check, not CMake's own about a target
# that does not exist.
enable_language(C)
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${CMAKE_BINARY_DIR}/no-cudnn-here")
find_package(CuDNNStrict QUIET)
add_executable(app main.c)
cudnn_strict_add_guard(app)
