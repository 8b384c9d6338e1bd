# A build directory first configured with PyTorch's FindCUDNN, which cached
# CUDNN_INCLUDE_PATH and CUDNN_LIBRARY_PATH of cuDNN 9.1.0; then, ported to
# this package with the PIP location enabled, re-configured with -DCUDNN_ROOT
# naming another cuDNN (the -check.cmake): the classic entries are
# replaced, and what the search found stays the build directory's cuDNN
# while the search's inputs stay the same, as FindCUDAToolkit keeps its
# results.
if(NOT CASE_SWITCHED_TO_CUDNN_STRICT)
  list(APPEND CMAKE_MODULE_PATH "${CMAKE_CURRENT_SOURCE_DIR}/classic-pytorch")
  set(CMAKE_PREFIX_PATH "${FAKE_v9_1_0_ROOT}")
  find_package(CUDNN REQUIRED)
  assert_equal(CUDNN_LIBRARY_PATH "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn.so")
elseif(NOT FAKE_VENV_PYTHON)
  message(STATUS "CUDNN_STRICT_SKIP: no Python to make a virtual environment")
else()
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT PIP)
  set(Python_EXECUTABLE "${FAKE_VENV_PYTHON}")
  find_package(CuDNNStrict REQUIRED)
  assert_equal(CuDNNStrict_VERSION 9.19.0)
endif()
