# A second configure with nothing changed runs no probe (see -check.cmake).
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT VERSION=${CuDNNStrict_VERSION} LIBRARY_VERSION=${CuDNNStrict_LIBRARY_VERSION}")
