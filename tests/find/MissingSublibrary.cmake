# cuDNN 9 without libcudnn_cnn: the classic "Could not load library" at run time.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_missing_cnn_ROOT}")
find_package(CuDNNStrict REQUIRED)
