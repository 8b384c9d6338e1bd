# After a classic FindCUDNN, the user names a library on the command line
# (the -check.cmake): that one is the user's, even the unversioned name.
if(NOT CASE_SWITCHED_TO_CUDNN_STRICT)
  list(APPEND CMAKE_MODULE_PATH "${CMAKE_CURRENT_SOURCE_DIR}/classic")
  set(CUDNN_ROOT_DIR "${FAKE_v9_19_0_ROOT}")
  find_package(CUDNN REQUIRED)
else()
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
  find_package(CuDNNStrict REQUIRED)
  assert_equal(CuDNNStrict_LIBRARIES "${FAKE_v9_19_0_LIBRARY_DIR}/libcudnn.so")
  assert_equal(CuDNNStrict_VERSION 9.19.0)
endif()
