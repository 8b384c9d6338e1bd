# Findings replayed by a re-configure are worked out again as soon as an
# option or the environment the module reads changes (see -check.cmake).
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict REQUIRED)
message(STATUS "RESULT ${CuDNNStrict_VERSION}: ${CuDNNStrict_LIBRARY_CHECK_REASON}")
