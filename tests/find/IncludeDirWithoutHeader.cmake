# CUDNN_INCLUDE_DIR naming a directory without a cuDNN header, in it or in
# its include/: an error naming the directory and the fix.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
set(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_LIBRARY_DIR}" CACHE PATH "")
find_package(CuDNNStrict REQUIRED)
