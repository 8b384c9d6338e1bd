# A build directory first configured with a module shaped like OpenCV's
# FindCUDNN (cache entries CUDNN_LIBRARY, the unversioned libcudnn.so, and
# CUDNN_INCLUDE_DIR, with their own help strings), then with this package
# and a root given on the command line (-check.cmake): both entries are
# another module's, the root wins, and they are replaced.
if(NOT CASE_SWITCHED_TO_CUDNN_STRICT)
  set(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn.so" CACHE FILEPATH "location of the cuDNN library")
  find_path(CUDNN_INCLUDE_DIR cudnn.h PATHS "${FAKE_v9_1_0_INCLUDE_DIR}" DOC "location of cudnn.h" NO_DEFAULT_PATH)
  assert_equal(CUDNN_INCLUDE_DIR "${FAKE_v9_1_0_INCLUDE_DIR}")
else()
  set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
  find_package(CuDNNStrict REQUIRED)
  assert_equal(CuDNNStrict_VERSION 9.19.0)
  assert_equal(CuDNNStrict_LIBRARIES "${FAKE_v9_19_0_LIBRARY}")
  assert_equal(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}")
endif()
