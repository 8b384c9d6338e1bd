# The cuDNN of this machine with its own log on standard output
# (CUDNN_LOGDEST_DBG=stdout, CUDNN_LOGLEVEL_DBG=3: cudnnGetVersion and the
# version checks log without a GPU): found, and the kept report holds the
# probe's key=value lines alone.
include("${CMAKE_CURRENT_LIST_DIR}/../RealCudnn.cmake")
cudnn_strict_test_real_cudnn(9.19.0 _real)
if(NOT _real)
  message(STATUS "CUDNN_STRICT_SKIP: no cuDNN 9.19.0 in the CUDA toolkit of this machine")
  return()
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS TOOLKIT)
set(ENV{CUDNN_LOGDEST_DBG} stdout)
set(ENV{CUDNN_LOGLEVEL_DBG} 3)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_LIBRARY_VERSION "9.19.0")
assert_report_lines_intact()
