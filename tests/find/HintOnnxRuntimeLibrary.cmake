# cudnn_LIBRARY, the library file ONNX Runtime's cuDNN module names: its
# directory is searched before the roots.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
set(CUDNN_INCLUDE_PATH "${FAKE_v9_1_0_INCLUDE_DIR}")
set(cudnn_LIBRARY "${FAKE_v9_1_0_LIBRARY}")
find_package(CuDNNStrict 9.1.0 EXACT REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_equal(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
