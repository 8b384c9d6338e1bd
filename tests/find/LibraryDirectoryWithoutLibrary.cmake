# CUDNN_LIBRARY naming a directory in which, and below which, no libcudnn
# is found: an error naming the directory and the fix, not a search
# elsewhere.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
set(CUDNN_LIBRARY "${FAKE_v9_19_0_INCLUDE_DIR}" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
