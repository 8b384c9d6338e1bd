# cuDNN 9 whose libcudnn_graph needs libz.so.1, which the loader does not
# find for it: the probe names the file, the sub-library and the package
# before cuDNN runs.
if(NOT FAKE_v9_without_zlib_ROOT)
  message(STATUS "CUDNN_STRICT_SKIP: no libz.so.1 on this machine to build the fake against")
  return()
endif()
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_without_zlib_ROOT}")
find_package(CuDNNStrict REQUIRED)
