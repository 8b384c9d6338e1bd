# libcudnn_cnn missing beside libcudnn but present in another install on
# LD_LIBRARY_PATH: the mix that gives CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_missing_cnn_ROOT}")
set(ENV{LD_LIBRARY_PATH} "${FAKE_v9_21_0_LIBRARY_DIR}")
find_package(CuDNNStrict REQUIRED)
