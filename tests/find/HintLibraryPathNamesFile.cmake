# CUDNN_LIBRARY_PATH naming the library file, as PyTorch's does: its
# directory is searched.
set(CUDNN_INCLUDE_PATH "${FAKE_v9_1_0_INCLUDE_DIR}")
set(CUDNN_LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY}")
find_package(CuDNNStrict REQUIRED)
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
