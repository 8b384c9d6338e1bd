# An empty list would search nowhere and report "not found" for the wrong
# reason.
set(CUDNN_STRICT_SEARCH_LOCATIONS "" CACHE STRING "")
find_package(CuDNNStrict)
