# Header 9.19.0 and library 9.1.0 set by hand, the search limited to an
# empty ROOT: the header's own library directory is still searched, and the
# library there is named; applied as printed, the configure passes.
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CUDNN_INCLUDE_DIR "${FAKE_v9_19_0_INCLUDE_DIR}" CACHE PATH "")
set(CUDNN_LIBRARY "${FAKE_v9_1_0_LIBRARY}" CACHE FILEPATH "")
find_package(CuDNNStrict REQUIRED)
