# The real nvidia-cudnn-cu11 8.9.6 wheel: cuDNN 8 in the pip layout, built
# for CUDA 11, found through the venv's Python.  With a CUDA toolkit of
# another major it is refused; with CUDA 11 it is found.  The venv holds
# no nvidia-cublas-cu11, which cuDNN 8.9 opens itself: a warning says so.
set(CUDNN_STRICT_SEARCH_LOCATIONS PIP)
set(Python_EXECUTABLE "${FAKE_WHEEL_CU11_PYTHON}")
find_package(CUDAToolkit QUIET)
find_package(CuDNNStrict)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION} CODE=${CuDNNStrict_VERSION_CODE} LIBRARY_VERSION=${CuDNNStrict_LIBRARY_VERSION} CUDART=${CuDNNStrict_CUDART_VERSION} SUBLIBRARIES=${CuDNNStrict_SUBLIBRARIES}")
if(CUDAToolkit_VERSION_MAJOR EQUAL 11)
  assert_true(CuDNNStrict_FOUND)
else()
  assert_false(CuDNNStrict_FOUND)
endif()
