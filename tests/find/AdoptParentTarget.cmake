# An integrated build: the parent project defined its own cuDNN target and
# names it in CUDNN_STRICT_ADOPT_TARGET; the package judges that cuDNN, not
# the CUDA toolkit's that the default search would find first.
add_library(CUDNN::cudnn SHARED IMPORTED)
set_target_properties(CUDNN::cudnn PROPERTIES
  IMPORTED_CONFIGURATIONS RELEASE
  IMPORTED_LOCATION_RELEASE "${FAKE_v9_1_0_LIBRARY_DIR}/libcudnn.so"
  INTERFACE_INCLUDE_DIRECTORIES "${FAKE_v9_1_0_INCLUDE_DIR}")
set(CUDNN_STRICT_ADOPT_TARGET CUDNN::cudnn)
find_package(CuDNNStrict REQUIRED)
assert_equal(CuDNNStrict_VERSION 9.1.0)
assert_same_file(CuDNNStrict_LIBRARIES "${FAKE_v9_1_0_LIBRARY}")
