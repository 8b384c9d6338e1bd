# PyTorch's FindCUDNN cached CUDNN_INCLUDE_PATH and CUDNN_LIBRARY_PATH of
# cuDNN 9.1.0; the ported project's code sets CuDNNStrict_ROOT to 9.19.0,
# a default, not a decision for this build directory (the -check.cmake):
# the build directory's cuDNN stays, and nothing is replaced.
if(NOT CASE_SWITCHED_TO_CUDNN_STRICT)
  list(APPEND CMAKE_MODULE_PATH "${CMAKE_CURRENT_SOURCE_DIR}/classic-pytorch")
  set(CMAKE_PREFIX_PATH "${FAKE_v9_1_0_ROOT}")
  find_package(CUDNN REQUIRED)
else()
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
  find_package(CuDNNStrict REQUIRED)
  assert_equal(CuDNNStrict_VERSION 9.1.0)
  assert_equal(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
  assert_equal(CUDNN_LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn.so")
endif()
