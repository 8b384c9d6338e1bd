# Under QUIET, neither the configure that does the work nor the
# re-configure that replays its findings prints the summary or the check
# (see -check.cmake).
set(CUDNN_STRICT_SEARCH_LOCATIONS ROOT)
set(CuDNNStrict_ROOT "${FAKE_v9_19_0_ROOT}")
find_package(CuDNNStrict 9.19 QUIET)
message(STATUS "RESULT FOUND=${CuDNNStrict_FOUND} VERSION=${CuDNNStrict_VERSION}")
