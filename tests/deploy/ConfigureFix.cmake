# Header 9.19.0, library 9.1.0, and a cuDNN 9.21.0 under CuDNNStrict_ROOT:
# the configure error names the library that would do, and the headers of
# the refused one as the other way out.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_21_0_ROOT}")
set(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
