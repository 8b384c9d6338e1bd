# A policy name where a location belongs (options mixed up).
set(CUDNN_STRICT_SEARCH_LOCATIONS "ROOT;EXACT")
find_package(CuDNNStrict)
