# cudnnGetVersion() returning 0 means "not a cuDNN", never version 0.0.0.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_returns_zero_ROOT}")
find_package(CuDNNStrict REQUIRED)
