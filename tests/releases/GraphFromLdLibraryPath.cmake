# cuDNN 9.20.0 found (the wheel PyTorch 2.12 and 2.13 pin), with 9.12.0's
# lib directory on LD_LIBRARY_PATH: its libcudnn loads libcudnn_graph.so.9
# by name (9.12 to 9.20 do; 9.23.1 and 9.28.1 load the one beside them), so
# 9.12.0's graph answers cudnnGetVersion() for it.  The refusal names the file that answered and
# its release, and the fix is to take that directory off LD_LIBRARY_PATH,
# never to use the install it answered for (-check.cmake applies it).
release_case_use(cu13_9_20)
if(NOT IS_DIRECTORY "${RELEASE_cu13_oldest_ROOT}/lib")
  message(STATUS "CUDNN_STRICT_SKIP: the release cu13_oldest could not be fetched")
  return()
endif()
if(NOT FIX_APPLIED)
  set(ENV{LD_LIBRARY_PATH} "${RELEASE_cu13_oldest_ROOT}/lib")
endif()
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION} LIBRARY_VERSION=${CuDNNStrict_LIBRARY_VERSION}")
