# A libcudnn.so.9 without cudnnGetVersion is not a cuDNN.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_no_get_version_ROOT}")
find_package(CuDNNStrict REQUIRED)
