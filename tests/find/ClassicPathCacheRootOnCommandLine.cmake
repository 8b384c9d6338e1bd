# A build directory first configured with PyTorch's FindCUDNN, which cached
# CUDNN_INCLUDE_PATH and CUDNN_LIBRARY_PATH of cuDNN 9.1.0; then, ported to
# this package, re-configured with -DCUDNN_ROOT naming cuDNN 9.19.0 (the
# -check.cmake): the root given on the command line wins, and the classic
# entries are replaced.
if(NOT CASE_SWITCHED_TO_CUDNN_STRICT)
  list(APPEND CMAKE_MODULE_PATH "${CMAKE_CURRENT_SOURCE_DIR}/classic-pytorch")
  set(CMAKE_PREFIX_PATH "${FAKE_v9_1_0_ROOT}")
  find_package(CUDNN REQUIRED)
  assert_equal(CUDNN_INCLUDE_PATH "${FAKE_v9_1_0_INCLUDE_DIR}")
  assert_equal(CUDNN_LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn.so")
else()
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  find_package(CuDNNStrict REQUIRED)
  assert_equal(CuDNNStrict_VERSION 9.19.0)
  assert_equal(CuDNNStrict_LIBRARIES "${FAKE_v9_19_0_LIBRARY}")
  # What code still reading PyTorch's names sees: the cuDNN found.
  assert_equal(CUDNN_INCLUDE_PATH "${FAKE_v9_19_0_INCLUDE_DIR}")
  assert_equal(CUDNN_LIBRARY_PATH "${FAKE_v9_19_0_LIBRARY}")
endif()
