# CUDNN_INCLUDE_PATH and CUDNN_LIBRARY_PATH (the directories cudnn-frontend
# and PyTorch take) as CMake variables.
set(CUDNN_INCLUDE_PATH "${FAKE_v9_1_0_INCLUDE_DIR}")
set(CUDNN_LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}")
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
