# A build directory first configured with ONNX Runtime's cuDNN module,
# which cached CUDNN_INCLUDE_DIR and cudnn_LIBRARY of cuDNN 9.1.0; then
# re-configured with this package and -DCuDNNStrict_ROOT naming cuDNN
# 9.19.0 (the -check.cmake): the root wins, and both entries are replaced.
if(NOT CASE_SWITCHED_TO_CUDNN_STRICT)
  set(CUDNN_PATH "${FAKE_v9_1_0_ROOT}")
  include("${CMAKE_CURRENT_SOURCE_DIR}/classic-onnxruntime/cuDNN.cmake")
  assert_equal(cudnn_LIBRARY "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn.so")
else()
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  find_package(CuDNNStrict REQUIRED)
  assert_equal(CuDNNStrict_VERSION 9.19.0)
  assert_equal(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}")
  assert_equal(cudnn_LIBRARY "${FAKE_v9_19_0_LIBRARY}")
endif()
