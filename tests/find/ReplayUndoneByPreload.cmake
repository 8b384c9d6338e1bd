# LD_PRELOAD set between two configures, and the file it names replaced:
# the probe obeys it (its libraries are loaded before cuDNN), so the
# findings are worked out again (see -check.cmake).
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
