# CUDNN_ROOT_DIR, the prefix many classic FindCUDNN modules take, as a CMake
# variable: it beats the CUDA toolkit's copy in the default search.
set(CUDNN_ROOT_DIR "${FAKE_v9_1_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
