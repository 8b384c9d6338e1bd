# Flags with which the compiler builds nothing: the error blames the
# compiler and the flags, not the cuDNN header.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
# Found before the flags break: FindCUDAToolkit compiles a test of its own.
find_package(CUDAToolkit QUIET)
string(APPEND CMAKE_C_FLAGS " -include ${CMAKE_BINARY_DIR}/no-such-header.h")
find_package(CuDNNStrict REQUIRED)
