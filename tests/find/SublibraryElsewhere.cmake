# libcudnn_cnn missing beside libcudnn but present in another install on
# LD_LIBRARY_PATH: libcudnn would load that copy, the mix that gives
# CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH; worded once, by the probe.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_missing_cnn_ROOT}")
set(ENV{LD_LIBRARY_PATH} "${FAKE_v9_21_0_LIBRARY_DIR}")
find_package(CuDNNStrict REQUIRED)
