# A build directory first configured with a classic FindCUDNN (its cached
# CUDNN_LIBRARY the unversioned libcudnn.so of another cuDNN), then with
# this package (the -check.cmake): the classic entries are searched again,
# from their directories first, not taken as the user's.
if(NOT CASE_SWITCHED_TO_CUDNN_STRICT)
  list(APPEND CMAKE_MODULE_PATH "${CMAKE_CURRENT_SOURCE_DIR}/classic")
  set(CUDNN_ROOT_DIR "${FAKE_v9_1_0_ROOT}")
  find_package(CUDNN REQUIRED)
  assert_same_file(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn.so")
  assert_matches(CUDNN_LIBRARY "/libcudnn\\.so$")
else()
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
  find_package(CuDNNStrict REQUIRED)
  # The classic entries named 9.1.0's directories, searched first.
  assert_equal(CuDNNStrict_VERSION 9.1.0)
  assert_equal(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY}")
  assert_equal(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
  get_property(_help CACHE CUDNN_LIBRARY PROPERTY HELPSTRING)
  assert_equal(_help "The cuDNN library")
endif()
