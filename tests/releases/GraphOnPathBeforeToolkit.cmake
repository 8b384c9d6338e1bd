# The CUDA toolkit's cuDNN 9.19.0 found (no RUNPATH: its libcudnn loads
# libcudnn_graph.so.9 by name), with 9.12.0's lib directory of a wheel on
# LD_LIBRARY_PATH: 9.12.0's graph answers for it.  The refusal names that
# file, never the toolkit's install as a cuDNN to build against; the fix,
# applied by -check.cmake, finds 9.19.0.
release_case_use(cu13_oldest)
include("${CMAKE_CURRENT_LIST_DIR}/../RealCudnn.cmake")
cudnn_strict_test_real_cudnn_version(_version _include)
if(NOT _version MATCHES "^9\\.(1[3-9]|20)\\.")
  message(STATUS "CUDNN_STRICT_SKIP: no cuDNN 9.13 to 9.20 in the CUDA toolkit of this machine")
  return()
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS TOOLKIT)
unset(CuDNNStrict_ROOT)
if(NOT FIX_APPLIED)
  set(ENV{LD_LIBRARY_PATH} "${RELEASE_cu13_oldest_ROOT}/lib")
endif()
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT LIBRARY_VERSION=${CuDNNStrict_LIBRARY_VERSION}")
